import { SeriesListing } from "../../features/catalogue/components/series-listing.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

export function SeriesPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "category.series", message: "Series" }));
  return <SeriesListing />;
}
