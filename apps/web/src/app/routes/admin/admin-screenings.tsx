import { Stack, Title } from "@mantine/core";
import { useRefreshAudit } from "../../../features/audit/api/audit.ts";
import { AuditTable } from "../../../features/audit/components/audit-table.tsx";
import { useAdminTitles } from "../../../features/catalogue/api/title-admin.ts";
import { ScheduleScreening } from "../../../features/screenings/admin/components/schedule-screening.tsx";
import { ScreeningList } from "../../../features/screenings/admin/components/screening-list.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

/** The published titles a screening may show, 25 at most, whose name holds the search. */
function usePublishedTitles(search: string) {
  const titles = useAdminTitles({ q: search || undefined, status: "published", pageSize: 25 });
  return (titles.data?.titles ?? []).map((t) => ({ value: t.ref, label: t.title }));
}

/**
 * /admin/screenings: schedule a screening; the upcoming and past ones with their sales and door;
 * each one's bookings; cancel one (every booking refunded to its buyer's wallet).
 */
export function AdminScreeningsPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "admin.screenings.page-title", message: "Screenings · Admin" }));
  const refreshAudit = useRefreshAudit();
  return (
    <Stack gap="md">
      <ScheduleScreening useTitles={usePublishedTitles} onChanged={refreshAudit} />
      <ScreeningList onChanged={refreshAudit} />
      <Stack gap="xs">
        <Title order={2} size="h5">
          {i18n._({ id: "admin.what-admins-did", message: "What admins did" })}
        </Title>
        <AuditTable action="screening" pageSize={10} />
      </Stack>
    </Stack>
  );
}
