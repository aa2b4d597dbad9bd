import "@mantine/core/styles/Input.css";
import { NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { AuditTable } from "../../../features/audit/components/audit-table.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

const FAMILIES = [
  { value: "", label: "Everything" },
  { value: "title", label: "Titles" },
  { value: "media", label: "Videos" },
  { value: "user", label: "People" },
  { value: "money", label: "Money" },
  { value: "admin", label: "Admins made" },
];

/** /admin/audit: every admin action, who, what, when, before and after; nobody can edit it. */
export function AdminAuditPage() {
  usePageTitle("Audit log · Admin");
  const [action, setAction] = useState("");
  return (
    <Stack gap="md">
      <Text c="gray.4" size="sm">
        Every change an admin makes is written here, with what it was before and after. The log
        cannot be edited or deleted, not even by the server.
      </Text>
      <NativeSelect
        label="Show"
        value={action}
        onChange={(event) => {
          setAction(event.currentTarget.value);
        }}
        data={FAMILIES}
        maw={240}
      />
      <AuditTable key={action} action={action || undefined} />
    </Stack>
  );
}
