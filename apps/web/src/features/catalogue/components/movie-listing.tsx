import "@mantine/core/styles/Container.css";
import { Container } from "@mantine/core";
import { useCatalogueView } from "../hooks/use-catalogue-view.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { listingCount } from "../lib/listing-count.ts";
import { movieListingCards } from "../lib/listing-cards.ts";
import { CatalogueError, EmptyState } from "./catalogue-states.tsx";
import { Listing } from "./listing.tsx";
import { PosterGrid, PosterGridSkeleton } from "./poster-grid.tsx";

/** /movies: every movie in a poster grid. */
export function MovieListing() {
  const { data, isPending, isError, refetch } = useCatalogueView();
  const i18n = useI18n();
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
        <EmptyState
          title={i18n._({ id: "listing.empty", message: "Nothing here yet" })}
          actionLabel={i18n._({ id: "title.back-home", message: "Back to Home" })}
          actionTo="/"
        >
          {i18n._({
            id: "listing.no-movies",
            message: "There are no movies in the catalogue yet. Check back soon.",
          })}
        </EmptyState>
      </Container>
    );
  }
  return (
    <Listing
      title={i18n._({ id: "category.movies", message: "Movies" })}
      count={isPending ? undefined : listingCount("movies", data.movies.length, i18n)}
    >
      {isPending ? (
        <PosterGridSkeleton />
      ) : (
        <PosterGrid
          label={i18n._({ id: "listing.all-movies", message: "All movies" })}
          cards={movieListingCards(data)}
        />
      )}
    </Listing>
  );
}
