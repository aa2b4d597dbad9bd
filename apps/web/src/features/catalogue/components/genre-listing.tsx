import "@mantine/core/styles/Container.css";
import { Container } from "@mantine/core";
import { useCatalogueView } from "../hooks/use-catalogue-view.ts";
import { type PosterCardData, countLabel } from "../lib/cards.ts";
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
  count: string;
  cards: PosterCardData[];
}

/** /genres/{id}: the movies of one genre; an unknown or empty genre gets a friendly empty state. */
export function GenreListing({ id, genreName }: GenreListingProps) {
  const query = useCatalogueView();
  const group = query.data ? genreListingCards(query.data, id) : undefined;
  const found: FoundGenre | undefined = group && {
    ...group,
    count: countLabel(group.cards.length, "movie", "movies"),
  };
  return (
    <GenreListingBody kind="movies" id={id} genreName={genreName} query={query} found={found} />
  );
}

/** /seriesgenres/{id}: the series of one genre, the same way. */
export function SeriesGenreListing({ id, genreName }: GenreListingProps) {
  const query = useCatalogueView();
  const group = query.data ? seriesGenreListingCards(query.data, id) : undefined;
  const found: FoundGenre | undefined = group && {
    ...group,
    count: countLabel(group.cards.length, "series", "series"),
  };
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
  const eyebrow = kind === "movies" ? "Movies" : "Series";
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
          title="Nothing here yet"
          headingLevel={2}
          actionLabel={kind === "movies" ? "Browse all movies" : "Browse all series"}
          actionTo={kind === "movies" ? "/movies" : "/series"}
        >
          There are no {kind} in the genre “{shown}” yet. Try another genre, or browse everything we
          have.
        </EmptyState>
      </Listing>
    );
  }
  const name = queryName ?? found.name;
  return (
    <Listing eyebrow={eyebrow} title={name} count={found.count}>
      <PosterGrid label={`${name} ${kind}`} cards={found.cards} />
    </Listing>
  );
}
