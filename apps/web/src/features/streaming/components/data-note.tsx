import { Progress, Text } from "@mantine/core";
import { formatBytes } from "../../../lib/format-bytes.ts";

/** Under the player while a data limit is set: how much of it this film has used. */
export function DataNote({
  used,
  limit,
  className,
}: {
  used: number;
  limit: number;
  className?: string;
}) {
  const share = Math.min(100, (used / limit) * 100);
  return (
    <div className={className} role="status" aria-label="Data used for this film">
      <Text size="sm">
        {formatBytes(used)} of {formatBytes(limit)} used
      </Text>
      <Progress value={share} size="sm" color={share >= 90 ? "red" : "orange"} aria-hidden />
    </div>
  );
}
