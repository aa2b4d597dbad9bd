import type { SeedMovie } from "./types.ts";
import { MOVIES_1 } from "./movies/movies-1.ts";
import { MOVIES_2 } from "./movies/movies-2.ts";
import { MOVIES_3 } from "./movies/movies-3.ts";
import { MOVIES_4 } from "./movies/movies-4.ts";

/**
 * The 64 demo movies in catalogue order (the first is Home's featured title), kept in four files
 * of 16 so each stays readable.
 */
export const MOVIES: SeedMovie[] = [...MOVIES_1, ...MOVIES_2, ...MOVIES_3, ...MOVIES_4];
