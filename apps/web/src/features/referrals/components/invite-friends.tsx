import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Loader.css";
import { Badge, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useClipboard } from "@mantine/hooks";
import type { Currency, ReferralFriend, RewardsResponse } from "@tazama/contracts";
import type { ReactNode } from "react";
import { SectionCard } from "../../../components/ui/section-card.tsx";
import { money } from "../../../lib/checkout/money-format.ts";
import { useRewards } from "../api/get-rewards.ts";

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });
const sum = (amounts: RewardsResponse["paid"]) =>
  amounts.map((a) => money(a.amount, a.currency)).join(" + ");

function friendState(friend: ReferralFriend): { label: string; color: string; detail: string } {
  const on = friend.releaseAt ? day.format(new Date(friend.releaseAt)) : "";
  switch (friend.status) {
    case "joined":
      return { label: "Joined", color: "gray", detail: "No purchase yet" };
    case "held":
      return friend.waitingForPhone
        ? { label: "On hold", color: "yellow", detail: "Waits for them to verify their phone" }
        : { label: "On hold", color: "yellow", detail: `Yours on ${on}` };
    case "review":
      return { label: "In review", color: "orange", detail: "We are checking this one" };
    case "paid":
      return {
        label: "Paid",
        color: "teal",
        detail: friend.earned ? `+${money(friend.earned.amount, friend.earned.currency)}` : "",
      };
    case "cancelled":
      return { label: "Cancelled", color: "red", detail: "Refunded or not eligible" };
  }
}

/**
 * "Invite friends" (issue 17): the share link (system share sheet on phones, `share` is the
 * button), the offer for both sides, and each friend who joined with where their reward stands.
 */
export function InviteFriends({
  currency,
  share,
}: {
  currency: Currency;
  share: (link: string, text: string) => ReactNode;
}) {
  const rewards = useRewards(currency);
  const clipboard = useClipboard({ timeout: 2_000 });
  const data = rewards.data;
  return (
    <SectionCard title="Invite friends">
      {rewards.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading your invitations" />
      ) : !data ? (
        <Text c="red">We couldn’t load your invitations.</Text>
      ) : (
        <Stack gap="sm">
          <Text>
            Give {money(data.offer.friend.amount, data.offer.friend.currency)}, get{" "}
            {money(data.offer.you.amount, data.offer.you.currency)}. When a friend joins with your
            link and makes their first purchase, you both get wallet credit {data.holdDays} days
            later.
          </Text>
          <Group gap="xs" wrap="wrap">
            {share(
              data.link,
              `Join me on Tazama for African movies and series. We both get ${money(data.offer.friend.amount, data.offer.friend.currency)} after your first purchase:`,
            )}
            <Button
              variant="subtle"
              radius="xl"
              onClick={() => {
                clipboard.copy(data.link);
              }}
            >
              {clipboard.copied ? "Copied" : "Copy link"}
            </Button>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            Your link: {data.link} · code{" "}
            <Text span ff="monospace" fw={700} c="gray.1">
              {data.code}
            </Text>
          </Text>
          {data.paid.length > 0 || data.held.length > 0 ? (
            <Group gap="lg">
              {data.paid.length > 0 ? <Text fw={700}>Earned {sum(data.paid)}</Text> : null}
              {data.held.length > 0 ? <Text c="dimmed">On hold {sum(data.held)}</Text> : null}
            </Group>
          ) : null}
          {data.friends.length > 0 ? (
            <Stack gap={6} component="ul" aria-label="Friends who joined" m={0} p={0}>
              {data.friends.map((friend, i) => {
                const state = friendState(friend);
                return (
                  <Group
                    key={`${friend.joinedAt}-${String(i)}`}
                    component="li"
                    justify="space-between"
                    wrap="nowrap"
                    style={{ listStyle: "none" }}
                  >
                    <Text truncate>{friend.name}</Text>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" c="dimmed">
                        {state.detail}
                      </Text>
                      <Badge color={state.color} variant="light">
                        {state.label}
                      </Badge>
                    </Group>
                  </Group>
                );
              })}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              Nobody has joined with your link yet.
            </Text>
          )}
          {data.welcome ? (
            <Text size="sm">
              Your own welcome reward:{" "}
              {data.welcome.status === "paid"
                ? "paid into your wallet."
                : data.welcome.status === "cancelled"
                  ? "cancelled."
                  : `on hold until ${day.format(new Date(data.welcome.releaseAt))}.`}
            </Text>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}
