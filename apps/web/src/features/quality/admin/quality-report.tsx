import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/core/styles/Table.css";
import {
  Anchor,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import type { QualityFigures, QualityReport, QualityTable } from "@tazama/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { ReportSection } from "../../../components/admin/report-section.tsx";
import { qualityCsvUrl, useQualityReport } from "../api/quality.ts";

const SPANS = ["1", "7", "30"] as const;

const num = (i18n: I18n, n: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(i18n.locale === "en" ? "en-GB" : i18n.locale, options).format(n);

const seconds = (ms: number | null, i18n: I18n) =>
  ms === null
    ? "–"
    : i18n._({
        id: "quality.seconds",
        message: "{value} s",
        values: { value: num(i18n, ms / 1000, { maximumFractionDigits: 2 }) },
      });

const percent = (value: number, i18n: I18n) =>
  num(i18n, value / 100, { style: "percent", maximumFractionDigits: 2 });

/** "KE" → "Kenya" in the page's language (the code where the engine has no region names). */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, "en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

function headings(i18n: I18n) {
  return [
    i18n._({ id: "quality.plays", message: "Plays" }),
    i18n._({ id: "quality.startup-p50", message: "Startup p50" }),
    i18n._({ id: "quality.startup-p95", message: "Startup p95" }),
    i18n._({ id: "quality.rebuffering", message: "Rebuffering" }),
    i18n._({ id: "quality.failures", message: "Failures" }),
    i18n._({ id: "quality.exits", message: "Left before start" }),
    i18n._({ id: "quality.bitrate", message: "Bitrate" }),
  ];
}

function cells(f: QualityFigures, i18n: I18n): string[] {
  return [
    num(i18n, f.plays),
    seconds(f.startupP50Ms, i18n),
    seconds(f.startupP95Ms, i18n),
    percent(f.rebufferingPct, i18n),
    percent(f.failurePct, i18n),
    percent(f.exitBeforeStartPct, i18n),
    f.avgBitrateKbps === null
      ? "–"
      : i18n._({
          id: "quality.kbps",
          message: "{value} kbit/s",
          values: { value: num(i18n, f.avgBitrateKbps) },
        }),
  ];
}

function Figures({
  label,
  first,
  rows,
}: {
  label: string;
  first: string;
  rows: { key: string; name: ReactNode; figures: QualityFigures }[];
}) {
  const i18n = useI18n();
  if (rows.length === 0) {
    return (
      <Text size="sm" c="gray.4">
        {i18n._({ id: "quality.none", message: "No viewings in these days." })}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={label} striped highlightOnHover horizontalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {[first, ...headings(i18n)].map((h, i) => (
              <Table.Th key={h} ta={i === 0 ? "left" : "right"}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.name}</Table.Td>
              {cells(row.figures, i18n).map((cell, i) => (
                <Table.Td key={i} ta="right" style={{ whiteSpace: "nowrap" }}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A table of the report, with its CSV for the days shown. */
function Section({
  title,
  table,
  days,
  children,
}: {
  title: string;
  table?: QualityTable;
  days: number;
  children: ReactNode;
}) {
  return (
    <ReportSection title={title} csvUrl={table ? qualityCsvUrl(table, days) : undefined}>
      {children}
    </ReportSection>
  );
}

/** Startup p50 and p95 per day as bars: plain SVG, no chart library. */
function StartupChart({ days }: { days: QualityReport["byDay"] }) {
  const i18n = useI18n();
  const label = i18n._({ id: "quality.chart", message: "Startup time by day (p50 and p95)" });
  if (days.length === 0) return null;
  const top = Math.max(1000, ...days.map((d) => d.startupP95Ms ?? 0));
  const width = 640;
  const height = 180;
  const slot = width / days.length;
  const bar = Math.min(28, slot / 3);
  const y = (ms: number) => height - (ms / top) * (height - 20);
  return (
    <svg
      viewBox={`0 0 ${width} ${height + 24}`}
      width="100%"
      role="img"
      aria-label={label}
      style={{ maxHeight: 240 }}
    >
      <title>{label}</title>
      {days.map((d, i) => {
        const x = i * slot + slot / 2;
        const p50 = d.startupP50Ms ?? 0;
        const p95 = d.startupP95Ms ?? 0;
        return (
          <g key={d.day}>
            <rect
              x={x - bar - 1}
              y={y(p50)}
              width={bar}
              height={height - y(p50)}
              fill="var(--mantine-color-teal-5)"
            >
              <title>{`${d.day} p50 ${seconds(d.startupP50Ms, i18n)}`}</title>
            </rect>
            <rect
              x={x + 1}
              y={y(p95)}
              width={bar}
              height={height - y(p95)}
              fill="var(--mantine-color-orange-5)"
            >
              <title>{`${d.day} p95 ${seconds(d.startupP95Ms, i18n)}`}</title>
            </rect>
            <text
              x={x}
              y={height + 16}
              textAnchor="middle"
              fontSize="16"
              fill="var(--mantine-color-gray-4)"
            >
              {d.day.slice(5)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function Legend({ colour, text }: { colour: string; text: string }) {
  return (
    <Group gap={6}>
      <span
        aria-hidden
        style={{
          width: 12,
          height: 12,
          borderRadius: 2,
          background: colour,
          display: "inline-block",
        }}
      />
      <Text size="xs" c="gray.4">
        {text}
      </Text>
    </Group>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md" bg="dark.6" aria-label={label}>
      <Text size="xs" c="gray.4">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** /admin/quality: what viewers experienced — startup, rebuffering, failures — with CSVs. */
export function QualityReportView({
  days,
  onDays,
}: {
  days: number;
  onDays: (days: number) => void;
}) {
  const i18n = useI18n();
  const report = useQualityReport(days);
  const data = report.data;
  const titleLink = (ref: string, title: string) => (
    <Anchor component={Link} to={`/view/${ref}`} size="sm">
      {title}
    </Anchor>
  );
  return (
    <Stack gap="md">
      <Group align="center" gap="sm" wrap="wrap">
        <SegmentedControl
          size="xs"
          value={String(days)}
          onChange={(value) => {
            onDays(Number(value));
          }}
          data={SPANS.map((value) => ({
            value,
            label:
              value === "1"
                ? i18n._({ id: "quality.today", message: "Today" })
                : i18n._({
                    id: "quality.last-days",
                    message: "Last {days} days",
                    values: { days: value },
                  }),
          }))}
        />
        <Text size="xs" c="gray.4">
          {i18n._({
            id: "quality.note",
            message:
              "Days are UTC. Startup is from Play to the first frame. Rebuffering is time stalled over time playing and stalled.",
          })}
        </Text>
      </Group>
      {report.error ? <Text c="red.4">{report.error.message}</Text> : null}
      {!data ? (
        <Skeleton h={240} radius="md" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
            <Stat
              label={i18n._({ id: "quality.plays", message: "Plays" })}
              value={num(i18n, data.overall.plays)}
            />
            <Stat
              label={i18n._({ id: "quality.startup-p50", message: "Startup p50" })}
              value={seconds(data.overall.startupP50Ms, i18n)}
            />
            <Stat
              label={i18n._({ id: "quality.startup-p95", message: "Startup p95" })}
              value={seconds(data.overall.startupP95Ms, i18n)}
            />
            <Stat
              label={i18n._({ id: "quality.rebuffering", message: "Rebuffering" })}
              value={percent(data.overall.rebufferingPct, i18n)}
            />
            <Stat
              label={i18n._({ id: "quality.failures", message: "Failures" })}
              value={percent(data.overall.failurePct, i18n)}
            />
          </SimpleGrid>
          <Section
            title={i18n._({ id: "quality.by-day", message: "Startup by day" })}
            table="days"
            days={days}
          >
            <StartupChart days={data.byDay} />
            <Group gap="md" mt={4}>
              <Legend colour="var(--mantine-color-teal-5)" text="p50" />
              <Legend colour="var(--mantine-color-orange-5)" text="p95" />
            </Group>
          </Section>
          <Section title={i18n._({ id: "quality.worst", message: "Worst titles" })} days={days}>
            <Figures
              label={i18n._({ id: "quality.worst", message: "Worst titles" })}
              first={i18n._({ id: "quality.title", message: "Title" })}
              rows={data.worstTitles.map((t) => ({
                key: t.ref,
                name: titleLink(t.ref, t.title),
                figures: t,
              }))}
            />
          </Section>
          <Section
            title={i18n._({ id: "quality.by-title", message: "By title" })}
            table="titles"
            days={days}
          >
            <Figures
              label={i18n._({ id: "quality.by-title", message: "By title" })}
              first={i18n._({ id: "quality.title", message: "Title" })}
              rows={data.byTitle.map((t) => ({
                key: t.ref,
                name: titleLink(t.ref, t.title),
                figures: t,
              }))}
            />
          </Section>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <Section
              title={i18n._({ id: "quality.by-network", message: "By network" })}
              table="networks"
              days={days}
            >
              <Figures
                label={i18n._({ id: "quality.by-network", message: "By network" })}
                first={i18n._({ id: "quality.network", message: "Network" })}
                rows={data.byNetwork.map((n) => ({
                  key: n.network,
                  name:
                    n.network === "unknown"
                      ? i18n._({ id: "quality.unknown", message: "Unknown" })
                      : n.network.toUpperCase(),
                  figures: n,
                }))}
              />
            </Section>
            <Section
              title={i18n._({ id: "quality.by-rendition", message: "By rendition" })}
              table="renditions"
              days={days}
            >
              <Figures
                label={i18n._({ id: "quality.by-rendition", message: "By rendition" })}
                first={i18n._({ id: "quality.rendition", message: "Rendition" })}
                rows={data.byRendition.map((r) => ({
                  key: r.rendition,
                  name:
                    r.rendition === "unknown"
                      ? i18n._({
                          id: "quality.before-first-frame",
                          message: "Before the first frame",
                        })
                      : r.rendition,
                  figures: r,
                }))}
              />
            </Section>
            <Section
              title={i18n._({ id: "quality.by-country", message: "By country" })}
              table="countries"
              days={days}
            >
              <Figures
                label={i18n._({ id: "quality.by-country", message: "By country" })}
                first={i18n._({ id: "quality.country", message: "Country" })}
                rows={data.byCountry.map((c) => ({
                  key: c.country,
                  name:
                    c.country === "unknown"
                      ? i18n._({ id: "quality.unknown", message: "Unknown" })
                      : countryName(c.country, i18n.locale),
                  figures: c,
                }))}
              />
            </Section>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
