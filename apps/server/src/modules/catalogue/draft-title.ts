import { episodeTitle, urlSlug } from "@tazama/contracts";
import { type Db, episodeRef, schema } from "@tazama/db";
import { eq, inArray, like } from "drizzle-orm";

const { genres, series, titleGenres, titles } = schema;

export interface DraftTitleInput {
  title: string;
  kind: "movie" | "series";
  year: number;
  durationS: number;
  tagline: string;
  synopsis: string;
  country: string;
  language: string;
  tags: string[];
  genres: string[];
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const slug = (text: string) => urlSlug(text, "title");

/** The first of `base`, `base-2`, `base-3`… that no title or series uses yet. */
async function freeRef(tx: Tx, base: string): Promise<string> {
  const [usedTitles, usedSeries] = await Promise.all([
    tx
      .select({ ref: titles.ref })
      .from(titles)
      .where(like(titles.ref, `${base}%`)),
    tx
      .select({ ref: series.ref })
      .from(series)
      .where(like(series.ref, `${base}%`)),
  ]);
  const used = new Set([...usedTitles, ...usedSeries].map((r) => r.ref));
  for (let n = 1; ; n += 1) {
    const ref = n === 1 ? base : `${base}-${n}`;
    if (!used.has(ref) && !used.has(episodeRef(ref, 1))) return ref;
  }
}

/**
 * A catalogue title in status `draft` (never shown to viewers): a movie, or a series with its
 * first episode. Artwork names follow the catalogue's convention; the admin console uploads them.
 * Returns the new title's id and ref.
 */
export async function createDraftTitle(
  db: Db,
  input: DraftTitleInput,
): Promise<{ id: number; ref: string }> {
  return db.transaction(async (tx) => {
    const base = await freeRef(tx, slug(`${input.title}-${input.year}`));
    const common = {
      tagline: input.tagline,
      synopsis: input.synopsis,
      year: input.year,
      tags: input.tags,
      country: input.country,
      language: input.language,
    };
    let row: Omit<typeof titles.$inferInsert, "images">;
    if (input.kind === "movie") {
      row = { ...common, ref: base, kind: "movie", title: input.title, durationS: input.durationS };
    } else {
      const [made] = await tx
        .insert(series)
        .values({ ...common, ref: base, title: input.title })
        .returning({ id: series.id });
      const ref = episodeRef(base, 1);
      row = {
        ...common,
        ref,
        kind: "episode",
        title: episodeTitle(input.title, 1),
        durationS: input.durationS,
        seriesId: made!.id,
        episodeNumber: 1,
      };
    }
    const [title] = await tx
      .insert(titles)
      .values({
        ...row,
        status: "draft",
        images: { portrait: `${row.ref}_port.jpg`, landscape: `${row.ref}_land.jpg` },
      })
      .returning({ id: titles.id, ref: titles.ref });
    if (input.genres.length > 0) {
      const found = await tx.select().from(genres).where(inArray(genres.name, input.genres));
      if (found.length > 0) {
        await tx
          .insert(titleGenres)
          .values(found.map((g) => ({ titleId: title!.id, genreId: g.id })));
      }
    }
    return title!;
  });
}

/** The ref of a title by id (a draft included). */
export async function titleRefById(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ ref: titles.ref }).from(titles).where(eq(titles.id, id));
  return row?.ref;
}
