import "@mantine/core/styles/Paper.css";
import { Paper, Text } from "@mantine/core";
import type { AuditEntry } from "@tazama/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { dateFormat } from "../../../lib/i18n/date-format.ts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useAuditLog } from "../api/audit.ts";
import { actionText, changeText, targetText } from "../lib/audit-texts.ts";

const when = (i18n: I18n) => dateFormat(i18n, { dateStyle: "medium", timeStyle: "short" });

const columns = (i18n: I18n): ColumnDef<AuditEntry>[] => [
  {
    id: "when",
    header: i18n._({ id: "audit.column.when", message: "When" }),
    cell: ({ row }) => (
      <Text size="sm" style={{ whiteSpace: "nowrap" }}>
        {when(i18n).format(new Date(row.original.createdAt))}
      </Text>
    ),
  },
  {
    id: "who",
    header: i18n._({ id: "audit.column.who", message: "Who" }),
    cell: ({ row }) => row.original.actorName,
  },
  {
    id: "what",
    header: i18n._({ id: "audit.column.what", message: "What" }),
    cell: ({ row }) => actionText(row.original.action, i18n),
  },
  {
    id: "target",
    header: i18n._({ id: "audit.column.target", message: "On" }),
    cell: ({ row }) => (
      <Text size="sm" ff="monospace">
        {targetText(row.original.targetType, i18n)} {row.original.targetId.slice(0, 12)}
      </Text>
    ),
  },
  {
    id: "change",
    header: i18n._({ id: "audit.column.change", message: "Change" }),
    cell: ({ row }) => <Text size="sm">{changeText(row.original)}</Text>,
  },
];

function EntryCard({ entry }: { entry: AuditEntry }) {
  const i18n = useI18n();
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.7">
      <Text size="sm" fw={700}>
        {actionText(entry.action, i18n)}
      </Text>
      <Text size="sm">{changeText(entry)}</Text>
      <Text size="xs" c="gray.4">
        {entry.actorName} · {when(i18n).format(new Date(entry.createdAt))} ·{" "}
        {targetText(entry.targetType, i18n)} {entry.targetId.slice(0, 12)}
      </Text>
    </Paper>
  );
}

/** The audit log, newest first; `targetId` narrows it to one thing (a user's page). */
export function AuditTable({
  targetId,
  action,
  pageSize = 25,
}: {
  targetId?: string;
  action?: string;
  pageSize?: number;
}) {
  const i18n = useI18n();
  const cols = useMemo(() => columns(i18n), [i18n]);
  const [page, setPage] = useState(1);
  const log = useAuditLog({ targetId, action, page, pageSize });
  return (
    <DataTable
      label={i18n._({ id: "audit.label", message: "Audit log" })}
      columns={cols}
      rows={log.data?.entries ?? []}
      total={log.data?.total ?? 0}
      page={page}
      pageSize={pageSize}
      onPage={setPage}
      state={log}
      rowKey={(entry) => entry.id}
      empty={i18n._({ id: "audit.empty", message: "Nothing yet." })}
      minWidth={720}
      renderCard={(entry) => <EntryCard entry={entry} />}
    />
  );
}
