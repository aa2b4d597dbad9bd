import { SeriesListing } from "../../features/catalogue/components/series-listing.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";

export function SeriesPage() {
  usePageTitle("Series");
  return <SeriesListing />;
}
