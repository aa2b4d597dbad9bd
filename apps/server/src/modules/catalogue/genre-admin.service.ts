import {
  type AdminGenre,
  type AdminGenreList,
  type CreateGenreBody,
  type UpdateGenreBody,
  genreSlug,
} from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/audit.public.ts";
import type { GenreAdminRepository, Tx } from "./genre-admin.repository.ts";

const notFound = () => new HttpError(404, "genres/not-found", "There is no such genre.");

/**
 * The console's genres (issue 18): add, rename, reorder, and delete one no title uses. The slug
 * (the genre page's address, spec §2) follows the name. Every change is audited and refreshes
 * the cached catalogue.
 */
export function createGenreAdminService(deps: {
  repo: GenreAdminRepository;
  clock: Clock;
  actorName: (userId: string) => Promise<string>;
  onChanged: () => Promise<void>;
}) {
  const { repo, clock } = deps;

  /** A name (or its slug) another genre has already: the genre pages would collide. */
  async function assertFree(tx: Tx, name: string, exceptId?: number) {
    const slug = genreSlug(name);
    const clash = await repo.clashing(tx, name, slug, exceptId);
    if (clash) {
      throw new HttpError(409, "genres/name-taken", `There is already a genre named ${clash}.`);
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
    const result = await repo.transaction((tx) =>
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

  const one = async (tx: Tx, id: number) => (await repo.list(tx)).find((g) => g.id === id);

  return {
    async list(): Promise<AdminGenreList> {
      return { genres: await repo.list() };
    },

    create(actorId: string, body: CreateGenreBody): Promise<AdminGenre> {
      return change(actorId, async (tx, audit) => {
        const slug = await assertFree(tx, body.name);
        const id = await repo.insert(tx, {
          name: body.name,
          slug,
          ...(body.position === undefined ? {} : { position: body.position }),
        });
        const made = (await one(tx, id))!;
        await audit("genre.create", made.id, {}, { name: made.name, position: made.position });
        return made;
      });
    },

    update(actorId: string, id: number, body: UpdateGenreBody): Promise<AdminGenre> {
      return change(actorId, async (tx, audit) => {
        const locked = await repo.lock(tx, id);
        if (!locked) throw notFound();
        const slug = body.name === undefined ? locked.slug : await assertFree(tx, body.name, id);
        await repo.update(tx, id, { ...body, slug });
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
        const locked = await repo.lock(tx, id);
        if (!locked) throw notFound();
        const used = await repo.titleCount(tx, id);
        if (used > 0) {
          throw new HttpError(
            409,
            "genres/in-use",
            `${used} title${used === 1 ? " is" : "s are"} filed under ${locked.name}: move them first.`,
          );
        }
        await repo.remove(tx, id);
        await audit("genre.delete", id, { name: locked.name }, {});
      });
    },
  };
}
export type GenreAdminService = ReturnType<typeof createGenreAdminService>;
