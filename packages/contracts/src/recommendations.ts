import { z } from "zod";
import { contentRefParamsSchema } from "./catalogue.ts";

/** A title on a recommendation row; a series is shown by its first episode's page. */
export const recommendedSchema = z.object({
  ref: z.string(),
  title: z.string(),
  /** Portrait art path under /content/uploads. */
  poster: z.string(),
  year: z.number().int(),
});
export type Recommended = z.infer<typeof recommendedSchema>;

/** How many titles a recommendation row holds at most. */
export const RECOMMENDATION_ROW = 12;

/** `GET /api/v1/recommendations?ref=`: "More like this" for a title (public). */
export const moreLikeThisQuerySchema = z.object({ ref: contentRefParamsSchema.shape.ref });
export const moreLikeThisSchema = z.object({ items: z.array(recommendedSchema) });
export type MoreLikeThis = z.infer<typeof moreLikeThisSchema>;

/** `GET /api/v1/recommendations/home`: the signed-in viewer's rows. */
export const homeRecommendationsSchema = z.object({
  topPicks: z.array(recommendedSchema),
  becauseYouWatched: z
    .object({ source: recommendedSchema, items: z.array(recommendedSchema) })
    .nullable(),
});
export type HomeRecommendations = z.infer<typeof homeRecommendationsSchema>;
