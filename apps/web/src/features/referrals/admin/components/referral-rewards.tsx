import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
import { Badge, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "../../../../lib/toasts.ts";
import type { AdminReferralReward } from "@tazama/contracts";
import { useState } from "react";
import {
  type RewardStatus,
  useAdminReferralRewards,
  useDecideReward,
} from "../../api/referrals-admin.ts";
import { dateFormat } from "../../../../lib/i18n/date-format.ts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import { AdminTablePage } from "../../../../components/admin/admin-table-page.tsx";
import { ListSelect, useListFilters } from "../../../../components/admin/list-filters.tsx";

const STATUSES: RewardStatus[] = ["flagged", "held", "paid", "cancelled"];

/** What each fraud rule saw, in words; a rule we have no words for shows as it is. */
function flagWords(flag: string, i18n: I18n): string {
  switch (flag) {
    case "same-email":
      return i18n._({
        id: "admin.referrals.flag.same-email",
        message: "the same email address, give or take dots and +tags",
      });
    case "disposable-email":
      return i18n._({
        id: "admin.referrals.flag.disposable-email",
        message: "the friend signed up with a throwaway email",
      });
    case "same-phone":
      return i18n._({ id: "admin.referrals.flag.same-phone", message: "the same phone number" });
    case "same-payer":
      return i18n._({
        id: "admin.referrals.flag.same-payer",
        message: "the same card or M-Pesa number paid for both",
      });
    default:
      return flag;
  }
}

/** A reward's state in words. */
function statusLabel(status: RewardStatus, i18n: I18n): string {
  switch (status) {
    case "flagged":
      return i18n._({ id: "admin.referrals.status.flagged", message: "flagged" });
    case "held":
      return i18n._({ id: "admin.referrals.status.held", message: "held" });
    case "paid":
      return i18n._({ id: "admin.referrals.status.paid", message: "paid" });
    case "cancelled":
      return i18n._({ id: "admin.referrals.status.cancelled", message: "cancelled" });
  }
}

/** "No reward is flagged.", one sentence per state. */
function emptyText(status: RewardStatus, i18n: I18n): string {
  switch (status) {
    case "flagged":
      return i18n._({ id: "admin.referrals.empty.flagged", message: "No reward is flagged." });
    case "held":
      return i18n._({ id: "admin.referrals.empty.held", message: "No reward is held." });
    case "paid":
      return i18n._({ id: "admin.referrals.empty.paid", message: "No reward is paid." });
    case "cancelled":
      return i18n._({ id: "admin.referrals.empty.cancelled", message: "No reward is cancelled." });
  }
}

function Decision({ reward }: { reward: AdminReferralReward }) {
  const i18n = useI18n();
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
                ? i18n._({
                    id: "admin.referrals.approved",
                    message: "Approved: paid to {referrer} and {referee} once the hold ends.",
                    values: { referrer: reward.referrer.name, referee: reward.referee.name },
                  })
                : i18n._({ id: "admin.referrals.rejected", message: "Rejected: nobody is paid." }),
          });
        },
        onError: (error) => {
          notifications.show({
            color: "red",
            title: i18n._({ id: "admin.referrals.not-decided", message: "Not decided" }),
            message: error.message,
          });
        },
      },
    );
  };
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <TextInput
        size="xs"
        label={i18n._({ id: "admin.referrals.why", message: "Why (kept with the decision)" })}
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
        {i18n._({ id: "admin.referrals.approve", message: "Approve" })}
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={decide.isPending && decide.variables.decision === "reject"}
        onClick={() => {
          send("reject");
        }}
      >
        {i18n._({ id: "admin.referrals.reject", message: "Reject" })}
      </Button>
    </Group>
  );
}

/** The flagged rewards' card: who invited whom, what each rule saw, and the decision. */
function RewardCard({ reward }: { reward: AdminReferralReward }) {
  const i18n = useI18n();
  const day = dateFormat(i18n, { dateStyle: "medium" });
  return (
    <Paper component="li" withBorder radius="md" p="sm" bg="dark.7">
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
            {statusLabel(reward.status, i18n)}
          </Badge>
        </Group>
        <Text size="xs" c="gray.4" style={{ overflowWrap: "anywhere" }}>
          {i18n._({
            id: "admin.referrals.summary",
            message:
              "{referrer} invited {referee} · first purchase {settled} · hold ends {release}",
            values: {
              referrer: reward.referrer.email,
              referee: reward.referee.email,
              settled: day.format(new Date(reward.settledAt)),
              release: day.format(new Date(reward.releaseAt)),
            },
          })}
        </Text>
        {reward.flags.map((flag) => (
          <Text key={flag} size="sm" c="red.3">
            {flagWords(flag, i18n)}
          </Text>
        ))}
        {reward.note ? (
          <Text size="xs" c="gray.4">
            {i18n._({
              id: "admin.note",
              message: "Note: {note}",
              values: { note: reward.note },
            })}
          </Text>
        ) : null}
        {reward.status === "flagged" ? <Decision reward={reward} /> : null}
      </Stack>
    </Paper>
  );
}

/** Rewards a fraud rule held back, with why, by status (flagged first); approve or reject each. */
export function ReferralRewards() {
  const i18n = useI18n();
  const filters = useListFilters([], "");
  const status = STATUSES.find((s) => s === filters.params.get("status")) ?? "flagged";
  const rewards = useAdminReferralRewards(status);
  return (
    <AdminTablePage
      toolbar={
        <ListSelect
          filters={filters}
          name="status"
          label={i18n._({ id: "admin.referrals.status", message: "Status" })}
          options={STATUSES.map((s) => ({
            value: s === "flagged" ? "" : s,
            label:
              s === "flagged"
                ? i18n._({
                    id: "admin.referrals.flagged-to-decide",
                    message: "flagged (to decide)",
                  })
                : statusLabel(s, i18n),
          }))}
        />
      }
      label={i18n._({ id: "admin.referrals.label", message: "Referral rewards" })}
      rows={rewards.data?.rewards ?? []}
      rowKey={(reward) => reward.id}
      renderItem={(reward) => <RewardCard reward={reward} />}
      state={{ error: rewards.error, isSuccess: rewards.data !== undefined }}
      empty={emptyText(status, i18n)}
    />
  );
}
