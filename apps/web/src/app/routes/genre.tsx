import { useParams, useSearchParams } from "react-router";
import { GenreListing } from "../../features/catalogue/components/genre-listing.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";

/** /genres/{id}?genre={name}: the movies of one genre. */
export function GenrePage() {
  const id = useParams().id ?? "";
  const genreName = useSearchParams()[0].get("genre");
  usePageTitle(`${genreName?.trim() || id} movies`);
  return <GenreListing id={id} genreName={genreName} />;
}
