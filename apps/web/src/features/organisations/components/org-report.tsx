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
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
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

/** `enterprisePayload` on screen: members, seats, watching in aggregate, spend; and the CSV. */
export function OrgReport({ orgId }: { orgId: string }) {
  const i18n = useI18n();
  const [days, setDays] = useState<number>(ORG_REPORT_RULES.defaultDays);
  const report = useOrgReport(orgId, days);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          aria-label={i18n._({ id: "org.report.period", message: "Period" })}
          value={String(days)}
          onChange={(value) => {
            setDays(Number(value));
          }}
          data={ORG_REPORT_RULES.periods.map((d) => ({
            value: String(d),
            label:
              d === 365
                ? i18n._({ id: "org.report.period-year", message: "1 year" })
                : i18n._({
                    id: "org.report.period-days",
                    message: "{days, plural, one {# day} other {# days}}",
                    values: { days: d },
                  }),
          }))}
        />
        <Button
          component="a"
          href={`${enterprisePayloadCsvPath(orgId)}?days=${String(days)}`}
          download
          variant="default"
          radius="xl"
        >
          {i18n._({ id: "org.report.download", message: "Download CSV" })}
        </Button>
      </Group>
      {report.isPending ? (
        <Loader
          size="sm"
          role="status"
          aria-label={i18n._({ id: "org.report.loading", message: "Loading the report" })}
        />
      ) : report.error ? (
        <Text c="red.4" role="alert">
          {failureMessage(report.error, i18n)}
        </Text>
      ) : (
        <ReportBody report={report.data} />
      )}
    </Stack>
  );
}

function ReportBody({ report }: { report: EnterprisePayload }) {
  const i18n = useI18n();
  const number = new Intl.NumberFormat(i18n.locale);
  const n = (v: number) => number.format(v);
  const currency = (report.spend.balance?.currency ?? "NGN") as Currency;
  const { members, seats, watching, spend } = report;
  const watchedHeading = i18n._({ id: "org.report.watched", message: "What members watched" });
  const footnote = [
    watching.otherViews > 0
      ? i18n._({
          id: "org.report.other-views",
          message:
            "{views, plural, one {# more view of titles fewer than {min} members watched.} other {# more views of titles fewer than {min} members watched.}}",
          values: { views: watching.otherViews, min: watching.minViewers },
        })
      : null,
    i18n._({
      id: "org.report.named-only",
      message:
        "Titles are named only when {min} or more members watched them, so nobody is singled out.",
      values: { min: watching.minViewers },
    }),
    i18n._({
      id: "org.report.sharing",
      message:
        "{count, plural, one {# member shares what they watch by name.} other {# members share what they watch by name.}}",
      values: { count: members.sharing },
    }),
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat
          label={i18n._({ id: "org.report.members", message: "Members" })}
          value={n(members.total)}
          note={i18n._({
            id: "org.report.members-note",
            message:
              "{joined, plural, one {# joined} other {# joined}} · {invited, plural, one {# invited} other {# invited}}",
            values: { joined: members.joined, invited: members.invited },
          })}
        />
        <Stat
          label={i18n._({ id: "org.report.seats-given", message: "Seats given" })}
          value={`${n(seats.used)} / ${n(seats.seats)}`}
        />
        <Stat
          label={i18n._({ id: "org.report.views", message: "Views" })}
          value={n(watching.views)}
          note={i18n._({
            id: "org.report.viewers",
            message: "{count, plural, one {by # member} other {by # members}}",
            values: { count: watching.viewers },
          })}
        />
        <Stat
          label={i18n._({ id: "org.report.spent", message: "Spent on seats" })}
          value={formatPrice(spend.seats, currency, i18n.locale)}
          note={i18n._({
            id: "org.report.funded",
            message: "{amount} added",
            values: { amount: formatPrice(spend.fundedIn, currency, i18n.locale) },
          })}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {watchedHeading}
        </Title>
        {watching.titles.length > 0 ? (
          <Table.ScrollContainer minWidth={360}>
            <Table striped aria-label={watchedHeading}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{i18n._({ id: "org.report.col-title", message: "Title" })}</Table.Th>
                  <Table.Th ta="right">
                    {i18n._({ id: "org.report.col-views", message: "Views" })}
                  </Table.Th>
                  <Table.Th ta="right">
                    {i18n._({ id: "org.report.col-members", message: "Members" })}
                  </Table.Th>
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
            {i18n._({
              id: "org.report.none-watched",
              message: "No title was watched by {min} or more members in this period.",
              values: { min: watching.minViewers },
            })}
          </Text>
        )}
        <Text size="xs" c="gray.5" maw={640}>
          {footnote.filter(Boolean).join(" ")}
        </Text>
      </Stack>
      {report.shared.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {i18n._({ id: "org.report.shared", message: "Shared by members" })}
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
