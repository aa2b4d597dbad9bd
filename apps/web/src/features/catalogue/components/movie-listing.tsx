import "@mantine/core/styles/Container.css";
import { Container } from "@mantine/core";
import { useCatalogueView } from "../hooks/use-catalogue-view.ts";
import { countLabel } from "../lib/cards.ts";
import { movieListingCards } from "../lib/listing-cards.ts";
import { CatalogueError, EmptyState } from "./catalogue-states.tsx";
import { Listing } from "./listing.tsx";
import { PosterGrid, PosterGridSkeleton } from "./poster-grid.tsx";

/** /movies: every movie in a poster grid. */
export function MovieListing() {
  const { data, isPending, isError, refetch } = useCatalogueView();
  if (isError) {
    return (
      <Container size="xl">
        <CatalogueError
          onRetry={() => {
            void refetch();
          }}
        />
      </Container>
    );
  }
  if (!isPending && data.movies.length === 0) {
    return (
      <Container size="xl">
        <EmptyState title="Nothing here yet" actionLabel="Back to Home" actionTo="/">
          There are no movies in the catalogue yet. Check back soon.
        </EmptyState>
      </Container>
    );
  }
  return (
    <Listing
      title="Movies"
      count={isPending ? undefined : countLabel(data.movies.length, "movie", "movies")}
    >
      {isPending ? (
        <PosterGridSkeleton />
      ) : (
        <PosterGrid label="All movies" cards={movieListingCards(data)} />
      )}
    </Listing>
  );
}
