export { GENRES } from "./genres.ts";
export { MOVIES } from "./movies.ts";
export { SERIES } from "./series.ts";
export type { PriceTier, SeedEpisode, SeedMovie, SeedSeries } from "./types.ts";
