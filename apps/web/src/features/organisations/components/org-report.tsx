import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Title.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/core/styles/SimpleGrid.css";
import {
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import {
  type Currency,
  type EnterprisePayload,
  ORG_REPORT_RULES,
  enterprisePayloadCsvPath,
  formatPrice,
} from "@tazama/contracts";
import { useState } from "react";
import { failureMessage } from "../../../lib/failure-texts.ts";
import { useOrgReport } from "../api/report.ts";

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder p="sm" radius="md" bg="dark.6">
      <Text size="xs" c="gray.5" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {note ? (
        <Text size="xs" c="gray.5">
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}

const n = (v: number) => v.toLocaleString("en");

/** `enterprisePayload` on screen: members, seats, watching in aggregate, spend; and the CSV. */
export function OrgReport({ orgId }: { orgId: string }) {
  const [days, setDays] = useState<number>(ORG_REPORT_RULES.defaultDays);
  const report = useOrgReport(orgId, days);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          aria-label="Period"
          value={String(days)}
          onChange={(value) => {
            setDays(Number(value));
          }}
          data={ORG_REPORT_RULES.periods.map((d) => ({
            value: String(d),
            label: d === 365 ? "1 year" : `${String(d)} days`,
          }))}
        />
        <Button
          component="a"
          href={`${enterprisePayloadCsvPath(orgId)}?days=${String(days)}`}
          download
          variant="default"
          radius="xl"
        >
          Download CSV
        </Button>
      </Group>
      {report.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading the report" />
      ) : report.error ? (
        <Text c="red.4" role="alert">
          {failureMessage(report.error)}
        </Text>
      ) : (
        <ReportBody report={report.data} />
      )}
    </Stack>
  );
}

function ReportBody({ report }: { report: EnterprisePayload }) {
  const currency = (report.spend.balance?.currency ?? "NGN") as Currency;
  const { members, seats, watching, spend } = report;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat
          label="Members"
          value={n(members.total)}
          note={`${n(members.joined)} joined · ${n(members.invited)} invited`}
        />
        <Stat label="Seats given" value={`${n(seats.used)} / ${n(seats.seats)}`} />
        <Stat
          label="Views"
          value={n(watching.views)}
          note={`by ${n(watching.viewers)} ${watching.viewers === 1 ? "member" : "members"}`}
        />
        <Stat
          label="Spent on seats"
          value={formatPrice(spend.seats, currency)}
          note={`${formatPrice(spend.fundedIn, currency)} added`}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} size="h5">
          What members watched
        </Title>
        {watching.titles.length > 0 ? (
          <Table.ScrollContainer minWidth={360}>
            <Table striped aria-label="What members watched">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th ta="right">Views</Table.Th>
                  <Table.Th ta="right">Members</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {watching.titles.map((t) => (
                  <Table.Tr key={t.ref}>
                    <Table.Td>{t.title}</Table.Td>
                    <Table.Td ta="right">{n(t.views)}</Table.Td>
                    <Table.Td ta="right">{n(t.viewers)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="gray.5">
            No title was watched by {watching.minViewers} or more members in this period.
          </Text>
        )}
        <Text size="xs" c="gray.5" maw={640}>
          {watching.otherViews > 0
            ? `${n(watching.otherViews)} more views of titles fewer than ${String(watching.minViewers)} members watched. `
            : ""}
          Titles are named only when {watching.minViewers} or more members watched them, so nobody
          is singled out. {n(members.sharing)}{" "}
          {members.sharing === 1 ? "member shares" : "members share"} what they watch by name.
        </Text>
      </Stack>
      {report.shared.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Shared by members
          </Title>
          {report.shared.map((member) => (
            <Text key={member.name} size="sm">
              <b>{member.name}</b>: {member.titles.map((t) => t.title).join(", ")}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
