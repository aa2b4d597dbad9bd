import { useParams } from "react-router";
import { usePerson } from "../../features/catalogue/api/get-person.ts";
import { PersonListing } from "../../features/catalogue/components/person-listing.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";

/** /people/{slug}: an actor's or film-maker's titles. */
export function PersonPage() {
  const slug = useParams().slug ?? "";
  const { data, isError } = usePerson(slug);
  usePageTitle(data ? data.person.name : isError ? "Person not found" : "Cast & crew");
  return <PersonListing slug={slug} />;
}
