import { RequestTriage } from "../../../features/requests/admin/components/request-triage.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

/** /admin/requests: what viewers asked for, the most asked first; plan, decline or link it. */
export function AdminRequestsPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "admin.requests.page-title", message: "Requests · Admin" }));
  return <RequestTriage />;
}
