import { randomBytes } from "node:crypto";
import type { Database } from "@tazama/db";

const WORDS = [
  "river",
  "night",
  "market",
  "harmattan",
  "lagos",
  "nairobi",
  "accra",
  "kumasi",
  "dakar",
  "jozi",
  "bamako",
  "kigali",
  "savanna",
  "drum",
  "queen",
  "king",
  "storm",
  "salt",
  "gold",
  "letters",
  "bridge",
  "station",
  "village",
  "school",
  "church",
  "mosque",
  "harbour",
  "cloud",
  "fire",
  "rain",
  "dust",
  "café",
  "élan",
  "señora",
  "môle",
  "garçon",
  "fête",
  "naïve",
];

/** Adds `count` published movies (refs `bench-…`) with titles of 2–4 words drawn from WORDS (some accented). */
export async function syntheticTitles(database: Database, count: number): Promise<number[]> {
  const stamp = randomBytes(3).toString("hex");
  let seed = 7;
  const next = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  const rows = Array.from({ length: count }, (_, i) => {
    const words = Array.from(
      { length: 2 + Math.floor(next() * 3) },
      () => WORDS[Math.floor(next() * WORDS.length)]!,
    );
    const title = `${words.join(" ")} ${i}`;
    return `('bench-${stamp}-${i}', 'movie', '${title.replaceAll("'", "''")}', 'A synthetic title about ${words.join(", ")}.', 2020, 5400, 'Nigeria', 'English', '{"portrait":"x_port.jpg","landscape":"x_land.jpg"}')`;
  });
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 1_000) {
    const inserted = await database.raw.query<{ id: number }>(
      `insert into titles (ref, kind, title, synopsis, year, duration_s, country, language, images) values ${rows.slice(i, i + 1_000).join(",")} returning id`,
    );
    ids.push(...inserted.rows.map((r) => r.id));
  }
  await readyMainVideos(database);
  return ids;
}

/**
 * Gives every published priced title without a main video a ready one (a row only, as if it had
 * been transcoded): the listings and the search index show a priced title only once its video
 * plays (ADR 0069), and a bench measures the catalogue a viewer sees.
 */
export async function readyMainVideos(database: Database): Promise<number> {
  const { rows } = await database.raw.query<{ n: number }>(
    `with added as (
       insert into media_assets (title_id, kind, status, source_path, storage_key, key_hex, duration_s)
       select t.id, 'main', 'ready', '/nonexistent/bench.mp4', 'bench-ready-' || t.id,
              md5(t.ref), t.duration_s
         from titles t
        where t.status = 'published' and not t.is_free
          and not exists (select 1 from media_assets a where a.title_id = t.id and a.kind = 'main')
       returning 1)
     select count(*)::int as n from added`,
  );
  return rows[0]?.n ?? 0;
}
