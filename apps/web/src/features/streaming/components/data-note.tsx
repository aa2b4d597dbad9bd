import { Progress, Text } from "@mantine/core";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

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
  const i18n = useI18n();
  return (
    <div
      className={className}
      role="status"
      aria-label={i18n._({ id: "player.data-film", message: "Data used for this film" })}
    >
      <Text size="sm">
        {i18n._({
          id: "player.data-of",
          message: "{used} of {limit} used",
          values: { used: formatBytes(used, i18n), limit: formatBytes(limit, i18n) },
        })}
      </Text>
      <Progress value={share} size="sm" color={share >= 90 ? "red" : "orange"} aria-hidden />
    </div>
  );
}
