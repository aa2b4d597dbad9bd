/**
 * The same work asked for twice is one request: the title folded (case, accents, punctuation and
 * spacing ignored) with its kind and year. "Lionheart", "lionheart!" and "Liónheart " match;
 * a title with no letter or digit has no key.
 */
export function requestKey(title: string, kind: "movie" | "series", year: number): string | null {
  const folded = title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return folded ? `${kind}:${year}:${folded}` : null;
}
