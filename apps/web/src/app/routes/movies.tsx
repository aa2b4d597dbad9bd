import { MovieListing } from "../../features/catalogue/components/movie-listing.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

export function MoviesPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "category.movies", message: "Movies" }));
  return <MovieListing />;
}
