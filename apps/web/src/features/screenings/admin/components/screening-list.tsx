import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/SegmentedControl.css";
import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { notifications } from "../../../../lib/toasts.ts";
import { type AdminScreening, formatPrice } from "@tazama/contracts";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AdminTablePage } from "../../../../components/admin/admin-table-page.tsx";
import { useAdminScreenings, useCancelScreening } from "../../api/screening-admin.ts";
import { screeningWhen, screeningWhere } from "../../lib/format.ts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";

const failed = (title: string) => (error: Error) =>
  notifications.show({ color: "red", title, message: error.message });

/** "12 of 96 seats booked · 3 in · ₦36,000" */
export function salesText(s: AdminScreening, i18n: I18n): string {
  const revenue = s.revenue.map((r) => formatPrice(r.amount, r.currency, i18n.locale)).join(" · ");
  const values = { booked: s.booked, capacity: s.capacity, checkedIn: s.checkedIn, revenue };
  if (s.seated) {
    return revenue
      ? i18n._({
          id: "admin.screenings.sales-seats-revenue",
          message: "{booked} of {capacity} seats booked · {checkedIn} in · {revenue}",
          values,
        })
      : i18n._({
          id: "admin.screenings.sales-seats",
          message: "{booked} of {capacity} seats booked · {checkedIn} in",
          values,
        });
  }
  return revenue
    ? i18n._({
        id: "admin.screenings.sales-places-revenue",
        message: "{booked} of {capacity} places booked · {checkedIn} in · {revenue}",
        values,
      })
    : i18n._({
        id: "admin.screenings.sales-places",
        message: "{booked} of {capacity} places booked · {checkedIn} in",
        values,
      });
}

/** The upcoming or the past screenings (`?when=past`), each with its sales and door. */
export function ScreeningList({ onChanged }: { onChanged: () => unknown }) {
  const i18n = useI18n();
  const [params, setParams] = useSearchParams();
  const when = params.get("when") === "past" ? "past" : "upcoming";
  const screenings = useAdminScreenings(when);
  return (
    <AdminTablePage
      toolbar={
        <SegmentedControl
          aria-label={i18n._({ id: "admin.screenings.which", message: "Which screenings" })}
          value={when}
          data={[
            {
              value: "upcoming",
              label: i18n._({ id: "admin.screenings.upcoming", message: "Upcoming" }),
            },
            { value: "past", label: i18n._({ id: "admin.screenings.past", message: "Past" }) },
          ]}
          onChange={(value) => {
            setParams(value === "past" ? { when: "past" } : {});
          }}
        />
      }
      label={i18n._({ id: "admin.screenings.label", message: "Screenings" })}
      rows={screenings.data?.screenings ?? []}
      rowKey={(s) => s.id}
      renderItem={(s) => <ScreeningRow screening={s} onChanged={onChanged} />}
      state={{ error: screenings.error, isSuccess: screenings.isSuccess }}
      failed={i18n._({
        id: "admin.screenings.load-error",
        message: "The screenings could not be loaded.",
      })}
      empty={
        when === "past"
          ? i18n._({ id: "admin.screenings.no-past", message: "No past screenings." })
          : i18n._({ id: "admin.screenings.none-scheduled", message: "Nothing scheduled." })
      }
    />
  );
}

function ScreeningRow({
  screening: s,
  onChanged,
}: {
  screening: AdminScreening;
  onChanged: () => unknown;
}) {
  const i18n = useI18n();
  const cancel = useCancelScreening();
  const [confirming, setConfirming] = useState(false);
  const cancelled = s.status === "cancelled";
  return (
    <Paper component="li" withBorder p="sm" radius="md" bg="dark.7" aria-label={s.title.title}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={700}>{s.title.title}</Text>
            {cancelled ? (
              <Badge color="red" variant="light">
                {i18n._({ id: "admin.screenings.cancelled", message: "cancelled" })}
              </Badge>
            ) : s.onSale ? (
              <Badge color="green" variant="light">
                {i18n._({ id: "admin.screenings.on-sale", message: "on sale" })}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="gray.3">
            {screeningWhen(s.startsAt, i18n)} · {screeningWhere(s, i18n)}
          </Text>
          <Text size="sm" c="gray.4">
            {salesText(s, i18n)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Anchor component={Link} to={`/admin/screenings/${s.id}`} size="sm">
            {i18n._({
              id: "admin.screenings.bookings",
              message: "{count, plural, one {# booking} other {# bookings}}",
              values: { count: s.bookings },
            })}
          </Anchor>
          {cancelled ? null : confirming ? (
            <>
              <Button
                color="red"
                size="compact-sm"
                loading={cancel.isPending}
                onClick={() => {
                  cancel.mutate(s.id, {
                    onSuccess: ({ refunded }) => {
                      setConfirming(false);
                      onChanged();
                      notifications.show({
                        message: i18n._({
                          id: "admin.screenings.cancelled-done",
                          message:
                            "{refunded, plural, one {Cancelled. # booking refunded to the buyers' wallets.} other {Cancelled. # bookings refunded to the buyers' wallets.}}",
                          values: { refunded },
                        }),
                      });
                    },
                    onError: failed(
                      i18n._({ id: "admin.screenings.not-cancelled", message: "Not cancelled" }),
                    ),
                  });
                }}
              >
                {i18n._({
                  id: "admin.screenings.cancel-refund",
                  message: "Cancel and refund {count}",
                  values: { count: s.bookings },
                })}
              </Button>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => {
                  setConfirming(false);
                }}
              >
                {i18n._({ id: "admin.screenings.keep", message: "Keep it" })}
              </Button>
            </>
          ) : (
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => {
                setConfirming(true);
              }}
            >
              {i18n._({ id: "admin.screenings.cancel", message: "Cancel screening" })}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
