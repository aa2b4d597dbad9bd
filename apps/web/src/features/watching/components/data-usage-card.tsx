import { Paper, Text } from "@mantine/core";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { useDataUsage } from "../api/get-data-usage.ts";

const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" });

/** My Membership: what watching cost in data this month, as the players counted it. */
export function DataUsageCard() {
  const usage = useDataUsage();
  if (!usage.data) return null;
  const month = MONTH.format(new Date(`${usage.data.month}-01T00:00:00Z`));
  return (
    <Paper withBorder p="md" radius="md" bg="dark.7" component="section" aria-label="Data used">
      <Text c="dimmed" size="sm">
        Video data used in {month}
      </Text>
      <Text fz={24} fw={700} data-testid="data-used">
        {formatBytes(usage.data.bytes)}
      </Text>
      <Text size="xs" c="dimmed">
        Counted by the player on your devices. Set a data limit for a film in the player’s Data
        menu.
      </Text>
    </Paper>
  );
}
