import { Stack, Title } from "@mantine/core";
import { useRefreshAudit } from "../../../features/audit/api/audit.ts";
import { AuditTable } from "../../../features/audit/components/audit-table.tsx";
import { PassList } from "../../../features/purchases/admin/components/pass-list.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

/** /admin/passes: the passes viewers and organisations can buy, their prices and sales. */
export function AdminPassesPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "admin.passes.page-title", message: "Passes · Admin" }));
  const refreshAudit = useRefreshAudit();
  return (
    <Stack gap="md">
      <PassList onChanged={refreshAudit} />
      <Stack gap="xs">
        <Title order={2} size="h5">
          {i18n._({ id: "admin.what-admins-did", message: "What admins did" })}
        </Title>
        <AuditTable action="pass" pageSize={10} />
      </Stack>
    </Stack>
  );
}
