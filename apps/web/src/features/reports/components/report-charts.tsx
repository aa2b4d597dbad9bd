import chartStyles from "@mantine/charts/styles.css?inline";
import { BarChart, LineChart } from "@mantine/charts";
import { type Currency, type Report, formatPrice } from "@tazama/contracts";
import { dateFormat } from "../../../lib/i18n/date-format.ts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { addPageStyles } from "../../../lib/page-styles.ts";

addPageStyles("mantine-charts", chartStyles);

/** Every day of the span, so that a day without sales shows as 0 rather than missing. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let t = Date.parse(`${from}T00:00:00Z`);
    t <= Date.parse(`${to}T00:00:00Z`);
    t += 86_400_000
  ) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** "26/11" for 2026-11-26: the day and month in the page's language. */
const short = (day: string, i18n: I18n) =>
  dateFormat(i18n, { day: "numeric", month: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Net revenue per day in one currency (paid less refunded), with what was refunded. */
export function RevenueChart({ report, currency }: { report: Report; currency: Currency }) {
  const i18n = useI18n();
  const data = daysOf(report.from, report.to).map((day) => {
    const row = report.revenueByDay.find((r) => r.day === day && r.currency === currency);
    return { day: short(day, i18n), net: row?.netMinor ?? 0, refunded: row?.refundedMinor ?? 0 };
  });
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="day"
      series={[
        {
          name: "net",
          label: i18n._({ id: "reports.chart.net", message: "Net" }),
          color: "teal.6",
        },
        {
          name: "refunded",
          label: i18n._({ id: "reports.chart.refunded", message: "Refunded" }),
          color: "red.5",
        },
      ]}
      valueFormatter={(value) => formatPrice(value, currency, i18n.locale)}
      withLegend
      tickLine="y"
      gridAxis="y"
      yAxisProps={{ width: 90 }}
    />
  );
}

/** New accounts per day. */
export function NewViewersChart({ report }: { report: Report }) {
  const i18n = useI18n();
  const data = daysOf(report.from, report.to).map((day) => ({
    day: short(day, i18n),
    viewers: report.newViewers.find((r) => r.day === day)?.count ?? 0,
  }));
  return (
    <LineChart
      h={180}
      data={data}
      dataKey="day"
      series={[
        {
          name: "viewers",
          label: i18n._({ id: "reports.chart.new-viewers", message: "New viewers" }),
          color: "orange.5",
        },
      ]}
      curveType="monotone"
      withDots={false}
      tickLine="y"
      gridAxis="y"
      yAxisProps={{ allowDecimals: false, width: 40 }}
    />
  );
}
