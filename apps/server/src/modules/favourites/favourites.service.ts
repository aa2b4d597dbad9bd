import {
  FAVOURITES_MAX,
  type FavouriteToggleResult,
  type Favourites,
  contentImagePath,
} from "@tazama/contracts";
import { HttpError } from "../../lib/http-error.ts";
import type { FavouritesRepository } from "./favourites.repository.ts";

const notFound = (ref: string) =>
  new HttpError(404, "favourites/not-found", `No title with ref "${ref}".`);

/**
 * My List (`users/favourites`): the viewer says which state they want, so a repeated or
 * concurrent request lands on the same state (the web updates optimistically).
 */
export function createFavouritesService(repo: FavouritesRepository) {
  return {
    async set(userId: string, ref: string, inList: boolean): Promise<FavouriteToggleResult> {
      const title = await repo.findPublishedTitle(ref);
      if (!title) throw notFound(ref);
      if (!inList) {
        await repo.remove(userId, title.id);
        return { ref, inList: false };
      }
      if (!(await repo.has(userId, title.id)) && (await repo.count(userId)) >= FAVOURITES_MAX) {
        throw new HttpError(
          409,
          "favourites/full",
          `My List holds up to ${FAVOURITES_MAX} titles. Remove one to add another.`,
        );
      }
      await repo.add(userId, title.id);
      return { ref, inList: true };
    },

    async list(userId: string): Promise<Favourites> {
      const rows = await repo.list(userId, FAVOURITES_MAX);
      return {
        items: rows.map((r) => ({
          ref: r.ref,
          title: r.title,
          poster: contentImagePath(r.images.portrait),
          year: r.year,
          addedAt: r.addedAt.toISOString(),
        })),
      };
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
