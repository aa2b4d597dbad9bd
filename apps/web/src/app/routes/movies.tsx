import { MovieListing } from "../../features/catalogue/components/movie-listing.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";

export function MoviesPage() {
  usePageTitle("Movies");
  return <MovieListing />;
}
