import "@mantine/core/styles/Paper.css";
import { Paper, Text } from "@mantine/core";
import type { AuditEntry } from "@tazama/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { useAuditLog } from "../api/audit.ts";
import { actionText, changeText } from "../lib/audit-texts.ts";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

const COLUMNS: ColumnDef<AuditEntry>[] = [
  {
    id: "when",
    header: "When",
    cell: ({ row }) => (
      <Text size="sm" style={{ whiteSpace: "nowrap" }}>
        {when.format(new Date(row.original.createdAt))}
      </Text>
    ),
  },
  { id: "who", header: "Who", cell: ({ row }) => row.original.actorName },
  { id: "what", header: "What", cell: ({ row }) => actionText(row.original.action) },
  {
    id: "target",
    header: "On",
    cell: ({ row }) => (
      <Text size="sm" ff="monospace">
        {row.original.targetType} {row.original.targetId.slice(0, 12)}
      </Text>
    ),
  },
  {
    id: "change",
    header: "Change",
    cell: ({ row }) => <Text size="sm">{changeText(row.original)}</Text>,
  },
];

function EntryCard({ entry }: { entry: AuditEntry }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.7">
      <Text size="sm" fw={700}>
        {actionText(entry.action)}
      </Text>
      <Text size="sm">{changeText(entry)}</Text>
      <Text size="xs" c="gray.4">
        {entry.actorName} · {when.format(new Date(entry.createdAt))} · {entry.targetType}{" "}
        {entry.targetId.slice(0, 12)}
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
  const [page, setPage] = useState(1);
  const log = useAuditLog({ targetId, action, page, pageSize });
  return (
    <DataTable
      label="Audit log"
      columns={COLUMNS}
      rows={log.data?.entries ?? []}
      total={log.data?.total ?? 0}
      page={page}
      pageSize={pageSize}
      onPage={setPage}
      state={log}
      rowKey={(entry) => entry.id}
      empty="Nothing yet."
      minWidth={720}
      renderCard={(entry) => <EntryCard entry={entry} />}
    />
  );
}
