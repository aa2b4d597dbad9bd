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
import { useConfirmImport, useImportStatus, useUploadMembers } from "../api/organisations.ts";

const TEMPLATE = `data:text/csv;charset=utf-8,${encodeURIComponent("name,email,phone\nAmina Wanjiru,amina@example.com,+254712345678\nBaraka Otieno,,0722000111\n")}`;
const n = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en")} ${count === 1 ? one : many}`;

function Totals({ status }: { status: ImportStatus }) {
  const t = status.totals;
  const lines = [
    t.toCreate > 0 && `${n(t.toCreate, "new account")} or invitation${t.toCreate === 1 ? "" : "s"}`,
    t.toLink > 0 && `${n(t.toLink, "person", "people")} with an account already, to add`,
    t.alreadyMembers > 0 && `${n(t.alreadyMembers, "member")} already`,
    t.invalid > 0 && `${n(t.invalid, "row")} that cannot be used`,
    t.duplicates > 0 && n(t.duplicates, "duplicate"),
  ].filter(Boolean) as string[];
  return (
    <Stack gap={4} component="ul" m={0} pl="md" aria-label="What the file holds">
      {lines.map((line) => (
        <Text component="li" key={line}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

function Problems({ status }: { status: ImportStatus }) {
  if (status.problems.length === 0) return null;
  return (
    <Table striped withTableBorder aria-label="Rows left out">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Line</Table.Th>
          <Table.Th>Why</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {status.problems.map((p) => (
          <Table.Tr key={p.line}>
            <Table.Td>{p.line}</Table.Td>
            <Table.Td>{p.reason}</Table.Td>
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
  const upload = useUploadMembers(orgId);
  const confirm = useConfirmImport(orgId);
  const [running, setRunning] = useState<string | null>(null);
  const progress = useImportStatus(orgId, running);
  const preview = upload.data;
  const current = progress.data ?? null;

  if (running) {
    const r = current?.results;
    return (
      <Stack gap="xs" role="status" aria-label="Adding members">
        <Text fw={700}>{current?.status === "done" ? "Done" : "Adding members…"}</Text>
        {r ? (
          <Text>
            {n(r.created, "account")} created, {n(r.linked, "person", "people")} added,{" "}
            {n(r.invited, "invitation")} sent by SMS
            {r.failed > 0 ? `, ${n(r.failed, "row")} failed` : ""}.
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
              Upload another file
            </Button>
          </Group>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        A CSV file with the columns name, email and phone (UTF-8, up to 10,000 people). Local
        numbers are read in your country. People with an email get an account and a mail to choose
        their password; with only a phone, an SMS invitation.{" "}
        <a href={TEMPLATE} download="tazama-members.csv">
          Download a template
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
              {preview ? "Choose another file" : "Upload a CSV"}
            </Button>
          )}
        </FileButton>
      </Group>
      {upload.error ? (
        <Alert color="red" variant="light" role="alert">
          {failureMessage(upload.error)}
        </Alert>
      ) : null}
      {preview ? (
        <Stack gap="sm" aria-label="Check before adding">
          <Text fw={700}>
            {preview.fileName}: {n(preview.totals.rows, "row")}. Nothing is created yet.
          </Text>
          <Totals status={preview} />
          <Problems status={preview} />
          {confirm.error ? (
            <Alert color="red" variant="light" role="alert">
              {failureMessage(confirm.error)}
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
                Add {n(preview.totals.toCreate + preview.totals.toLink, "person", "people")}
              </Button>
            </Group>
          ) : (
            <Text>Nobody new to add.</Text>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
