import { Stack, Title } from "@mantine/core";
import { useAdminUser } from "../../../features/accounts/api/user-admin.ts";
import { Person } from "../../../features/accounts/admin/components/person.tsx";
import { useRefreshAudit } from "../../../features/audit/api/audit.ts";
import { AuditTable } from "../../../features/audit/components/audit-table.tsx";
import { UserTopUps } from "../../../features/payments/components/user-top-ups.tsx";
import { UserMoney } from "../../../features/refunds/components/user-money.tsx";
import { DetailFrame, useDetailId } from "../../../components/admin/detail-frame.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

/** /admin/users/:id: one person, what an admin may change, their money, what admins did to them. */
export function AdminUserPage() {
  const i18n = useI18n();
  const detail = useAdminUser(useDetailId());
  const refreshAudit = useRefreshAudit();
  usePageTitle(
    detail.data
      ? i18n._({
          id: "admin.user.page-title-named",
          message: "{name} · Admin",
          values: { name: detail.data.user.name },
        })
      : i18n._({ id: "admin.user.page-title", message: "Person · Admin" }),
  );
  return (
    <DetailFrame
      back={{ to: "/admin/users", label: i18n._({ id: "admin.nav.people", message: "People" }) }}
      query={detail}
    >
      {(data) => (
        <>
          <Person detail={data} onChanged={refreshAudit} />
          <UserMoney userId={data.user.id} onRefunded={refreshAudit} />
          <UserTopUps userId={data.user.id} />
          <Stack gap="xs">
            <Title order={3} size="h5">
              {i18n._({ id: "admin.what-admins-did", message: "What admins did" })}
            </Title>
            <AuditTable targetId={data.user.id} pageSize={10} />
          </Stack>
        </>
      )}
    </DetailFrame>
  );
}
