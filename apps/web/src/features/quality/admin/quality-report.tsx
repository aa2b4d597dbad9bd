import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/SegmentedControl.css";
import {
  Anchor,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@mantine/core";
import type { QualityTable } from "@tazama/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { ReportSection } from "../../../components/admin/report-section.tsx";
import { qualityCsvUrl, useQualityReport } from "../api/quality.ts";
import { Figures } from "./quality-figures.tsx";
import { countryName, num, percent, seconds } from "./quality-format.ts";
import { Legend, StartupChart } from "./startup-chart.tsx";

const SPANS = ["1", "7", "30"] as const;

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
