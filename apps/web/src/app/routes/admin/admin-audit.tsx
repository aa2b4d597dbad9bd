import "@mantine/core/styles/Input.css";
import { NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { AuditTable } from "../../../features/audit/components/audit-table.tsx";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

function families(i18n: I18n) {
  return [
    { value: "", label: i18n._({ id: "admin.audit.family.all", message: "Everything" }) },
    { value: "title", label: i18n._({ id: "admin.audit.family.title", message: "Titles" }) },
    { value: "media", label: i18n._({ id: "admin.audit.family.media", message: "Videos" }) },
    { value: "user", label: i18n._({ id: "admin.audit.family.user", message: "People" }) },
    { value: "money", label: i18n._({ id: "admin.audit.family.money", message: "Money" }) },
    { value: "admin", label: i18n._({ id: "admin.audit.family.admin", message: "Admins made" }) },
  ];
}

/** /admin/audit: every admin action, who, what, when, before and after; nobody can edit it. */
export function AdminAuditPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "admin.audit.page-title", message: "Audit log · Admin" }));
  const [action, setAction] = useState("");
  return (
    <Stack gap="md">
      <Text c="gray.4" size="sm">
        {i18n._({
          id: "admin.audit.intro",
          message:
            "Every change an admin makes is written here, with what it was before and after. The log cannot be edited or deleted, not even by the server.",
        })}
      </Text>
      <NativeSelect
        label={i18n._({ id: "admin.audit.show", message: "Show" })}
        value={action}
        onChange={(event) => {
          setAction(event.currentTarget.value);
        }}
        data={families(i18n)}
        maw={240}
      />
      <AuditTable key={action} action={action || undefined} />
    </Stack>
  );
}
