import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Table.css";
import { Alert, Button, FileButton, Group, Stack, Table, Text } from "@mantine/core";
import type { ImportStatus } from "@tazama/contracts";
import { useState } from "react";
import { failureMessage } from "../../../lib/failure-texts.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useConfirmImport, useImportStatus, useUploadMembers } from "../api/organisations.ts";
import { importProblemText } from "../lib/import-problem-text.ts";

const TEMPLATE = `data:text/csv;charset=utf-8,${encodeURIComponent("name,email,phone\nAmina Wanjiru,amina@example.com,+254712345678\nBaraka Otieno,,0722000111\n")}`;

function Totals({ status }: { status: ImportStatus }) {
  const i18n = useI18n();
  const t = status.totals;
  const lines = [
    t.toCreate > 0 &&
      i18n._({
        id: "org.upload.totals-create",
        message:
          "{count, plural, one {# new account or invitation} other {# new accounts or invitations}}",
        values: { count: t.toCreate },
      }),
    t.toLink > 0 &&
      i18n._({
        id: "org.upload.totals-link",
        message:
          "{count, plural, one {# person with an account already, to add} other {# people with an account already, to add}}",
        values: { count: t.toLink },
      }),
    t.alreadyMembers > 0 &&
      i18n._({
        id: "org.upload.totals-members",
        message: "{count, plural, one {# member already} other {# members already}}",
        values: { count: t.alreadyMembers },
      }),
    t.invalid > 0 &&
      i18n._({
        id: "org.upload.totals-invalid",
        message:
          "{count, plural, one {# row that cannot be used} other {# rows that cannot be used}}",
        values: { count: t.invalid },
      }),
    t.duplicates > 0 &&
      i18n._({
        id: "org.upload.totals-duplicates",
        message: "{count, plural, one {# duplicate} other {# duplicates}}",
        values: { count: t.duplicates },
      }),
  ].filter(Boolean) as string[];
  return (
    <Stack
      gap={4}
      component="ul"
      m={0}
      pl="md"
      aria-label={i18n._({ id: "org.upload.totals", message: "What the file holds" })}
    >
      {lines.map((line) => (
        <Text component="li" key={line}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

function Problems({ status }: { status: ImportStatus }) {
  const i18n = useI18n();
  if (status.problems.length === 0) return null;
  return (
    <Table
      striped
      withTableBorder
      aria-label={i18n._({ id: "org.upload.problems", message: "Rows left out" })}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{i18n._({ id: "org.upload.problems-line", message: "Line" })}</Table.Th>
          <Table.Th>{i18n._({ id: "org.upload.problems-why", message: "Why" })}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {status.problems.map((p) => (
          <Table.Tr key={p.line}>
            <Table.Td>{p.line}</Table.Td>
            <Table.Td>{importProblemText(p, i18n)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Add members from a CSV: the file is checked first (what would be created, linked, left out and
 * why, by line), then the admin confirms and follows the run to the end.
 */
export function MemberUpload({ orgId }: { orgId: string }) {
  const i18n = useI18n();
  const upload = useUploadMembers(orgId);
  const confirm = useConfirmImport(orgId);
  const [running, setRunning] = useState<string | null>(null);
  const progress = useImportStatus(orgId, running);
  const preview = upload.data;
  const current = progress.data ?? null;

  if (running) {
    const r = current?.results;
    return (
      <Stack
        gap="xs"
        role="status"
        aria-label={i18n._({ id: "org.upload.adding", message: "Adding members" })}
      >
        <Text fw={700}>
          {current?.status === "done"
            ? i18n._({ id: "org.upload.done", message: "Done" })
            : i18n._({ id: "org.upload.adding-now", message: "Adding members…" })}
        </Text>
        {r ? (
          <Text>
            {r.failed > 0
              ? i18n._({
                  id: "org.upload.results-failed",
                  message:
                    "{created, plural, one {# account created} other {# accounts created}}, {linked, plural, one {# person added} other {# people added}}, {invited, plural, one {# invitation sent by SMS} other {# invitations sent by SMS}}, {failed, plural, one {# row failed} other {# rows failed}}.",
                  values: {
                    created: r.created,
                    linked: r.linked,
                    invited: r.invited,
                    failed: r.failed,
                  },
                })
              : i18n._({
                  id: "org.upload.results",
                  message:
                    "{created, plural, one {# account created} other {# accounts created}}, {linked, plural, one {# person added} other {# people added}}, {invited, plural, one {# invitation sent by SMS} other {# invitations sent by SMS}}.",
                  values: { created: r.created, linked: r.linked, invited: r.invited },
                })}
          </Text>
        ) : null}
        {current?.status === "done" ? (
          <Group>
            <Button
              variant="default"
              radius="xl"
              onClick={() => {
                setRunning(null);
                upload.reset();
                confirm.reset();
              }}
            >
              {i18n._({ id: "org.upload.another", message: "Upload another file" })}
            </Button>
          </Group>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {i18n._({
          id: "org.upload.help",
          message:
            "A CSV file with the columns name, email and phone (UTF-8, up to 10,000 people). Local numbers are read in your country. People with an email get an account and a mail to choose their password; with only a phone, an SMS invitation.",
        })}{" "}
        <a href={TEMPLATE} download="tazama-members.csv">
          {i18n._({ id: "org.upload.template", message: "Download a template" })}
        </a>
      </Text>
      <Group gap="xs">
        <FileButton
          accept=".csv,text/csv"
          onChange={(file) => {
            if (file) upload.mutate(file);
          }}
        >
          {(props) => (
            <Button {...props} radius="xl" variant="default" loading={upload.isPending}>
              {preview
                ? i18n._({ id: "org.upload.choose-another", message: "Choose another file" })
                : i18n._({ id: "org.upload.upload", message: "Upload a CSV" })}
            </Button>
          )}
        </FileButton>
      </Group>
      {upload.error ? (
        <Alert color="red" variant="light" role="alert">
          {failureMessage(upload.error, i18n)}
        </Alert>
      ) : null}
      {preview ? (
        <Stack
          gap="sm"
          aria-label={i18n._({ id: "org.upload.check", message: "Check before adding" })}
        >
          <Text fw={700}>
            {i18n._({
              id: "org.upload.check-rows",
              message:
                "{fileName}: {rows, plural, one {# row} other {# rows}}. Nothing is created yet.",
              values: { fileName: preview.fileName, rows: preview.totals.rows },
            })}
          </Text>
          <Totals status={preview} />
          <Problems status={preview} />
          {confirm.error ? (
            <Alert color="red" variant="light" role="alert">
              {failureMessage(confirm.error, i18n)}
            </Alert>
          ) : null}
          {preview.totals.toCreate + preview.totals.toLink > 0 ? (
            <Group>
              <Button
                radius="xl"
                color="#f5a524"
                autoContrast
                loading={confirm.isPending}
                onClick={() => {
                  confirm.mutate(preview.id, {
                    onSuccess: () => {
                      setRunning(preview.id);
                    },
                  });
                }}
              >
                {i18n._({
                  id: "org.upload.add-people",
                  message: "{count, plural, one {Add # person} other {Add # people}}",
                  values: { count: preview.totals.toCreate + preview.totals.toLink },
                })}
              </Button>
            </Group>
          ) : (
            <Text>{i18n._({ id: "org.upload.nobody", message: "Nobody new to add." })}</Text>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
