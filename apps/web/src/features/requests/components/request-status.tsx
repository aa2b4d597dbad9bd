import "@mantine/core/styles/Badge.css";
import { Badge } from "@mantine/core";
import type { TitleRequest } from "@tazama/contracts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

const COLOR: Record<TitleRequest["status"], string> = {
  pending: "gray",
  planned: "blue",
  declined: "red",
  available: "green",
};

function statusLabel(status: TitleRequest["status"], i18n: I18n): string {
  switch (status) {
    case "pending":
      return i18n._({ id: "request.status.pending", message: "Asked" });
    case "planned":
      return i18n._({ id: "request.status.planned", message: "Coming" });
    case "declined":
      return i18n._({ id: "request.status.declined", message: "Not possible" });
    case "available":
      return i18n._({ id: "request.status.available", message: "On Tazama" });
  }
}

export function RequestStatus({ status }: { status: TitleRequest["status"] }) {
  const i18n = useI18n();
  return (
    <Badge color={COLOR[status]} variant="light" radius="sm">
      {statusLabel(status, i18n)}
    </Badge>
  );
}

/** "You and 12 others asked for this", "12 people asked for this", "You asked for this". */
export function votesLine(
  { votes, asked }: Pick<TitleRequest, "votes" | "asked">,
  i18n: I18n,
): string {
  if (!asked) {
    return i18n._({
      id: "request.votes.people",
      message: "{votes, plural, one {# person asked for this} other {# people asked for this}}",
      values: { votes },
    });
  }
  const others = votes - 1;
  if (others === 0) return i18n._({ id: "request.votes.you", message: "You asked for this" });
  return i18n._({
    id: "request.votes.you-and-others",
    message:
      "{others, plural, one {You and # other asked for this} other {You and # others asked for this}}",
    values: { others },
  });
}

/** A request's kind in words: "Film" or "Series". */
export function kindLabel(kind: TitleRequest["kind"], i18n: I18n): string {
  return kind === "series"
    ? i18n._({ id: "request.kind.series", message: "Series" })
    : i18n._({ id: "request.kind.film", message: "Film" });
}
