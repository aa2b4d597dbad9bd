import {
  FAVOURITES_MAX,
  type FavouriteToggleResult,
  type Favourites,
  contentImagePath,
} from "@tazama/contracts";
import { HttpError } from "../../lib/http-error.ts";
import type { FavouritesRepository, ListedItem } from "./favourites.repository.ts";

const notFound = (ref: string) =>
  new HttpError(404, "favourites/not-found", `No title with ref "${ref}".`);

/**
 * My List (`users/favourites`): the viewer says which state they want, so a repeated or
 * concurrent request lands on the same state (the web updates optimistically).
 */
export function createFavouritesService(repo: FavouritesRepository) {
  return {
    async set(
      userId: string,
      ref: string,
      inList: boolean,
      scope: "title" | "series" = "title",
    ): Promise<FavouriteToggleResult> {
      const title = await repo.findPublishedTitle(ref);
      if (!title) throw notFound(ref);
      if (scope === "series" && title.seriesId === null) {
        throw new HttpError(
          400,
          "favourites/not-a-series",
          `"${ref}" is not an episode of a series.`,
        );
      }
      const item: ListedItem =
        scope === "series" ? { seriesId: title.seriesId! } : { titleId: title.id };
      if (!inList) {
        await repo.remove(userId, item);
        return { ref, inList: false, scope };
      }
      if (!(await repo.has(userId, item)) && (await repo.count(userId)) >= FAVOURITES_MAX) {
        throw new HttpError(
          409,
          "favourites/full",
          `My List holds up to ${FAVOURITES_MAX} titles. Remove one to add another.`,
        );
      }
      await repo.add(userId, item);
      return { ref, inList: true, scope };
    },

    /** Titles and whole series together, the latest addition first. */
    async list(userId: string): Promise<Favourites> {
      const [titles, series] = await Promise.all([
        repo.list(userId, FAVOURITES_MAX),
        repo.listSeries(userId, FAVOURITES_MAX),
      ]);
      const rows = [
        ...titles.map((r) => ({ ...r, kind: "title" as const })),
        ...series.map((r) => ({ ...r, kind: "series" as const })),
      ].sort((a, b) => b.addedAt.getTime() - a.addedAt.getTime());
      return {
        items: rows.map((r) => ({
          kind: r.kind,
          ref: r.ref,
          title: r.title,
          poster: contentImagePath(r.images.portrait, r.images.v),
          year: r.year,
          addedAt: r.addedAt.toISOString(),
        })),
      };
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
