export type PriceTier = "free" | "standard" | "premium" | "new";
export interface SeedMovie {
  ref: string; // kebab-case ascii, [a-z0-9-], unique, derived from the title, e.g. "the-last-harmattan"
  title: string;
  tagline: string; // short poster line, ≤ 48 chars
  synopsis: string; // 2–3 sentences, 180–420 chars
  year: number; // 1998–2026
  durationMin: number; // 78–165
  tags: string[]; // 3–6 lowercase tags, e.g. ["family", "lagos", "coming of age"]
  genres: string[]; // 1–3 names from GENRES
  country: string; // e.g. "Nigeria"
  language: string; // primary spoken language, e.g. "Yoruba"
  priceTier: PriceTier;
}
export interface SeedEpisode {
  number: number; // 1..n
  synopsis: string; // 1–2 sentences, 100–260 chars
  durationMin: number; // 22–58
}
export interface SeedSeries {
  ref: string; // kebab-case, unique, distinct from every movie ref
  title: string; // the series title; episodes will be named "{title} Ep. {n}" by code, don't do it here
  tagline: string;
  synopsis: string;
  year: number;
  tags: string[];
  genres: string[];
  country: string;
  language: string;
  priceTier: PriceTier;
  episodes: SeedEpisode[];
}
