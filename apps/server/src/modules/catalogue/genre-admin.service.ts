import {
  type AdminGenre,
  type AdminGenreList,
  type CreateGenreBody,
  type UpdateGenreBody,
  genreSlug,
} from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { and, asc, count, eq, max, ne, or, sql } from "drizzle-orm";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/audit.public.ts";

const { genres, titleGenres } = schema;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const notFound = () => new HttpError(404, "genres/not-found", "There is no such genre.");

/**
 * The console's genres (issue 18): add, rename, reorder, and delete one no title uses. The slug
 * (the genre page's address, spec §2) follows the name. Every change is audited and refreshes
 * the cached catalogue.
 */
export function createGenreAdminService(deps: {
  db: Db;
  clock: Clock;
  actorName: (userId: string) => Promise<string>;
  onChanged: () => Promise<void>;
}) {
  const { db, clock } = deps;

  async function list(q: Db | Tx = db): Promise<AdminGenre[]> {
    const uses = q
      .select({ genreId: titleGenres.genreId, n: count().as("n") })
      .from(titleGenres)
      .groupBy(titleGenres.genreId)
      .as("uses");
    const rows = await q
      .select({
        id: genres.id,
        name: genres.name,
        slug: genres.slug,
        position: genres.position,
        titles: sql<number>`coalesce(${uses.n}, 0)`.mapWith(Number),
      })
      .from(genres)
      .leftJoin(uses, eq(uses.genreId, genres.id))
      .orderBy(asc(genres.position), asc(genres.name));
    return rows;
  }

  /** A name (or its slug) another genre has already: the genre pages would collide. */
  async function assertFree(tx: Tx, name: string, exceptId?: number) {
    const slug = genreSlug(name);
    const [clash] = await tx
      .select({ name: genres.name })
      .from(genres)
      .where(
        and(
          or(sql`lower(${genres.name}) = lower(${name})`, eq(genres.slug, slug)),
          exceptId === undefined ? undefined : ne(genres.id, exceptId),
        ),
      );
    if (clash) {
      throw new HttpError(
        409,
        "genres/name-taken",
        `There is already a genre named ${clash.name}.`,
      );
    }
    return slug;
  }

  async function change<T>(
    actorId: string,
    work: (
      tx: Tx,
      audit: (action: string, id: number, before: object, after: object) => Promise<void>,
    ) => Promise<T>,
  ): Promise<T> {
    const name = await deps.actorName(actorId);
    const result = await db.transaction((tx) =>
      work(tx, (action, id, before, after) =>
        recordAudit(tx, {
          actor: { id: actorId, name },
          action,
          target: { type: "genre", id: String(id) },
          before,
          after,
          at: clock.now(),
        }),
      ),
    );
    await deps.onChanged();
    return result;
  }

  const one = async (tx: Tx, id: number) => (await list(tx)).find((g) => g.id === id);

  return {
    async list(): Promise<AdminGenreList> {
      return { genres: await list() };
    },

    create(actorId: string, body: CreateGenreBody): Promise<AdminGenre> {
      return change(actorId, async (tx, audit) => {
        const slug = await assertFree(tx, body.name);
        const [last] = await tx.select({ position: max(genres.position) }).from(genres);
        const [row] = await tx
          .insert(genres)
          .values({ name: body.name, slug, position: body.position ?? (last?.position ?? 0) + 1 })
          .returning({ id: genres.id });
        const made = (await one(tx, row!.id))!;
        await audit("genre.create", made.id, {}, { name: made.name, position: made.position });
        return made;
      });
    },

    update(actorId: string, id: number, body: UpdateGenreBody): Promise<AdminGenre> {
      return change(actorId, async (tx, audit) => {
        const [locked] = await tx.select().from(genres).where(eq(genres.id, id)).for("update");
        if (!locked) throw notFound();
        const slug = body.name === undefined ? locked.slug : await assertFree(tx, body.name, id);
        await tx
          .update(genres)
          .set({ ...body, slug })
          .where(eq(genres.id, id));
        const after = (await one(tx, id))!;
        await audit(
          "genre.update",
          id,
          { name: locked.name, position: locked.position },
          { name: after.name, position: after.position },
        );
        return after;
      });
    },

    /** Only a genre no title uses: a title's genres are the admin's to change first. */
    remove(actorId: string, id: number): Promise<void> {
      return change(actorId, async (tx, audit) => {
        const [locked] = await tx.select().from(genres).where(eq(genres.id, id)).for("update");
        if (!locked) throw notFound();
        const [used] = await tx
          .select({ n: count() })
          .from(titleGenres)
          .where(eq(titleGenres.genreId, id));
        if ((used?.n ?? 0) > 0) {
          throw new HttpError(
            409,
            "genres/in-use",
            `${used!.n} title${used!.n === 1 ? " is" : "s are"} filed under ${locked.name}: move them first.`,
          );
        }
        await tx.delete(genres).where(eq(genres.id, id));
        await audit("genre.delete", id, { name: locked.name }, {});
      });
    },
  };
}
export type GenreAdminService = ReturnType<typeof createGenreAdminService>;
