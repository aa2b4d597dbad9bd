import "@mantine/core/styles/Container.css";
import { Container } from "@mantine/core";
import { useCatalogueView } from "../hooks/use-catalogue-view.ts";
import { countLabel } from "../lib/cards.ts";
import { seriesListingCards } from "../lib/listing-cards.ts";
import { CatalogueError, EmptyState } from "./catalogue-states.tsx";
import { Listing } from "./listing.tsx";
import { PosterGrid, PosterGridSkeleton } from "./poster-grid.tsx";

/** /series: every series in a poster grid; a card opens the series' page. */
export function SeriesListing() {
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
  if (!isPending && data.series.length === 0) {
    return (
      <Container size="xl">
        <EmptyState title="Nothing here yet" actionLabel="Browse all movies" actionTo="/movies">
          There are no series in the catalogue yet. Check back soon.
        </EmptyState>
      </Container>
    );
  }
  return (
    <Listing
      title="Series"
      count={isPending ? undefined : countLabel(data.series.length, "series", "series")}
    >
      {isPending ? (
        <PosterGridSkeleton />
      ) : (
        <PosterGrid label="All series" cards={seriesListingCards(data)} />
      )}
    </Listing>
  );
}
