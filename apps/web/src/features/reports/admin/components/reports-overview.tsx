import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/SegmentedControl.css";
import {
  Box,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import {
  CURRENCIES,
  type Currency,
  type Report,
  type ReportTable,
  formatPrice,
} from "@tazama/contracts";
import { type ReactNode, Suspense, lazy, useState } from "react";
import { reportCsvUrl, useReport } from "../../api/reports.ts";
import { RevenueByKind, RevenueByTitle, TopUps, Views } from "../../components/report-tables.tsx";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import { useListFilters } from "../../../../components/admin/list-filters.tsx";
import { ReportSection } from "../../../../components/admin/report-section.tsx";

// The chart library (recharts) loads only here, after the numbers.
const RevenueChart = lazy(async () => ({
  default: (await import("../../components/report-charts.tsx")).RevenueChart,
}));
const NewViewersChart = lazy(async () => ({
  default: (await import("../../components/report-charts.tsx")).NewViewersChart,
}));

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function totals(report: Report) {
  return CURRENCIES.flatMap((currency) => {
    const days = report.revenueByDay.filter((d) => d.currency === currency);
    if (days.length === 0) return [];
    const sum = (pick: (d: (typeof days)[number]) => number) =>
      days.reduce((a, d) => a + pick(d), 0);
    return [
      {
        currency,
        gross: sum((d) => d.grossMinor),
        refunded: sum((d) => d.refundedMinor),
        net: sum((d) => d.netMinor),
      },
    ];
  });
}

/** A table of the report, with its CSV for the span shown. */
function Section({
  title,
  table,
  query,
  children,
}: {
  title: string;
  table: ReportTable;
  query: { from?: string; to?: string };
  children: ReactNode;
}) {
  return (
    <ReportSection title={title} csvUrl={reportCsvUrl(table, query)}>
      {children}
    </ReportSection>
  );
}

export function ReportsOverview() {
  const i18n = useI18n();
  const filters = useListFilters([], "");
  const fromParam = filters.params.get("from") ?? "";
  const toParam = filters.params.get("to") ?? "";
  const query = {
    from: DAY.test(fromParam) ? fromParam : undefined,
    to: DAY.test(toParam) ? toParam : undefined,
  };
  const report = useReport(query);
  const data = report.data;
  const sums = data ? totals(data) : [];
  const [picked, setPicked] = useState<Currency | null>(null);
  const currency = sums.find((s) => s.currency === picked)?.currency ?? sums[0]?.currency;
  const dayInput = (name: "from" | "to", label: string) => (
    <TextInput
      type="date"
      label={label}
      value={filters.params.get(name) ?? (data ? data[name] : "")}
      onChange={(event) => {
        filters.update({ [name]: event.currentTarget.value || undefined });
      }}
    />
  );
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {dayInput("from", i18n._({ id: "admin.reports.from", message: "From" }))}
        {dayInput("to", i18n._({ id: "admin.reports.to", message: "To" }))}
        <Text size="xs" c="gray.4" pb={8}>
          {i18n._({
            id: "admin.reports.note",
            message: "Days are UTC. Net is what viewers paid less what was refunded.",
          })}
        </Text>
      </Group>
      {report.error ? <Text c="red.4">{report.error.message}</Text> : null}
      {!data ? (
        <Skeleton h={240} radius="md" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            {sums.length === 0 ? (
              <Text c="gray.4">
                {i18n._({ id: "admin.reports.no-money", message: "No money came in these days." })}
              </Text>
            ) : (
              sums.map((s) => (
                <Paper
                  key={s.currency}
                  withBorder
                  p="sm"
                  radius="md"
                  bg="dark.6"
                  aria-label={i18n._({
                    id: "admin.reports.net-in",
                    message: "Net in {currency}",
                    values: { currency: s.currency },
                  })}
                >
                  <Text size="xs" c="gray.4">
                    {i18n._({
                      id: "admin.reports.net-in",
                      message: "Net in {currency}",
                      values: { currency: s.currency },
                    })}
                  </Text>
                  <Text fw={700} size="xl">
                    {formatPrice(s.net, s.currency, i18n.locale)}
                  </Text>
                  <Text size="xs" c="gray.4">
                    {i18n._({
                      id: "admin.reports.paid-refunded",
                      message: "paid {paid} · refunded {refunded}",
                      values: {
                        paid: formatPrice(s.gross, s.currency, i18n.locale),
                        refunded: formatPrice(s.refunded, s.currency, i18n.locale),
                      },
                    })}
                  </Text>
                </Paper>
              ))
            )}
          </SimpleGrid>
          <Section
            title={i18n._({ id: "admin.reports.by-day", message: "Revenue by day" })}
            table="revenue-by-day"
            query={query}
          >
            {currency ? (
              <Stack gap="xs">
                {sums.length > 1 ? (
                  <Box maw={360}>
                    <SegmentedControl
                      fullWidth
                      size="xs"
                      value={currency}
                      onChange={(value) => {
                        setPicked(value);
                      }}
                      data={sums.map((s) => s.currency)}
                    />
                  </Box>
                ) : null}
                <Suspense fallback={<Skeleton h={240} />}>
                  <RevenueChart report={data} currency={currency} />
                </Suspense>
              </Stack>
            ) : (
              <Text size="sm" c="gray.4">
                {i18n._({ id: "admin.reports.no-sales", message: "No sales in these days." })}
              </Text>
            )}
          </Section>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <Section
              title={i18n._({ id: "reports.by-title", message: "Revenue by title" })}
              table="revenue-by-title"
              query={query}
            >
              <RevenueByTitle report={data} />
            </Section>
            <Section
              title={i18n._({ id: "reports.by-kind", message: "Revenue by kind" })}
              table="revenue-by-kind"
              query={query}
            >
              <RevenueByKind report={data} />
            </Section>
            <Section
              title={i18n._({ id: "reports.top-ups", message: "Top-ups by provider" })}
              table="top-ups"
              query={query}
            >
              <TopUps report={data} />
            </Section>
            <Section
              title={i18n._({ id: "reports.views", message: "Views and watch time" })}
              table="views"
              query={query}
            >
              <Views report={data} />
            </Section>
          </SimpleGrid>
          <Section
            title={i18n._({
              id: "admin.reports.new-viewers",
              message: "New viewers: {count}",
              values: { count: data.newViewers.reduce((a, d) => a + d.count, 0) },
            })}
            table="new-viewers"
            query={query}
          >
            <Suspense fallback={<Skeleton h={180} />}>
              <NewViewersChart report={data} />
            </Suspense>
          </Section>
        </>
      )}
    </Stack>
  );
}
