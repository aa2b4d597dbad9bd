import type {
  CatalogueItem,
  CatalogueResponse,
  ContentDetail,
  ContinueWatching,
  MediaSummary,
  Popular,
} from "@tazama/contracts";
import { vi } from "vitest";

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
  const ref = `${seriesTitle.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-ep-${episodeNumber}`;
  return catalogueItem({
    ref,
    title: `${seriesTitle} Ep. ${episodeNumber}`,
    type: "Series",
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
    series: null,
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
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
 * Stubs `fetch` with the catalogue endpoints: the app cache answers `catalogue`,
 * /api/v1/content/{ref} the matching entry of `details` or a 404 like the server's,
 * /api/v1/media?id= the matching `media` (no video otherwise), /api/v1/content/popular `popular`
 * and /api/v1/users/continue-watching `continueWatching` (or a 401 like for an anonymous viewer).
 */
export function stubCatalogueApi({
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
}) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    if (/^\/api\/[a-z0-9-]+-app-cache$/.test(url.pathname)) {
      return Promise.resolve(json(catalogue));
    }
    if (url.pathname === "/api/v1/media") {
      const ref = url.searchParams.get("id") ?? "";
      return Promise.resolve(
        json(media.find((m) => m.ref === ref) ?? { ref, main: null, trailer: null }),
      );
    }
    if (url.pathname === "/api/v1/content/popular") return Promise.resolve(json(popular));
    if (url.pathname === "/api/v1/users/continue-watching") {
      return Promise.resolve(
        continueWatching
          ? json(continueWatching)
          : json({ error: { code: "auth/unauthenticated", message: "Please log in." } }, 401),
      );
    }
    const content = /^\/api\/v1\/content\/([^/]+)$/.exec(url.pathname);
    if (content) {
      const ref = decodeURIComponent(content[1]!);
      const detail = details.find((d) => d.ref === ref);
      return Promise.resolve(
        detail
          ? json({ content: detail })
          : json(
              { error: { code: "content/not-found", message: `No title with ref "${ref}".` } },
              404,
            ),
      );
    }
    return Promise.resolve(
      json({ error: { code: "test/unexpected", message: url.pathname } }, 500),
    );
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
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
