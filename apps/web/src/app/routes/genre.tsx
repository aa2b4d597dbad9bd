import { useParams, useSearchParams } from "react-router";
import { GenreListing } from "../../features/catalogue/components/genre-listing.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/** /genres/{id}?genre={name}: the movies of one genre. */
export function GenrePage() {
  const id = useParams().id ?? "";
  const genreName = useSearchParams()[0].get("genre");
  const i18n = useI18n();
  usePageTitle(
    i18n._({
      id: "genre.movies-title",
      message: "{genre} movies",
      values: { genre: genreName?.trim() || id },
    }),
  );
  return <GenreListing id={id} genreName={genreName} />;
}
