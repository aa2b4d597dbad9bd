import { useParams, useSearchParams } from "react-router";
import { SeriesGenreListing } from "../../features/catalogue/components/genre-listing.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";

/** /seriesgenres/{id}?genre={name}: the series of one genre. */
export function SeriesGenrePage() {
  const id = useParams().id ?? "";
  const genreName = useSearchParams()[0].get("genre");
  usePageTitle(`${genreName?.trim() || id} series`);
  return <SeriesGenreListing id={id} genreName={genreName} />;
}
