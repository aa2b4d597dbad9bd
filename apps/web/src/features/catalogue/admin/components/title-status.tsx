import { Badge } from "@mantine/core";
import type { TitleStatus } from "@tazama/contracts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";

/** A title's state in words. */
export function statusLabel(status: TitleStatus, i18n: I18n): string {
  switch (status) {
    case "draft":
      return i18n._({ id: "admin.title.status.draft", message: "Draft" });
    case "published":
      return i18n._({ id: "admin.title.status.published", message: "Published" });
    case "withdrawn":
      return i18n._({ id: "admin.title.status.withdrawn", message: "Withdrawn" });
  }
}
const STATUS_COLORS: Record<TitleStatus, string> = {
  draft: "yellow",
  published: "green",
  withdrawn: "gray",
};

export function StatusBadge({ status }: { status: TitleStatus }) {
  const i18n = useI18n();
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      style={{ flexShrink: 0, minWidth: "max-content" }}
    >
      {statusLabel(status, i18n)}
    </Badge>
  );
}
