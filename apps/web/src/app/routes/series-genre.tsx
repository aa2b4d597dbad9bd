import { useParams, useSearchParams } from "react-router";
import { SeriesGenreListing } from "../../features/catalogue/components/genre-listing.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/** /seriesgenres/{id}?genre={name}: the series of one genre. */
export function SeriesGenrePage() {
  const id = useParams().id ?? "";
  const genreName = useSearchParams()[0].get("genre");
  const i18n = useI18n();
  usePageTitle(
    i18n._({
      id: "genre.series-title",
      message: "{genre} series",
      values: { genre: genreName?.trim() || id },
    }),
  );
  return <SeriesGenreListing id={id} genreName={genreName} />;
}
