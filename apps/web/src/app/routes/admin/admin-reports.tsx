import { ReportsOverview } from "../../../features/reports/admin/components/reports-overview.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

/** /admin/reports: money in and back, top-ups, views and new viewers for a span of days. */
export function AdminReportsPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "admin.reports.page-title", message: "Reports · Admin" }));
  return <ReportsOverview />;
}
