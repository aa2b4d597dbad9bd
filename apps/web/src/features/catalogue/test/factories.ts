import type {
  AdminTitle,
  CatalogueItem,
  CatalogueResponse,
  ContentDetail,
  ContinueWatching,
  MediaSummary,
  Popular,
} from "@tazama/contracts";
import { PRODUCT_NAME } from "../../../config/env.ts";
import { apiError, type Routes } from "../../../test/fake-api.ts";

/** The app cache's path (without its query string). */
export const CATALOGUE_PATH = `/api/${PRODUCT_NAME}-app-cache`;

/** A catalogue entry; `genres` is given as a list and encoded as the API does. */
export function catalogueItem(
  overrides: Partial<Omit<CatalogueItem, "genres">> & { ref: string; genres?: string[] },
): CatalogueItem {
  const { ref, genres = ["Drama"], ...rest } = overrides;
  return {
    id: ref,
    ref,
    title: ref,
    poster: `/content/uploads/${ref}_port.jpg`,
    year: 2024,
    type: "Movie",
    synopsis: `The story of ${ref}.`,
    tags: [],
    duration: 6_000,
    free: false,
    ...rest,
    genres: JSON.stringify(genres),
  };
}

export function episodeItem(
  seriesTitle: string,
  episodeNumber: number,
  overrides: Partial<Omit<CatalogueItem, "genres">> & { genres?: string[] } = {},
): CatalogueItem {
  const seriesRef = seriesTitle.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const ref = `${seriesRef}-ep-${episodeNumber}`;
  return catalogueItem({
    ref,
    title: `${seriesTitle} Ep. ${episodeNumber}`,
    type: "Series",
    seriesRef,
    duration: 2_700,
    ...overrides,
  });
}

export function contentDetail(overrides: Partial<ContentDetail> & { ref: string }): ContentDetail {
  const { ref } = overrides;
  return {
    type: "Movie",
    title: ref,
    tagline: "One night can change everything.",
    synopsis: `The story of ${ref}.`,
    year: 2023,
    duration: 6_720,
    tags: ["award-winning", "lagos"],
    genres: [{ id: "drama", name: "Drama" }],
    country: "Nigeria",
    language: "English",
    free: false,
    images: {
      portrait: `/content/uploads/${ref}_port.jpg`,
      landscape: `/content/uploads/${ref}_land.jpg`,
    },
    prices: [
      { currency: "NGN", buy: 350_000, rent: 120_000 },
      { currency: "KES", buy: 80_000, rent: 30_000 },
      { currency: "USD", buy: 799, rent: 349 },
    ],
    credits: [],
    series: null,
    ...overrides,
  };
}

/** A ready video with the given qualities ([name, height, bytes]). */
export function readyVideo(qualities: [string, number, number][], durationS = 6_000) {
  return {
    status: "ready" as const,
    durationS,
    qualities: qualities.map(([name, height, bytesTotal]) => ({ name, height, bytesTotal })),
  };
}

/**
 * The catalogue endpoints for `fakeApi`: the app cache answers `catalogue`, /api/v1/content/{ref}
 * the matching entry of `details` or a 404 like the server's, /api/v1/media?id= the matching
 * `media` (no video otherwise), /api/v1/content/popular `popular` and
 * /api/v1/users/continue-watching `continueWatching` (or a 401 like for an anonymous viewer).
 */
export function catalogueRoutes({
  catalogue = { content: [], genres: [] },
  details = [],
  media = [],
  popular = { items: [] },
  continueWatching,
}: {
  catalogue?: CatalogueResponse;
  details?: ContentDetail[];
  media?: MediaSummary[];
  popular?: Popular;
  continueWatching?: ContinueWatching;
}): Routes {
  return {
    [`GET ${CATALOGUE_PATH}`]: { status: 200, body: catalogue },
    "GET /api/v1/media": (_call, { query }) => {
      const ref = query.get("id") ?? "";
      return {
        status: 200,
        body: media.find((m) => m.ref === ref) ?? { ref, main: null, trailer: null },
      };
    },
    "GET /api/v1/content/popular": { status: 200, body: popular },
    "GET /api/v1/users/continue-watching": continueWatching
      ? { status: 200, body: continueWatching }
      : apiError(401, "auth/unauthenticated", "Please log in."),
    "GET /api/v1/content/:ref": (_call, { params }) => {
      const detail = details.find((d) => d.ref === params.ref);
      return detail
        ? { status: 200, body: { content: detail } }
        : apiError(404, "content/not-found", `No title with ref "${params.ref ?? ""}".`);
    },
  };
}

/** A small catalogue: three genres with movies, one with only a series, one with nothing. */
export function demoCatalogue(): CatalogueResponse {
  return {
    genres: ["Drama", "Comedy", "Horror", "Documentary", "Sci-Fi & Fantasy"],
    content: [
      catalogueItem({ ref: "kings-of-lagos", title: "Kings of Lagos", genres: ["Drama"] }),
      catalogueItem({ ref: "jollof-wars", title: "Jollof Wars", genres: ["Comedy", "Drama"] }),
      catalogueItem({ ref: "mars-lagos", title: "Mars, Lagos", genres: ["Sci-Fi & Fantasy"] }),
      episodeItem("Blood Sisters", 2, { genres: ["Horror"] }),
      episodeItem("Blood Sisters", 1, { genres: ["Horror", "Drama"] }),
      episodeItem("Shanty Town", 1, { genres: ["Drama"] }),
      catalogueItem({ ref: "odd", title: "Blood Sisters Trailer", type: "Series" }),
    ],
  };
}

/** A whole title as the console's API answers it (an episode of Lekki Nights by default). */
export function adminTitle(over: Partial<AdminTitle> = {}): AdminTitle {
  return {
    id: 7,
    ref: "lekki-nights-2026-ep-1",
    kind: "episode",
    title: "Lekki Nights Ep. 1",
    year: 2026,
    status: "draft",
    isFree: false,
    currencies: [],
    createdAt: "2026-11-26T10:00:00.000Z",
    tagline: "",
    synopsis: "A housing estate after dark.",
    durationS: 2_520,
    tags: ["estate"],
    country: "Nigeria",
    language: "English",
    genres: ["Drama"],
    prices: [],
    seriesTitle: "Lekki Nights",
    seriesRef: "lekki-nights-2026",
    episodeNumber: 1,
    credits: [],
    images: { portrait: null, landscape: null },
    ...over,
  };
}
