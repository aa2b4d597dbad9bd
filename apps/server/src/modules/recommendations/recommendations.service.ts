import { type HomeRecommendations, RECOMMENDATION_ROW, type Recommended } from "@tazama/contracts";
import { HttpError } from "../../lib/http-error.ts";
import { type Item, type ItemIndex, buildItemIndex, genresInCommon } from "./item-index.ts";
import { COMPLETED, type SimilaritiesRepository } from "./similarities.repository.ts";
import type { TasteRepository } from "./taste.repository.ts";

const CACHE_MS = 60_000;
const POPULAR_DAYS = 30;
/** "Because you watched X" needs at least this many titles like X. */
const BECAUSE_MIN = 4;
/** How many of the latest finished titles may give the "Because you watched" row. */
const BECAUSE_TRIES = 5;
const WEIGHT = { finished: 1, up: 1, love: 2 } as const;

/** Sums per-title counts into items, most first (ties by key, so the order is stable). */
function rankItems(idx: ItemIndex, counts: { titleId: number; views: number }[]): string[] {
  const byItem = new Map<string, number>();
  for (const c of counts) {
    const key = idx.itemOfTitle.get(c.titleId);
    if (key) byItem.set(key, (byItem.get(key) ?? 0) + c.views);
  }
  return [...byItem].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([key]) => key);
}

interface Cached<T> {
  value: T;
  at: number;
}

/**
 * Recommendations (`recommendations`): item-to-item neighbours from the read table, falling back
 * to titles of the same genres, then to Popular — for a new viewer or a title nobody has finished
 * yet. Never a title the viewer finished, started or thumbed down.
 */
/** How old the item index may be before a ref it lacks makes it rebuild. */
const MISS_REBUILD_MS = 5_000;

export function createRecommendationsService(deps: {
  taste: TasteRepository;
  similarities: SimilaritiesRepository;
  now: () => Date;
}) {
  let index: Cached<ItemIndex> | undefined;
  let popular: Cached<string[]> | undefined;

  /** `fresherThanMs`: rebuild if older than that (a title published since the last build). */
  async function itemIndex(fresherThanMs = CACHE_MS): Promise<ItemIndex> {
    const now = deps.now().getTime();
    if (!index || now - index.at > fresherThanMs) {
      index = { value: buildItemIndex(await deps.taste.publishedTitles()), at: now };
    }
    return index.value;
  }

  /** Items by views in the last 30 days, then by finished plays (all time), most first. */
  async function popularItems(idx: ItemIndex): Promise<string[]> {
    const now = deps.now().getTime();
    if (!popular || now - popular.at > CACHE_MS) {
      const [viewed, finished] = await Promise.all([
        deps.taste.viewCounts(new Date(now - POPULAR_DAYS * 86_400_000)),
        deps.taste.finishedCounts(COMPLETED),
      ]);
      popular = { value: [...rankItems(idx, viewed), ...rankItems(idx, finished)], at: now };
    }
    return popular.value;
  }

  /** Fills a row: the ranked keys first, then same-genre items, then Popular; no excluded item. */
  async function fill(
    idx: ItemIndex,
    ranked: string[],
    like: Item[],
    excluded: ReadonlySet<string>,
  ): Promise<Recommended[]> {
    const chosen: string[] = [];
    const take = (key: string) => {
      if (
        chosen.length < RECOMMENDATION_ROW &&
        !excluded.has(key) &&
        !chosen.includes(key) &&
        idx.items.get(key)?.listed === true
      ) {
        chosen.push(key);
      }
    };
    ranked.forEach(take);
    const popularKeys = await popularItems(idx);
    if (chosen.length < RECOMMENDATION_ROW && like.length > 0) {
      const rank = new Map(popularKeys.map((k, i) => [k, i]));
      const candidates = [...idx.items.values()]
        .map((item) => ({ item, shared: Math.max(...like.map((l) => genresInCommon(l, item))) }))
        .filter((c) => c.shared > 0)
        .sort(
          (a, b) =>
            b.shared - a.shared ||
            (rank.get(a.item.key) ?? Infinity) - (rank.get(b.item.key) ?? Infinity) ||
            a.item.key.localeCompare(b.item.key),
        );
      candidates.forEach((c) => {
        take(c.item.key);
      });
    }
    popularKeys.forEach(take);
    return chosen.map((key) => idx.items.get(key)!.card);
  }

  async function neighbourScores(items: Map<string, number>): Promise<Map<string, number>> {
    const scores = new Map<string, number>();
    for (const n of await deps.similarities.neighboursOf([...items.keys()])) {
      const weight = items.get(n.item) ?? 0;
      scores.set(n.similar, (scores.get(n.similar) ?? 0) + n.score * weight);
    }
    return scores;
  }

  const byScore = (scores: Map<string, number>) =>
    [...scores].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([key]) => key);

  return {
    async moreLikeThis(ref: string): Promise<Recommended[]> {
      let idx = await itemIndex();
      // A title published since the index was built: look again (at most every few seconds, so
      // unknown refs cannot make every request rebuild it).
      if (!idx.refToItem.has(ref)) idx = await itemIndex(MISS_REBUILD_MS);
      const key = idx.refToItem.get(ref);
      if (!key)
        throw new HttpError(404, "recommendations/not-found", `No title with ref "${ref}".`);
      const scores = await neighbourScores(new Map([[key, 1]]));
      return fill(idx, byScore(scores), [idx.items.get(key)!], new Set([key]));
    },

    async home(userId: string): Promise<HomeRecommendations> {
      const idx = await itemIndex();
      const [progress, thumbs] = await Promise.all([
        deps.taste.progressOf(userId),
        deps.taste.thumbsOf(userId),
      ]);
      const signals = new Map<string, number>();
      const excluded = new Set<string>();
      const recentFinished: string[] = [];
      for (const p of progress) {
        const key = idx.itemOfTitle.get(p.titleId);
        if (!key) continue;
        excluded.add(key);
        if (p.durationS > 0 && p.positionS >= COMPLETED * p.durationS) {
          if (!recentFinished.includes(key)) recentFinished.push(key);
          signals.set(key, Math.max(signals.get(key) ?? 0, WEIGHT.finished));
        }
      }
      for (const t of thumbs) {
        const key = t.titleId === null ? undefined : idx.itemOfTitle.get(t.titleId);
        if (!key) continue;
        excluded.add(key);
        if (t.thumb < 0) {
          signals.delete(key);
          continue;
        }
        signals.set(key, (signals.get(key) ?? 0) + (t.thumb === 2 ? WEIGHT.love : WEIGHT.up));
      }
      const downs = new Set(
        thumbs.filter((t) => t.thumb < 0).map((t) => idx.itemOfTitle.get(t.titleId ?? -1)),
      );
      const like = [...excluded]
        .filter((key) => !downs.has(key))
        .map((key) => idx.items.get(key)!)
        .filter(Boolean);

      const topPicks = await fill(idx, byScore(await neighbourScores(signals)), like, excluded);

      let becauseYouWatched: HomeRecommendations["becauseYouWatched"] = null;
      for (const source of recentFinished.slice(0, BECAUSE_TRIES)) {
        if (downs.has(source)) continue;
        const ranked = byScore(await neighbourScores(new Map([[source, 1]]))).filter(
          (key) => !excluded.has(key) && idx.items.get(key)?.listed === true,
        );
        if (ranked.length >= BECAUSE_MIN) {
          becauseYouWatched = {
            source: idx.items.get(source)!.card,
            items: ranked.slice(0, RECOMMENDATION_ROW).map((key) => idx.items.get(key)!.card),
          };
          break;
        }
      }
      return { topPicks, becauseYouWatched };
    },

    /** Rebuilds the neighbours read table; the count of pairs kept. */
    async recompute(): Promise<number> {
      return deps.similarities.rebuild(deps.now());
    },
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
