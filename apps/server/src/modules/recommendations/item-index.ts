import { type Recommended, contentImagePath } from "@tazama/contracts";
import type { TitleRow } from "./taste.repository.ts";

/** A movie, or a series standing for its episodes. */
export interface Item {
  key: string;
  card: Recommended;
  genres: ReadonlySet<string>;
  titleIds: number[];
  /**
   * A listed title stands for it (free, or its main video plays; ADR 0069): only such an item is
   * recommended. An unlisted one stays in the index, so its own page still gets its row.
   */
  listed: boolean;
}

export interface ItemIndex {
  items: ReadonlyMap<string, Item>;
  itemOfTitle: ReadonlyMap<number, string>;
  refToItem: ReadonlyMap<string, string>;
}

export const itemKey = (row: Pick<TitleRow, "id" | "seriesId">): string =>
  row.seriesId === null ? `m:${row.id}` : `s:${row.seriesId}`;

/**
 * Items from the published titles (ordered by id, so a series' card is its lowest episode:
 * its page is where the series starts).
 */
export function buildItemIndex(rows: TitleRow[]): ItemIndex {
  const items = new Map<string, Item>();
  const itemOfTitle = new Map<number, string>();
  const refToItem = new Map<string, string>();
  const sorted = [...rows].sort(
    (a, b) =>
      (a.seriesId ?? 0) - (b.seriesId ?? 0) || (a.episodeNumber ?? 0) - (b.episodeNumber ?? 0),
  );
  for (const row of sorted) {
    const key = itemKey(row);
    itemOfTitle.set(row.id, key);
    refToItem.set(row.ref, key);
    const existing = items.get(key);
    if (existing) {
      existing.titleIds.push(row.id);
      for (const g of row.genres) (existing.genres as Set<string>).add(g);
      existing.listed ||= row.listed;
      continue;
    }
    items.set(key, {
      key,
      card: {
        ref: row.ref,
        title: row.seriesTitle ?? row.title,
        poster: contentImagePath(row.images.portrait, row.images.v),
        year: row.year,
      },
      genres: new Set(row.genres),
      titleIds: [row.id],
      listed: row.listed,
    });
  }
  return { items, itemOfTitle, refToItem };
}

/** How many genres two items share. */
export function genresInCommon(a: Item, b: Item): number {
  let n = 0;
  for (const g of a.genres) if (b.genres.has(g)) n += 1;
  return n;
}
