import { type Db, schema } from "@tazama/db";
import { and, asc, desc, eq, sql } from "drizzle-orm";

const { people, series, titleCredits, titles } = schema;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A title's credits: cast in billing order, then directors, writers, producers. */
export function creditsOfTitle(q: Db | Tx, titleId: number) {
  return q
    .select({
      slug: people.slug,
      name: people.name,
      role: titleCredits.role,
      character: titleCredits.character,
    })
    .from(titleCredits)
    .innerJoin(people, eq(people.id, titleCredits.personId))
    .where(eq(titleCredits.titleId, titleId))
    .orderBy(
      sql`array_position(array['actor','director','writer','producer'], ${titleCredits.role})`,
      asc(titleCredits.position),
      asc(people.name),
    );
}

/** Credits read for title pages and person pages; no rules here. */
export function createPeopleRepository(db: Db) {
  return {
    /** A title's credits: cast in billing order, then directors, writers, producers. */
    creditsOf: (titleId: number) => creditsOfTitle(db, titleId),

    async findPerson(slug: string) {
      const [row] = await db
        .select({ id: people.id, slug: people.slug, name: people.name, bio: people.bio })
        .from(people)
        .where(eq(people.slug, slug));
      return row;
    },

    /** The published titles a person is credited on (one row per role), newest first. */
    async titlesOf(personId: number) {
      return db
        .select({
          ref: titles.ref,
          title: titles.title,
          seriesTitle: series.title,
          images: titles.images,
          year: titles.year,
          episodeNumber: titles.episodeNumber,
          role: titleCredits.role,
          character: titleCredits.character,
        })
        .from(titleCredits)
        .innerJoin(titles, eq(titles.id, titleCredits.titleId))
        .leftJoin(series, eq(series.id, titles.seriesId))
        .where(and(eq(titleCredits.personId, personId), eq(titles.status, "published")))
        .orderBy(
          desc(titles.year),
          asc(series.title),
          asc(titles.episodeNumber),
          asc(titles.title),
        );
    },
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
