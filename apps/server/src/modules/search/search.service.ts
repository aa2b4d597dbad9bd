import {
  SEARCH_PAGE_SIZE,
  type SearchResults,
  contentImagePath,
  parseEpisodeTitle,
} from "@tazama/contracts";
import type { ParsedQuery, SearchRepository } from "./search.repository.ts";

const POPULAR_DAYS = 30;
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
 * Server search (`search`: the best few; `websearch`: the results page): over titles, synopses, tags, genres and series names, ignoring case
 * and accents, forgiving typos (trigram word similarity), finding "pepper ep 2". Suggests a
 * spelling when the best hit only resembles what was typed.
 */
export function createSearchService(repo: SearchRepository, now: () => Date) {
  return {
    /** `page` of `pageSize` hits: the results page (24 a page), or the best few (page 1). */
    async search(raw: string, page: number, pageSize = SEARCH_PAGE_SIZE): Promise<SearchResults> {
      const query = parseQuery(await repo.fold(raw));
      const rows = await repo.search(query, pageSize, (page - 1) * pageSize);
      const best = rows[0];
      const suggestion =
        page === 1 && best && !best.exact && best.score < 0.8
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
      return repo.rebuild(new Date(now().getTime() - POPULAR_DAYS * 86_400_000));
    },

    async isEmpty(): Promise<boolean> {
      return (await repo.count()) === 0;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
