import { ONE_TYPO_FROM, searchWords, typoDistance } from "@tazama/contracts";

/** The words of the catalogue's titles, each with how much it weighs (the views of its titles). */
export type Vocabulary = ReadonlyMap<string, number>;

/** Builds the vocabulary from the index's folded titles. */
export function buildVocabulary(titles: readonly { folded: string; popularity: number }[]) {
  const words = new Map<string, number>();
  for (const { folded, popularity } of titles) {
    for (const word of new Set(searchWords(folded))) {
      words.set(word, (words.get(word) ?? 0) + 1 + popularity);
    }
  }
  return words as Vocabulary;
}

/** What became of a typed word: fine as typed, corrected to a title word, or neither. */
export type WordFix = { kind: "known" } | { kind: "corrected"; word: string } | { kind: "unknown" };

/**
 * The title word a typed word was meant to be: "known" when it is fine as typed (a word of the
 * catalogue, or the start of one for the last word), else the closest word within the typo rules
 * (ADR 0062), else "unknown". The fewest typos win, then a whole word over a start, then the
 * weightier word.
 */
export function correctWord(typed: string, vocabulary: Vocabulary, last: boolean): WordFix {
  if (vocabulary.has(typed)) return { kind: "known" };
  let best: { word: string; rank: number; weight: number } | null = null;
  for (const [word, weight] of vocabulary) {
    if (last && word.startsWith(typed)) return { kind: "known" };
    const whole = typoDistance(typed, word);
    const distance = whole ?? (last ? typoDistance(typed, word, { prefix: true }) : null);
    if (distance === null) continue;
    // A whole word counts half a typo better than the start of one.
    const rank = whole === null ? distance + 0.5 : distance;
    if (
      !best ||
      rank < best.rank ||
      (rank === best.rank && (weight > best.weight || (weight === best.weight && word < best.word)))
    ) {
      best = { word, rank, weight };
    }
  }
  return best ? { kind: "corrected", word: best.word } : { kind: "unknown" };
}

export interface QueryFix {
  /** The folded query with each mistyped word replaced ("ovretime" → "overtime"), or null. */
  corrected: string | null;
  /**
   * Whether a word long enough to hold a typo (5 letters or more) is neither a title word nor
   * within the typo rules of one: titles that merely resemble such a query are not offered.
   */
  unknown: boolean;
}

/** Corrects each word of a folded query to the title word it was meant to be. */
export function correctQuery(folded: string, vocabulary: Vocabulary): QueryFix {
  const words = searchWords(folded);
  let changed = false;
  let unknown = false;
  const corrected: string[] = [];
  for (const [i, word] of words.entries()) {
    const fix = correctWord(word, vocabulary, i === words.length - 1);
    if (fix.kind === "corrected") changed = true;
    else if (fix.kind === "unknown" && Array.from(word).length >= ONE_TYPO_FROM) unknown = true;
    corrected.push(fix.kind === "corrected" ? fix.word : word);
  }
  return { corrected: changed ? corrected.join(" ") : null, unknown };
}
