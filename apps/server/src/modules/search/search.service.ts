import {
  SEARCH_PAGE_SIZE,
  type SearchResults,
  contentImagePath,
  foldSearchText,
  parseEpisodeTitle,
} from "@tazama/contracts";
import type { ParsedQuery, ScoredRow, SearchRepository } from "./search.repository.ts";
import { type QueryFix, type Vocabulary, buildVocabulary, correctQuery } from "./search.typos.ts";

const POPULAR_DAYS = 30;
/**
 * How long a process keeps the title words it corrects typos to. A rebuild here drops them at
 * once; one in another process is seen within this (the answers are cached as long, too).
 */
export const VOCABULARY_TTL_MS = 60_000;
/** "pepper ep 2", "pepper episode 2", "pepper ep. 2", "pepper 2". */
const EPISODE = /^(.+?)\s+(?:ep(?:isode)?\.?\s*)?(\d{1,3})$/;

/** Splits an episode number off a folded query when one was typed. */
export function parseQuery(folded: string): ParsedQuery {
  const text = folded.replace(/\s+/g, " ").trim();
  const match = EPISODE.exec(text);
  const base = match?.[1]?.trim();
  return {
    text,
    episode:
      match && base && base.length >= 2 && !/^ep(isode)?\.?$/.test(base)
        ? { base, number: Number(match[2]) }
        : null,
  };
}

/**
 * Server search (`search`: the best few; `websearch`: the results page): over titles, synopses,
 * tags, genres and series names, ignoring case and accents (`foldSearchText`), finding
 * "pepper ep 2". When nothing holds the query as typed, its mistyped words are corrected to title
 * words by the typo rules (ADR 0062: one typo from 5 letters, two from 9, a swap counts one, never
 * the first letter) and the corrected query is searched; failing that, titles that resemble it
 * (trigram word similarity). Suggests a spelling ("Did you mean") when the best hit only
 * resembles what was typed.
 */
export function createSearchService(repo: SearchRepository, now: () => Date) {
  let vocabulary: { words: Promise<Vocabulary>; loadedAt: number } | null = null;
  let refreshing = false;

  /**
   * The title words typos are corrected to. Past their 60 s they are read again in the
   * background while queries keep the ones they have; after a rebuild here, at once.
   */
  function titleWords(): Promise<Vocabulary> {
    const at = now().getTime();
    if (!vocabulary) {
      const words = repo.titles().then(buildVocabulary);
      vocabulary = { words, loadedAt: at };
      words.catch(() => {
        if (vocabulary?.words === words) vocabulary = null;
      });
    } else if (at - vocabulary.loadedAt >= VOCABULARY_TTL_MS && !refreshing) {
      refreshing = true;
      const current = vocabulary;
      repo
        .titles()
        .then(buildVocabulary)
        .then(
          (words) => {
            if (vocabulary === current)
              vocabulary = { words: Promise.resolve(words), loadedAt: at };
          },
          () => undefined,
        )
        .finally(() => {
          refreshing = false;
        });
    }
    return vocabulary.words;
  }

  /** The query with its mistyped words corrected; an episode number is left as typed. */
  async function correct(query: ParsedQuery): Promise<QueryFix> {
    const words = await titleWords();
    if (!query.episode) return correctQuery(query.text, words);
    const fix = correctQuery(query.episode.base, words);
    return {
      corrected: fix.corrected === null ? null : `${fix.corrected} ${query.episode.number}`,
      unknown: fix.unknown,
    };
  }

  /** Whether the query has a page 1 (to tell a page past the end from no hits at all). */
  async function hasHits(query: ParsedQuery, fuzzy: boolean): Promise<boolean> {
    return (await repo.search(query, 1, 0, { fuzzy })).length > 0;
  }

  return {
    /** `page` of `pageSize` hits: the results page (24 a page), or the best few (page 1). */
    async search(raw: string, page: number, pageSize = SEARCH_PAGE_SIZE): Promise<SearchResults> {
      const offset = (page - 1) * pageSize;
      const query = parseQuery(foldSearchText(raw));
      // Words that are no title's (nor the start of one, for the last) are corrected to the
      // title words they were meant to be, unless something holds the query as typed (a name in
      // a synopsis). Other queries run as typed, in one statement.
      const fix = await correct(query);
      const typed = (fix.corrected === null && !fix.unknown) || (await repo.holds(query.text));
      let rows: ScoredRow[];
      let corrected = false;
      if (typed) {
        rows = await repo.search(query, pageSize, offset);
      } else {
        // A word no title holds within the typo rules: nothing merely resembling is offered.
        const fuzzy = !fix.unknown;
        const fixedQuery = fix.corrected === null ? query : parseQuery(fix.corrected);
        rows = await repo.search(fixedQuery, pageSize, offset, { fuzzy });
        corrected = fix.corrected !== null;
        // A corrected query no title holds: back to titles resembling the query as typed.
        if (corrected && rows.length === 0 && (page === 1 || !(await hasHits(fixedQuery, fuzzy)))) {
          rows = await repo.search(query, pageSize, offset, { fuzzy });
          corrected = false;
        }
      }
      const best = rows[0];
      const suggestion =
        page === 1 && best && (corrected || (!best.exact && best.score < 0.8))
          ? (parseEpisodeTitle(best.title)?.seriesTitle ?? best.title)
          : null;
      return {
        query: raw.trim(),
        page,
        total: best?.total ?? 0,
        hits: rows.map((r) => ({
          ref: r.ref,
          title: r.title,
          kind: r.kind,
          year: r.year,
          poster: contentImagePath(r.images.portrait, r.images.v),
          synopsis: r.synopsis,
        })),
        didYouMean: suggestion,
      };
    },

    /** Rebuilds the index from the catalogue (popularity: views in the last 30 days). */
    async rebuild(): Promise<number> {
      const written = await repo.rebuild(new Date(now().getTime() - POPULAR_DAYS * 86_400_000));
      vocabulary = null;
      return written;
    },

    async isEmpty(): Promise<boolean> {
      return (await repo.count()) === 0;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
