import "@mantine/core/styles/Badge.css";
import { Badge } from "@mantine/core";
import type { TitleRequest } from "@tazama/contracts";

const LOOK: Record<TitleRequest["status"], { label: string; color: string }> = {
  pending: { label: "Asked", color: "gray" },
  planned: { label: "Coming", color: "blue" },
  declined: { label: "Not possible", color: "red" },
  available: { label: "On Tazama", color: "green" },
};

export function RequestStatus({ status }: { status: TitleRequest["status"] }) {
  const { label, color } = LOOK[status];
  return (
    <Badge color={color} variant="light" radius="sm">
      {label}
    </Badge>
  );
}

/** "You and 12 others asked for this", "12 people asked for this", "You asked for this". */
export function votesLine({ votes, asked }: Pick<TitleRequest, "votes" | "asked">): string {
  const others = asked ? votes - 1 : votes;
  const people = (n: number) => `${n} ${n === 1 ? "other" : "others"}`;
  if (asked)
    return others === 0 ? "You asked for this" : `You and ${people(others)} asked for this`;
  return `${votes} ${votes === 1 ? "person" : "people"} asked for this`;
}
