import { Group, Text } from "@mantine/core";
import type { QualityReport } from "@tazama/contracts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { seconds } from "./quality-format.ts";

/** Startup p50 and p95 per day as bars: plain SVG, no chart library. */
export function StartupChart({ days }: { days: QualityReport["byDay"] }) {
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

export function Legend({ colour, text }: { colour: string; text: string }) {
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
