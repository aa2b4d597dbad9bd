import { OrganisationList } from "../../../features/organisations/admin/components/organisation-list.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

/**
 * /admin/organisations: the companies, schools and churches with bulk accounts: who runs each,
 * how many members and seats they have. Their own admins run them on /org.
 */
export function AdminOrganisationsPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "admin.orgs.page-title", message: "Organisations · Admin" }));
  return <OrganisationList />;
}
