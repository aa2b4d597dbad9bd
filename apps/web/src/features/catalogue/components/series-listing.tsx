import "@mantine/core/styles/Container.css";
import { Container } from "@mantine/core";
import { useCatalogueView } from "../hooks/use-catalogue-view.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { listingCount } from "../lib/listing-count.ts";
import { seriesListingCards } from "../lib/listing-cards.ts";
import { CatalogueError, EmptyState } from "./catalogue-states.tsx";
import { Listing } from "./listing.tsx";
import { PosterGrid, PosterGridSkeleton } from "./poster-grid.tsx";

/** /series: every series in a poster grid; a card opens the series' page. */
export function SeriesListing() {
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
  if (!isPending && data.series.length === 0) {
    return (
      <Container size="xl">
        <EmptyState
          title={i18n._({ id: "listing.empty", message: "Nothing here yet" })}
          actionLabel={i18n._({ id: "listing.browse-movies", message: "Browse all movies" })}
          actionTo="/movies"
        >
          {i18n._({
            id: "listing.no-series",
            message: "There are no series in the catalogue yet. Check back soon.",
          })}
        </EmptyState>
      </Container>
    );
  }
  return (
    <Listing
      title={i18n._({ id: "category.series", message: "Series" })}
      count={isPending ? undefined : listingCount("series", data.series.length, i18n)}
    >
      {isPending ? (
        <PosterGridSkeleton />
      ) : (
        <PosterGrid
          label={i18n._({ id: "listing.all-series", message: "All series" })}
          cards={seriesListingCards(data)}
        />
      )}
    </Listing>
  );
}
