// How search reads text, on the server (index and queries) and in the web app (the header's
// type-ahead and the phone's spotlight) alike (ADR 0062): one folding, one tokenizer, one set of
// typo rules.

/**
 * Letters that Unicode does not take apart into a base letter and a mark, folded to what people
 * type on a phone keyboard: those of PostgreSQL's `unaccent` rules that a catalogue may hold, and
 * the hooked and open letters of Hausa, Ewe, Twi and Wolof names.
 */
const LETTERS: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ł: "l",
  ŀ: "l",
  þ: "th",
  ħ: "h",
  ı: "i",
  ŧ: "t",
  ɓ: "b",
  ɗ: "d",
  ɖ: "d",
  ƙ: "k",
  ƴ: "y",
  ŋ: "n",
  ɛ: "e",
  ɔ: "o",
  ƒ: "f",
  ʋ: "v",
  // Apostrophes a phone keyboard or a title may use, as the plain one.
  "\u2019": "'",
  "\u2018": "'",
  "\u02bc": "'",
  "`": "'",
  "\u00b4": "'",
};
const LETTER = new RegExp(`[${Object.keys(LETTERS).join("")}]`, "gu");
const MARKS = /\p{M}+/gu;

/**
 * Search's one folding: lower case, accents and other marks removed, compatibility forms
 * (ligatures, full-width letters) taken apart, the letters above replaced. "Décalé" → "decale",
 * "SOUMBÉDIOUNE" → "soumbedioune", "Ɓarna" → "barna", "Griot’s" → "griot's".
 */
export function foldSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(MARKS, "")
    .replace(LETTER, (c) => LETTERS[c]!);
}

const SEPARATORS = /[^\p{L}\p{N}']+/u;

/**
 * The words of folded text: runs of letters and digits, an apostrophe inside a word kept
 * ("griot's"), one at either end dropped.
 */
export function searchWords(folded: string): string[] {
  return folded
    .split(SEPARATORS)
    .map((w) => w.replace(/^'+|'+$/g, ""))
    .filter((w) => w !== "");
}

/** A typed word of this many letters may hold one typo (Meilisearch's and Typesense's default). */
export const ONE_TYPO_FROM = 5;
/** A typed word of this many letters may hold two typos. */
export const TWO_TYPOS_FROM = 9;

/** How many typos a typed word of `length` letters may hold: 0 below 5, 1 from 5, 2 from 9. */
export function typoBudget(length: number): number {
  if (length >= TWO_TYPOS_FROM) return 2;
  if (length >= ONE_TYPO_FROM) return 1;
  return 0;
}

/**
 * How many typos separate a typed word from a catalogue word (both folded), or null when they are
 * more than the typed word's budget allows or their first letters differ (never forgiven). A typo
 * is a letter missing, added or replaced, or two neighbouring letters swapped (optimal string
 * alignment, the restricted Damerau-Levenshtein distance). With `prefix` the typed word is
 * matched against the closest start of the catalogue word, as for the last word of a type-ahead
 * ("ovret" is one typo from "overtime"). Words with digits are matched exactly.
 */
export function typoDistance(
  typed: string,
  word: string,
  { prefix = false }: { prefix?: boolean } = {},
): number | null {
  if (typed === word || (prefix && word.startsWith(typed))) return 0;
  // Most words of a vocabulary fail here, before any work.
  if (typed.codePointAt(0) !== word.codePointAt(0)) return null;
  const a = Array.from(typed);
  const b = Array.from(word);
  const budget = /\p{N}/u.test(typed) ? 0 : typoBudget(a.length);
  if (budget === 0 || a.length === 0 || b.length === 0 || a[0] !== b[0]) return null;
  if (b.length < a.length - budget || (!prefix && b.length > a.length + budget)) return null;
  // Only the start of `word` a prefix match could use.
  const columns = prefix ? Math.min(b.length, a.length + budget) : b.length;
  const rows: number[][] = [Array.from({ length: columns + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= columns; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      }
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    // Every later row is at least this row's smallest value.
    if (rowMin > budget) return null;
    rows.push(row);
  }
  const last = rows[a.length]!;
  const distance = prefix ? Math.min(...last.slice(1)) : last[columns]!;
  return distance <= budget ? distance : null;
}
