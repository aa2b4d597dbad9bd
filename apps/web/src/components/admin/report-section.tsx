import "@mantine/core/styles/Paper.css";
import { Anchor, Group, Paper, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/** One table of a console report, with the link to its CSV when it has one. */
export function ReportSection({
  title,
  csvUrl,
  children,
}: {
  title: string;
  csvUrl?: string;
  children: ReactNode;
}) {
  const i18n = useI18n();
  return (
    <Paper withBorder p="md" radius="md" bg="dark.7">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {csvUrl ? (
          <Anchor href={csvUrl} download size="sm">
            {i18n._({ id: "admin.download-csv", message: "Download CSV" })}
          </Anchor>
        ) : null}
      </Group>
      {children}
    </Paper>
  );
}
