import {
  type CatalogueItem,
  type CatalogueResponse,
  type ContentDetail,
  type Genre,
  contentImagePath,
  genreSlug,
} from "@tazama/contracts";
import { notFound } from "../../lib/http-error.ts";
import { type Precompressed, precompress } from "../../lib/precompressed.ts";
import type { CatalogueRepository, GenreRow, TitleRow } from "./catalogue.repository.ts";
import { titleImages } from "./title-images.ts";

function images(row: TitleRow) {
  return titleImages(row.images);
}

function toItem(row: TitleRow, genres: GenreRow[], seriesRef: string | null): CatalogueItem {
  return {
    id: row.ref,
    ref: row.ref,
    title: row.title,
    poster: contentImagePath(row.images.portrait, row.images.v),
    year: row.year,
    type: row.kind === "movie" ? "Movie" : "Series",
    genres: JSON.stringify(genres.map((g) => g.name)),
    synopsis: row.synopsis,
    tags: row.tags,
    duration: row.durationS,
    free: row.isFree,
    ...(seriesRef ? { seriesRef } : {}),
  };
}

/** The catalogue: the app-cache payload (built and compressed once), genres and title details. */
export function createCatalogueService(
  repo: CatalogueRepository,
  creditsOf: (titleId: number) => Promise<ContentDetail["credits"]>,
) {
  let cached: Promise<Precompressed> | undefined;

  async function buildCatalogue(): Promise<CatalogueResponse> {
    const [rows, genreRows] = await Promise.all([repo.listPublished(), repo.listGenres()]);
    return {
      content: rows.map((r) => toItem(r.title, r.genres, r.seriesRef)),
      genres: genreRows.map((g) => g.name),
    };
  }

  return {
    buildCatalogue,

    /** The serialised catalogue; rebuilt only after `invalidate()` (the catalogue changed). */
    catalogueBody(): Promise<Precompressed> {
      cached ??= buildCatalogue()
        .then((c) => precompress(JSON.stringify(c)))
        .catch((error: unknown) => {
          cached = undefined;
          throw error;
        });
      return cached;
    },

    invalidate(): void {
      cached = undefined;
    },

    async genres(): Promise<Genre[]> {
      const [genreRows, rows] = await Promise.all([repo.listGenres(), repo.listPublished()]);
      return genreRows.map((g) => {
        const titled = rows.filter((r) => r.genres.some((x) => x.id === g.id));
        const seriesIds = new Set(titled.map((r) => r.title.seriesId).filter((id) => id !== null));
        return {
          id: genreSlug(g.name),
          name: g.name,
          movieCount: titled.filter((r) => r.title.kind === "movie").length,
          seriesCount: seriesIds.size,
        };
      });
    },

    async content(ref: string): Promise<ContentDetail> {
      const row = await repo.findPublishedByRef(ref);
      if (!row) throw notFound("content/not-found", `No title with ref "${ref}".`);
      const [genreRows, priceRows, credits, seriesData] = await Promise.all([
        repo.genresOf(row.id),
        repo.pricesOf(row.id),
        creditsOf(row.id),
        row.seriesId === null ? Promise.resolve(undefined) : repo.seriesWithEpisodes(row.seriesId),
      ]);
      return {
        ref: row.ref,
        type: row.kind === "movie" ? "Movie" : "Series",
        title: row.title,
        tagline: row.tagline,
        synopsis: row.synopsis,
        year: row.year,
        duration: row.durationS,
        tags: row.tags,
        genres: genreRows.map((g) => ({ id: genreSlug(g.name), name: g.name })),
        country: row.country,
        language: row.language,
        free: row.isFree,
        images: images(row),
        prices: priceRows.map((p) => ({
          currency: p.currency,
          buy: p.buyMinor,
          rent: p.rentMinor,
        })),
        credits,
        series: seriesData
          ? {
              ref: seriesData.series.ref,
              title: seriesData.series.title,
              synopsis: seriesData.series.synopsis,
              episodeNumber: row.episodeNumber ?? 0,
              episodes: seriesData.episodes.map((e) => ({
                ref: e.ref,
                title: e.title,
                episodeNumber: e.episodeNumber ?? 0,
                synopsis: e.synopsis,
                duration: e.durationS,
                images: images(e),
              })),
            }
          : null,
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
