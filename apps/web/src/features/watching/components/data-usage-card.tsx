import { Paper, Text } from "@mantine/core";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { dateFormat } from "../../../lib/i18n/date-format.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useDataUsage } from "../api/get-data-usage.ts";

/** My Membership: what watching cost in data this month, as the players counted it. */
export function DataUsageCard() {
  const usage = useDataUsage();
  const i18n = useI18n();
  if (!usage.data) return null;
  const month = dateFormat(i18n, { month: "long", timeZone: "UTC" }).format(
    new Date(`${usage.data.month}-01T00:00:00Z`),
  );
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg="dark.7"
      component="section"
      aria-label={i18n._({ id: "data-usage.label", message: "Data used" })}
    >
      <Text c="dimmed" size="sm">
        {i18n._({
          id: "data-usage.month",
          message: "Video data used in {month}",
          values: { month },
        })}
      </Text>
      <Text fz={24} fw={700} data-testid="data-used">
        {formatBytes(usage.data.bytes, i18n)}
      </Text>
      <Text size="xs" c="dimmed">
        {i18n._({
          id: "data-usage.note",
          message:
            "Counted by the player on your devices. Set a data limit for a film in the player’s Data menu.",
        })}
      </Text>
    </Paper>
  );
}
