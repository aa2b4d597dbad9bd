import { type Db, schema } from "@tazama/db";
import { count, inArray, sql } from "drizzle-orm";

const { itemSimilarities } = schema;

/** An item is a movie (`m:<titleId>`) or a whole series (`s:<seriesId>`): episodes roll up. */
const ITEM = sql.raw(
  `case when t.series_id is null then 'm:' || t.id else 's:' || t.series_id end`,
);

/** Pairs seen together by fewer viewers than this are noise, not taste. */
export const MIN_TOGETHER = 2;
/** Neighbours kept per item. */
export const NEIGHBOURS = 30;
/** A view counts as finished from this share of the running time. */
export const COMPLETED = 0.9;

/**
 * Rebuilds the item_similarities read table in one statement inside one transaction: the
 * viewers' signals (finished views, thumbs up or love), pairs counted per viewer, normalised by
 * cosine (together / √(n_a × n_b)) so a title everyone watched does not swamp every row.
 */
export function createSimilaritiesRepository(db: Db) {
  return {
    async rebuild(now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.delete(itemSimilarities);
        await tx.execute(sql`
          with signals as (
            select p.user_id, ${ITEM} as item
              from playback_progress p join titles t on t.id = p.title_id
             where t.status = 'published' and p.duration_s > 0
               and p.position_s >= ${COMPLETED} * p.duration_s
            union
            select r.user_id, ${ITEM} as item
              from ratings r join titles t on t.id = r.title_id
             where t.status = 'published' and r.thumb >= 1
          ),
          counts as (select item, count(*) as n from signals group by item),
          pairs as (
            select a.item, b.item as "similar", count(*) as together
              from signals a join signals b on a.user_id = b.user_id and a.item <> b.item
             group by a.item, b.item
            having count(*) >= ${MIN_TOGETHER}
          ),
          scored as (
            select p.item, p."similar", p.together,
                   p.together / sqrt(ca.n::float8 * cb.n::float8) as score
              from pairs p join counts ca on ca.item = p.item join counts cb on cb.item = p."similar"
          ),
          ranked as (
            select *, row_number() over (partition by item order by score desc, "similar") as position
              from scored
          )
          insert into item_similarities (item, "similar", score, together, computed_at)
          select item, "similar", score, together, ${now.toISOString()}::timestamptz
            from ranked where position <= ${NEIGHBOURS}`);
        const [row] = await tx.select({ n: count() }).from(itemSimilarities);
        return row?.n ?? 0;
      });
    },

    /** The neighbours of these items, best first. */
    async neighboursOf(items: string[]) {
      if (items.length === 0) return [];
      return db
        .select({
          item: itemSimilarities.item,
          similar: itemSimilarities.similar,
          score: itemSimilarities.score,
        })
        .from(itemSimilarities)
        .where(inArray(itemSimilarities.item, items))
        .orderBy(sql`${itemSimilarities.score} desc`);
    },
  };
}

export type SimilaritiesRepository = ReturnType<typeof createSimilaritiesRepository>;
