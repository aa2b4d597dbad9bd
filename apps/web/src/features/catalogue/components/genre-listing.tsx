import "@mantine/core/styles/Container.css";
import { Container } from "@mantine/core";
import { useCatalogueView } from "../hooks/use-catalogue-view.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import type { PosterCardData } from "../lib/cards.ts";
import { listingCount } from "../lib/listing-count.ts";
import { genreListingCards, seriesGenreListingCards } from "../lib/listing-cards.ts";
import { CatalogueError, EmptyState } from "./catalogue-states.tsx";
import { Listing } from "./listing.tsx";
import { PosterGrid, PosterGridSkeleton } from "./poster-grid.tsx";

interface GenreListingProps {
  /** The `:id` of the route: the genre's slug. */
  id: string;
  /** The `genre` query, when present: the name to show in the heading. */
  genreName: string | null;
}

interface FoundGenre {
  name: string;
  cards: PosterCardData[];
}

/** /genres/{id}: the movies of one genre; an unknown or empty genre gets a friendly empty state. */
export function GenreListing({ id, genreName }: GenreListingProps) {
  const query = useCatalogueView();
  const found = query.data ? genreListingCards(query.data, id) : undefined;
  return (
    <GenreListingBody kind="movies" id={id} genreName={genreName} query={query} found={found} />
  );
}

/** /seriesgenres/{id}: the series of one genre, the same way. */
export function SeriesGenreListing({ id, genreName }: GenreListingProps) {
  const query = useCatalogueView();
  const found = query.data ? seriesGenreListingCards(query.data, id) : undefined;
  return (
    <GenreListingBody kind="series" id={id} genreName={genreName} query={query} found={found} />
  );
}

function GenreListingBody({
  kind,
  id,
  genreName,
  query,
  found,
}: GenreListingProps & {
  kind: "movies" | "series";
  query: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  found: FoundGenre | undefined;
}) {
  const i18n = useI18n();
  const eyebrow =
    kind === "movies"
      ? i18n._({ id: "category.movies", message: "Movies" })
      : i18n._({ id: "category.series", message: "Series" });
  const queryName = genreName?.trim() ? genreName.trim() : null;

  if (query.isPending) {
    return (
      <Listing eyebrow={eyebrow} title={queryName ?? id}>
        <PosterGridSkeleton />
      </Listing>
    );
  }
  if (query.isError) {
    return (
      <Container size="xl">
        <CatalogueError
          onRetry={() => {
            void query.refetch();
          }}
        />
      </Container>
    );
  }
  if (!found) {
    // The heading names the genre, as the tab does ("Nollywood Noir movies"); the state says why
    // it is empty.
    const shown = queryName ?? id;
    return (
      <Listing eyebrow={eyebrow} title={shown}>
        <EmptyState
          title={i18n._({ id: "listing.empty", message: "Nothing here yet" })}
          headingLevel={2}
          actionLabel={
            kind === "movies"
              ? i18n._({ id: "listing.browse-movies", message: "Browse all movies" })
              : i18n._({ id: "series.browse-all", message: "Browse all series" })
          }
          actionTo={kind === "movies" ? "/movies" : "/series"}
        >
          {kind === "movies"
            ? i18n._({
                id: "listing.genre-no-movies",
                message:
                  "There are no movies in the genre “{genre}” yet. Try another genre, or browse everything we have.",
                values: { genre: shown },
              })
            : i18n._({
                id: "listing.genre-no-series",
                message:
                  "There are no series in the genre “{genre}” yet. Try another genre, or browse everything we have.",
                values: { genre: shown },
              })}
        </EmptyState>
      </Listing>
    );
  }
  const name = queryName ?? found.name;
  return (
    <Listing eyebrow={eyebrow} title={name} count={listingCount(kind, found.cards.length, i18n)}>
      <PosterGrid
        label={
          kind === "movies"
            ? i18n._({
                id: "listing.genre-movies",
                message: "{genre} movies",
                values: { genre: name },
              })
            : i18n._({
                id: "listing.genre-series",
                message: "{genre} series",
                values: { genre: name },
              })
        }
        cards={found.cards}
      />
    </Listing>
  );
}
