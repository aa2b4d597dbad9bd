/** `genres` arrives JSON-encoded (spec §3) but tolerate a plain array or junk. */
export function parseGenres(genres: unknown): string[] {
  if (Array.isArray(genres)) return genres.filter((g): g is string => typeof g === "string");
  if (typeof genres !== "string") return [];
  try {
    const parsed: unknown = JSON.parse(genres);
    return Array.isArray(parsed) ? parseGenres(parsed) : [];
  } catch {
    return [];
  }
}
