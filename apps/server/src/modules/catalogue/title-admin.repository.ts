import type { AdminTitle, AdminTitleRow, TitleAdminFilter } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { hasArtwork } from "../images/images.public.ts";
import { creditsOfTitle } from "./people.repository.ts";
import { titleImages } from "./title-images.ts";
import { type SQL, and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";

const { genres, prices, series, titleGenres, titles } = schema;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type TitleRow = typeof titles.$inferSelect;

const SORTS = { createdAt: titles.createdAt, title: titles.title, year: titles.year } as const;

/**
 * The console's reads and writes of titles, genres and prices (issue 18). `uploadsDir` is where
 * the art is placed (a media bucket in its stead, when the images module bound one): a title's art
 * shows as null until there is a file (uploaded or drawn from the video).
 */
export function createTitleAdminRepository(db: Db, uploadsDir: string) {
  async function art(images: TitleRow["images"]): Promise<AdminTitle["images"]> {
    const paths = titleImages(images);
    const [portrait, landscape] = await Promise.all([
      hasArtwork(uploadsDir, images.portrait),
      hasArtwork(uploadsDir, images.landscape),
    ]);
    return {
      portrait: portrait ? paths.portrait : null,
      landscape: landscape ? paths.landscape : null,
    };
  }

  async function currenciesOf(ids: number[]): Promise<Map<number, AdminTitleRow["currencies"]>> {
    const byTitle = new Map<number, AdminTitleRow["currencies"]>();
    if (ids.length === 0) return byTitle;
    const rows = await db
      .select({ titleId: prices.titleId, currency: prices.currency })
      .from(prices)
      .where(inArray(prices.titleId, ids))
      .orderBy(asc(prices.currency));
    for (const row of rows)
      byTitle.set(row.titleId, [...(byTitle.get(row.titleId) ?? []), row.currency]);
    return byTitle;
  }

  const toRow = (row: TitleRow, currencies: AdminTitleRow["currencies"]): AdminTitleRow => ({
    id: row.id,
    ref: row.ref,
    kind: row.kind,
    title: row.title,
    year: row.year,
    status: row.status,
    isFree: row.isFree,
    currencies,
    createdAt: row.createdAt.toISOString(),
  });

  return {
    async list(filter: TitleAdminFilter): Promise<{ titles: AdminTitleRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.q) {
        conditions.push(
          sql`(position(tazama_fold(${filter.q}) in tazama_fold(${titles.title})) > 0
            or position(lower(${filter.q}) in ${titles.ref}) > 0)`,
        );
      }
      if (filter.status) conditions.push(eq(titles.status, filter.status));
      if (filter.kind) conditions.push(eq(titles.kind, filter.kind));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const order = filter.dir === "asc" ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(titles)
          .where(where)
          .orderBy(order(SORTS[filter.sort]), asc(titles.id))
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ n: count() }).from(titles).where(where),
      ]);
      const currencies = await currenciesOf(rows.map((r) => r.id));
      return {
        titles: rows.map((r) => toRow(r, currencies.get(r.id) ?? [])),
        total: total?.n ?? 0,
      };
    },

    /** One title as the console edits it, read in `tx` when given (inside a change). */
    async detail(ref: string, tx: Tx | Db = db): Promise<AdminTitle | undefined> {
      const [found] = await tx
        .select({ title: titles, seriesTitle: series.title, seriesRef: series.ref })
        .from(titles)
        .leftJoin(series, eq(series.id, titles.seriesId))
        .where(eq(titles.ref, ref));
      if (!found) return undefined;
      const { title: row } = found;
      const [genreRows, priceRows, credits] = await Promise.all([
        tx
          .select({ name: genres.name })
          .from(titleGenres)
          .innerJoin(genres, eq(genres.id, titleGenres.genreId))
          .where(eq(titleGenres.titleId, row.id))
          .orderBy(asc(genres.position)),
        tx.select().from(prices).where(eq(prices.titleId, row.id)).orderBy(asc(prices.currency)),
        creditsOfTitle(tx, row.id),
      ]);
      return {
        ...toRow(
          row,
          priceRows.map((p) => p.currency),
        ),
        tagline: row.tagline,
        synopsis: row.synopsis,
        durationS: row.durationS,
        tags: row.tags,
        country: row.country,
        language: row.language,
        genres: genreRows.map((g) => g.name),
        prices: priceRows.map((p) => ({
          currency: p.currency,
          buyMinor: p.buyMinor,
          rentMinor: p.rentMinor,
        })),
        seriesTitle: found.seriesTitle,
        seriesRef: found.seriesRef,
        episodeNumber: row.episodeNumber,
        credits,
        images: await art(row.images),
      };
    },

    async genreIds(tx: Tx, names: string[]): Promise<{ id: number; name: string }[]> {
      if (names.length === 0) return [];
      return tx
        .select({ id: genres.id, name: genres.name })
        .from(genres)
        .where(inArray(genres.name, names));
    },

    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** The title's id, its row locked for a change. */
    async lockId(tx: Tx, ref: string): Promise<number | undefined> {
      const [locked] = await tx
        .select({ id: titles.id })
        .from(titles)
        .where(eq(titles.ref, ref))
        .for("update");
      return locked?.id;
    },

    /** A series (by ref) locked, and the episode of it numbered `episodeNumber`, if any. */
    async lockSeriesEpisode(tx: Tx, seriesRef: string, episodeNumber: number) {
      const [show] = await tx
        .select({ id: series.id, title: series.title })
        .from(series)
        .where(eq(series.ref, seriesRef))
        .for("update");
      const [taken] = await tx
        .select({ id: titles.id })
        .from(titles)
        .where(and(eq(titles.seriesId, show!.id), eq(titles.episodeNumber, episodeNumber)));
      return { show: show!, takenBy: taken?.id };
    },

    async update(tx: Tx, id: number, fields: Partial<TitleRow>): Promise<void> {
      if (Object.keys(fields).length === 0) return;
      await tx.update(titles).set(fields).where(eq(titles.id, id));
    },

    /** The title's genres become these. */
    async setGenres(tx: Tx, id: number, genreIds: number[]): Promise<void> {
      await tx.delete(titleGenres).where(eq(titleGenres.titleId, id));
      if (genreIds.length > 0) {
        await tx.insert(titleGenres).values(genreIds.map((genreId) => ({ titleId: id, genreId })));
      }
    },

    async images(tx: Tx, id: number): Promise<TitleRow["images"]> {
      const [row] = await tx
        .select({ images: titles.images })
        .from(titles)
        .where(eq(titles.id, id));
      return row!.images;
    },

    /** The title's prices become these (one per currency). */
    async setPrices(
      tx: Tx,
      id: number,
      list: {
        currency: (typeof prices.$inferInsert)["currency"];
        buyMinor: number;
        rentMinor: number;
      }[],
    ): Promise<void> {
      await tx.delete(prices).where(eq(prices.titleId, id));
      if (list.length > 0) {
        await tx.insert(prices).values(list.map((p) => ({ ...p, titleId: id })));
      }
    },
  };
}
export type TitleAdminRepository = ReturnType<typeof createTitleAdminRepository>;
