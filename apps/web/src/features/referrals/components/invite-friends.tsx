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
import { dateFormat } from "../../../lib/i18n/date-format.ts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

const dayOf = (i18n: I18n) => dateFormat(i18n, { day: "numeric", month: "short" });
const sum = (amounts: RewardsResponse["paid"], i18n: I18n) =>
  amounts.map((a) => money(a.amount, a.currency, i18n.locale)).join(" + ");

function friendState(
  friend: ReferralFriend,
  i18n: I18n,
): { label: string; color: string; detail: string } {
  const held = i18n._({ id: "referrals.on-hold", message: "On hold" });
  switch (friend.status) {
    case "joined":
      return {
        label: i18n._({ id: "referrals.joined", message: "Joined" }),
        color: "gray",
        detail: i18n._({ id: "referrals.no-purchase", message: "No purchase yet" }),
      };
    case "held":
      return {
        label: held,
        color: "yellow",
        detail: friend.waitingForPhone
          ? i18n._({
              id: "referrals.waits-for-phone",
              message: "Waits for them to verify their phone",
            })
          : i18n._({
              id: "referrals.yours-on",
              message: "Yours on {date}",
              values: {
                date: friend.releaseAt ? dayOf(i18n).format(new Date(friend.releaseAt)) : "",
              },
            }),
      };
    case "review":
      return {
        label: i18n._({ id: "referrals.in-review", message: "In review" }),
        color: "orange",
        detail: i18n._({ id: "referrals.checking", message: "We are checking this one" }),
      };
    case "paid":
      return {
        label: i18n._({ id: "referrals.paid", message: "Paid" }),
        color: "teal",
        detail: friend.earned
          ? `+${money(friend.earned.amount, friend.earned.currency, i18n.locale)}`
          : "",
      };
    case "cancelled":
      return {
        label: i18n._({ id: "payments.cancelled", message: "Cancelled" }),
        color: "red",
        detail: i18n._({ id: "referrals.not-eligible", message: "Refunded or not eligible" }),
      };
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
  const i18n = useI18n();
  const cash = (amount: { amount: number; currency: Currency }) =>
    money(amount.amount, amount.currency, i18n.locale);
  return (
    <SectionCard title={i18n._({ id: "referrals.heading", message: "Invite friends" })}>
      {rewards.isPending ? (
        <Loader
          size="sm"
          role="status"
          aria-label={i18n._({ id: "referrals.loading", message: "Loading your invitations" })}
        />
      ) : !data ? (
        <Text c="red">
          {i18n._({ id: "referrals.load-error", message: "We couldn’t load your invitations." })}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text>
            {i18n._({
              id: "referrals.offer",
              message:
                "Give {give}, get {get}. When a friend joins with your link and makes their first purchase, you both get wallet credit {days, plural, one {# day} other {# days}} later.",
              values: {
                give: cash(data.offer.friend),
                get: cash(data.offer.you),
                days: data.holdDays,
              },
            })}
          </Text>
          <Group gap="xs" wrap="wrap">
            {share(
              data.link,
              i18n._({
                id: "referrals.share-text",
                message:
                  "Join me on Tazama for African movies and series. We both get {amount} after your first purchase:",
                values: { amount: cash(data.offer.friend) },
              }),
            )}
            <Button
              variant="subtle"
              radius="xl"
              onClick={() => {
                clipboard.copy(data.link);
              }}
            >
              {clipboard.copied
                ? i18n._({ id: "referrals.copied", message: "Copied" })
                : i18n._({ id: "referrals.copy", message: "Copy link" })}
            </Button>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {i18n._({
              id: "referrals.your-link",
              message: "Your link: {link} · code",
              values: { link: data.link },
            })}{" "}
            <Text span ff="monospace" fw={700} c="gray.1">
              {data.code}
            </Text>
          </Text>
          {data.paid.length > 0 || data.held.length > 0 ? (
            <Group gap="lg">
              {data.paid.length > 0 ? (
                <Text fw={700}>
                  {i18n._({
                    id: "referrals.earned",
                    message: "Earned {amount}",
                    values: { amount: sum(data.paid, i18n) },
                  })}
                </Text>
              ) : null}
              {data.held.length > 0 ? (
                <Text c="dimmed">
                  {i18n._({
                    id: "referrals.held",
                    message: "On hold {amount}",
                    values: { amount: sum(data.held, i18n) },
                  })}
                </Text>
              ) : null}
            </Group>
          ) : null}
          {data.friends.length > 0 ? (
            <Stack
              gap={6}
              component="ul"
              aria-label={i18n._({ id: "referrals.friends", message: "Friends who joined" })}
              m={0}
              p={0}
            >
              {data.friends.map((friend, i) => {
                const state = friendState(friend, i18n);
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
              {i18n._({ id: "referrals.nobody", message: "Nobody has joined with your link yet." })}
            </Text>
          )}
          {data.welcome ? (
            <Text size="sm">
              {data.welcome.status === "paid"
                ? i18n._({
                    id: "referrals.welcome-paid",
                    message: "Your own welcome reward: paid into your wallet.",
                  })
                : data.welcome.status === "cancelled"
                  ? i18n._({
                      id: "referrals.welcome-cancelled",
                      message: "Your own welcome reward: cancelled.",
                    })
                  : i18n._({
                      id: "referrals.welcome-held",
                      message: "Your own welcome reward: on hold until {date}.",
                      values: { date: dayOf(i18n).format(new Date(data.welcome.releaseAt)) },
                    })}
            </Text>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}
