import { CATALOGUE_GENRES } from "@tazama/contracts";

export const GENRES = CATALOGUE_GENRES;
