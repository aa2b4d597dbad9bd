import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Paper.css";
import { Badge, Button, Group, NativeSelect, Paper, Stack, Text } from "@mantine/core";
import { notifications } from "../../../../lib/toasts.ts";
import type { SmsAlert, SmsAlertStatus } from "@tazama/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { DataTable } from "../../../../components/ui/data-table.tsx";
import { failureMessage } from "../../../../lib/failure-texts.ts";
import { dateFormat } from "../../../../lib/i18n/date-format.ts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import { useAcknowledgeSmsAlert, useSmsAlerts } from "../api/sms-alerts.ts";

/** "+234913… · Nigeria": the range and, when it has one, its country in the page's language. */
function rangeText(alert: SmsAlert, i18n: I18n): string {
  if (!alert.country) return `+${alert.prefix}…`;
  let country = alert.country;
  try {
    country = new Intl.DisplayNames([i18n.locale, "en"], { type: "region" }).of(country) ?? country;
  } catch {
    // An engine without region names shows the code.
  }
  return `+${alert.prefix}… · ${country}`;
}

/** "24 Nov 2026, 14:00–15:00": the clock hour the budget was reached in. */
function hourText(alert: SmsAlert, i18n: I18n): string {
  const start = new Date(alert.hourStart);
  const day = dateFormat(i18n, { dateStyle: "medium", timeStyle: "short" }).format(start);
  const end = dateFormat(i18n, { timeStyle: "short" }).format(
    new Date(start.getTime() + 3_600_000),
  );
  return `${day}–${end}`;
}

const timeText = (iso: string, i18n: I18n) =>
  dateFormat(i18n, { timeStyle: "short" }).format(new Date(iso));

function countsText(alert: SmsAlert, i18n: I18n): string {
  return i18n._({
    id: "admin.sms.counts",
    message:
      "{sent, number} sent (budget {budget, number}), then {refused, number} refused until {last}",
    values: {
      sent: alert.sent,
      budget: alert.budget,
      refused: alert.refused,
      last: timeText(alert.lastRefusedAt, i18n),
    },
  });
}

function Status({ alert }: { alert: SmsAlert }) {
  const i18n = useI18n();
  const acknowledge = useAcknowledgeSmsAlert();
  if (alert.acknowledgedAt) {
    return (
      <Text size="sm" c="gray.4">
        {i18n._({
          id: "admin.sms.acknowledged",
          message: "Seen by {name}, {when}",
          values: {
            name:
              alert.acknowledgedBy ??
              i18n._({ id: "admin.sms.someone", message: "a former admin" }),
            when: dateFormat(i18n, { dateStyle: "medium", timeStyle: "short" }).format(
              new Date(alert.acknowledgedAt),
            ),
          },
        })}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge color="red" variant="light">
        {i18n._({ id: "admin.sms.open", message: "Open" })}
      </Badge>
      <Button
        size="compact-sm"
        variant="light"
        loading={acknowledge.isPending}
        aria-label={i18n._({
          id: "admin.sms.acknowledge-range",
          message: "Mark +{prefix}… as seen",
          values: { prefix: alert.prefix },
        })}
        onClick={() => {
          acknowledge.mutate(alert.id, {
            onError: (error) => {
              notifications.show({
                color: "red",
                title: i18n._({ id: "admin.not-saved", message: "Not saved" }),
                message: failureMessage(error, i18n),
              });
            },
          });
        }}
      >
        {i18n._({ id: "admin.sms.acknowledge", message: "Mark as seen" })}
      </Button>
    </Group>
  );
}

const columns = (i18n: I18n): ColumnDef<SmsAlert>[] => [
  {
    id: "range",
    header: i18n._({ id: "admin.sms.column.range", message: "Number range" }),
    cell: ({ row }) => (
      <Text size="sm" ff="monospace" style={{ whiteSpace: "nowrap" }}>
        {rangeText(row.original, i18n)}
      </Text>
    ),
  },
  {
    id: "hour",
    header: i18n._({ id: "admin.sms.column.hour", message: "Hour" }),
    cell: ({ row }) => (
      <Text size="sm" style={{ whiteSpace: "nowrap" }}>
        {hourText(row.original, i18n)}
      </Text>
    ),
  },
  {
    id: "codes",
    header: i18n._({ id: "admin.sms.column.codes", message: "Codes" }),
    cell: ({ row }) => <Text size="sm">{countsText(row.original, i18n)}</Text>,
  },
  {
    id: "status",
    header: i18n._({ id: "admin.sms.column.status", message: "Status" }),
    cell: ({ row }) => <Status alert={row.original} />,
  },
];

function AlertCard({ alert }: { alert: SmsAlert }) {
  const i18n = useI18n();
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.7">
      <Stack gap={4}>
        <Text size="sm" fw={700} ff="monospace">
          {rangeText(alert, i18n)}
        </Text>
        <Text size="sm">{hourText(alert, i18n)}</Text>
        <Text size="sm" c="gray.4">
          {countsText(alert, i18n)}
        </Text>
        <Status alert={alert} />
      </Stack>
    </Paper>
  );
}

/**
 * The console's SMS alerts (issue 39): number ranges that reached their hourly budget of
 * verification codes, one row per range per hour, the newest first; an admin marks one as seen.
 */
export function SmsAlerts() {
  const i18n = useI18n();
  const cols = useMemo(() => columns(i18n), [i18n]);
  const [status, setStatus] = useState<SmsAlertStatus>("all");
  const [page, setPage] = useState(1);
  const alerts = useSmsAlerts(status, page);
  return (
    <Stack gap="md">
      <Text c="gray.4" size="sm">
        {i18n._({
          id: "admin.sms.intro",
          message:
            "A number range (the first 6 digits) that got its hourly budget of verification codes. More codes to it wait until the hour has passed. Many at once to one range is often SMS pumping: someone earning money from the texts we pay for.",
        })}
      </Text>
      <NativeSelect
        label={i18n._({ id: "admin.sms.show", message: "Show" })}
        value={status}
        maw={240}
        data={[
          { value: "all", label: i18n._({ id: "admin.sms.show.all", message: "Every alert" }) },
          {
            value: "open",
            label: i18n._({
              id: "admin.sms.show.open",
              message: "Not seen yet ({count, number})",
              values: { count: alerts.data?.open ?? 0 },
            }),
          },
        ]}
        onChange={(event) => {
          setStatus(event.currentTarget.value as SmsAlertStatus);
          setPage(1);
        }}
      />
      <DataTable
        label={i18n._({ id: "admin.sms.label", message: "SMS alerts" })}
        columns={cols}
        rows={alerts.data?.items ?? []}
        total={alerts.data?.total ?? 0}
        page={page}
        pageSize={alerts.data?.pageSize ?? 25}
        onPage={setPage}
        state={alerts}
        rowKey={(alert) => alert.id}
        empty={i18n._({
          id: "admin.sms.empty",
          message: "No number range has reached its budget.",
        })}
        minWidth={760}
        renderCard={(alert) => <AlertCard alert={alert} />}
      />
    </Stack>
  );
}
