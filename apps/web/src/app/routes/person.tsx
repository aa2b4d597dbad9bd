import { useParams } from "react-router";
import { usePerson } from "../../features/catalogue/api/get-person.ts";
import { PersonListing } from "../../features/catalogue/components/person-listing.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/** /people/{slug}: an actor's or film-maker's titles. */
export function PersonPage() {
  const slug = useParams().slug ?? "";
  const { data, isError } = usePerson(slug);
  const i18n = useI18n();
  usePageTitle(
    data
      ? data.person.name
      : isError
        ? i18n._({ id: "person.not-found", message: "Person not found" })
        : i18n._({ id: "person.cast-crew", message: "Cast & crew" }),
  );
  return <PersonListing slug={slug} />;
}
