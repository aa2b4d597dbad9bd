/** Genre id used in routes: the name stripped of non-alphanumerics, lowercased (spec §2). */
export function genreSlug(name: string): string {
  return name.replace(/[^\p{L}\p{N}]/gu, "").toLowerCase();
}

/** "Mama's Kitchen!" → "mamas-kitchen": a ref or slug made of a name (at most 80 characters). */
export function urlSlug(text: string, fallback: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/['’]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80)
      .replace(/-+$/, "") || fallback
  );
}

const EPISODE_PATTERN = /^(.*\S)\s+Ep\.\s*(\d+)$/;

/** Episode titles have the form "{series title} Ep. {number}" (spec §3). */
export function episodeTitle(seriesTitle: string, episodeNumber: number): string {
  return `${seriesTitle} Ep. ${episodeNumber}`;
}

export function parseEpisodeTitle(
  title: string,
): { seriesTitle: string; episodeNumber: number } | null {
  const match = EPISODE_PATTERN.exec(title.trim());
  if (!match?.[1] || !match[2]) return null;
  return { seriesTitle: match[1], episodeNumber: Number(match[2]) };
}
