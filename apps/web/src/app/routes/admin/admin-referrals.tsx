import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
import { Badge, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { AdminReferralReward } from "@tazama/contracts";
import { useState } from "react";
import {
  type RewardStatus,
  useAdminReferralRewards,
  useDecideReward,
} from "../../../features/referrals/api/referrals-admin.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ListSelect, useListFilters } from "./list-filters.tsx";

const STATUSES: RewardStatus[] = ["flagged", "held", "paid", "cancelled"];
/** What each fraud rule saw, in words. */
const FLAG_WORDS: Record<string, string> = {
  "same-email": "the same email address, give or take dots and +tags",
  "disposable-email": "the friend signed up with a throwaway email",
  "same-phone": "the same phone number",
  "same-payer": "the same card or M-Pesa number paid for both",
};
const day = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

function Decision({ reward }: { reward: AdminReferralReward }) {
  const decide = useDecideReward();
  const [note, setNote] = useState("");
  const send = (decision: "approve" | "reject") => {
    decide.mutate(
      { id: reward.id, decision, note: note.trim() || undefined },
      {
        onSuccess: () => {
          notifications.show({
            message:
              decision === "approve"
                ? `Approved: paid to ${reward.referrer.name} and ${reward.referee.name} once the hold ends.`
                : "Rejected: nobody is paid.",
          });
        },
        onError: (error) => {
          notifications.show({ color: "red", title: "Not decided", message: error.message });
        },
      },
    );
  };
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <TextInput
        size="xs"
        label="Why (kept with the decision)"
        value={note}
        style={{ flex: "1 1 220px" }}
        onChange={(event) => {
          setNote(event.currentTarget.value);
        }}
      />
      <Button
        size="xs"
        loading={decide.isPending && decide.variables.decision === "approve"}
        onClick={() => {
          send("approve");
        }}
      >
        Approve
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={decide.isPending && decide.variables.decision === "reject"}
        onClick={() => {
          send("reject");
        }}
      >
        Reject
      </Button>
    </Group>
  );
}

/** /admin/referrals: rewards a fraud rule held back, with why; approve or reject each. */
export function AdminReferralsPage() {
  usePageTitle("Referral rewards · Admin");
  const filters = useListFilters([], "");
  const status = STATUSES.find((s) => s === filters.params.get("status")) ?? "flagged";
  const rewards = useAdminReferralRewards(status);
  const list = rewards.data?.rewards;
  return (
    <Stack gap="md">
      <Group>
        <ListSelect
          filters={filters}
          name="status"
          label="Status"
          options={STATUSES.map((s) => ({
            value: s === "flagged" ? "" : s,
            label: s === "flagged" ? "flagged (to decide)" : s,
          }))}
        />
      </Group>
      {rewards.error ? <Text c="red.4">{rewards.error.message}</Text> : null}
      {list && list.length === 0 ? <Text c="gray.4">No reward is {status}.</Text> : null}
      <Stack
        gap="sm"
        component="ul"
        aria-label="Referral rewards"
        p={0}
        m={0}
        style={{ listStyle: "none" }}
      >
        {list?.map((reward) => (
          <Paper key={reward.id} component="li" withBorder radius="md" p="sm" bg="dark.7">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fw={600}>
                  {reward.referrer.name} → {reward.referee.name}
                </Text>
                <Badge
                  color={reward.status === "flagged" ? "red" : "gray"}
                  variant="light"
                  style={{ minWidth: "max-content" }}
                >
                  {reward.status}
                </Badge>
              </Group>
              <Text size="xs" c="gray.4" style={{ overflowWrap: "anywhere" }}>
                {reward.referrer.email} invited {reward.referee.email} · first purchase{" "}
                {day.format(new Date(reward.settledAt))} · hold ends{" "}
                {day.format(new Date(reward.releaseAt))}
              </Text>
              {reward.flags.map((flag) => (
                <Text key={flag} size="sm" c="red.3">
                  {FLAG_WORDS[flag] ?? flag}
                </Text>
              ))}
              {reward.note ? (
                <Text size="xs" c="gray.4">
                  Note: {reward.note}
                </Text>
              ) : null}
              {reward.status === "flagged" ? <Decision reward={reward} /> : null}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
