import { z } from "zod";
import { contentRefParamsSchema } from "./catalogue.ts";

/** My List holds at most this many titles; the 501st is refused with `favourites/full`. */
export const FAVOURITES_MAX = 500;

/** `POST /api/v1/users/favourites/toggle`: the state the viewer wants (idempotent, optimistic UI). */
export const favouriteToggleBodySchema = z.object({
  /** A movie or an episode; with `scope: "series"`, any episode of the series to keep whole. */
  ref: contentRefParamsSchema.shape.ref,
  inList: z.boolean(),
  scope: z.enum(["title", "series"]).default("title"),
});
export type FavouriteToggleBody = z.input<typeof favouriteToggleBodySchema>;

export const favouriteToggleResultSchema = z.object({
  ref: z.string(),
  inList: z.boolean(),
  scope: z.enum(["title", "series"]),
});
export type FavouriteToggleResult = z.infer<typeof favouriteToggleResultSchema>;

/** `GET /api/v1/users/favourites`: My List, the latest addition first. */
export const favouritesSchema = z.object({
  items: z.array(
    z.object({
      /** A title, or a whole series (then `ref` is its first episode, where its card leads). */
      kind: z.enum(["title", "series"]),
      ref: z.string(),
      title: z.string(),
      /** Portrait art path under /content/uploads. */
      poster: z.string(),
      year: z.number().int(),
      addedAt: z.iso.datetime(),
    }),
  ),
});
export type Favourites = z.infer<typeof favouritesSchema>;
export type FavouriteItem = Favourites["items"][number];
