import { Stack, Title } from "@mantine/core";
import { useRefreshAudit } from "../../../features/audit/api/audit.ts";
import { AuditTable } from "../../../features/audit/components/audit-table.tsx";
import { EventList } from "../../../features/events/admin/components/event-list.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

/** /admin/events: the Events dialog's cards: new ones, and every one (past ones too) to edit. */
export function AdminEventsPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "admin.events.page-title", message: "Events · Admin" }));
  const refreshAudit = useRefreshAudit();
  return (
    <Stack gap="md">
      <EventList onChanged={refreshAudit} />
      <Stack gap="xs">
        <Title order={2} size="h5">
          {i18n._({ id: "admin.what-admins-did", message: "What admins did" })}
        </Title>
        <AuditTable action="event" pageSize={10} />
      </Stack>
    </Stack>
  );
}
