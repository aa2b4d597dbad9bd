import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/SegmentedControl.css";
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type AdminScreening, formatPrice } from "@tazama/contracts";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useRefreshAudit } from "../../../features/audit/api/audit.ts";
import { AuditTable } from "../../../features/audit/components/audit-table.tsx";
import {
  useAdminScreenings,
  useCancelScreening,
  useScheduleScreening,
} from "../../../features/screenings/api/screening-admin.ts";
import { screeningWhen, screeningWhere } from "../../../features/screenings/lib/format.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ScreeningForm } from "./screening-form.tsx";

const failed = (title: string) => (error: Error) =>
  notifications.show({ color: "red", title, message: error.message });

/** "12 of 96 seats booked · 3 in · ₦36,000" */
export function salesText(s: AdminScreening): string {
  const noun = s.seated ? "seats" : "places";
  const revenue = s.revenue.map((r) => formatPrice(r.amount, r.currency)).join(" · ");
  return `${s.booked} of ${s.capacity} ${noun} booked · ${s.checkedIn} in${revenue ? ` · ${revenue}` : ""}`;
}

/**
 * /admin/screenings: schedule a screening; the upcoming and past ones with their sales and door;
 * each one's bookings; cancel one (every booking refunded to its buyer's wallet).
 */
export function AdminScreeningsPage() {
  usePageTitle("Screenings · Admin");
  const [params, setParams] = useSearchParams();
  const when = params.get("when") === "past" ? "past" : "upcoming";
  const screenings = useAdminScreenings(when);
  const refreshAudit = useRefreshAudit();
  const schedule = useScheduleScreening();
  const [made, setMade] = useState(0);
  const [open, setOpen] = useState(false);
  const list = screenings.data?.screenings ?? [];
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" bg="dark.7">
        <Group justify="space-between" align="center">
          <Title order={2} size="h5">
            New screening
          </Title>
          {open ? null : (
            <Button
              size="compact-md"
              onClick={() => {
                setOpen(true);
              }}
            >
              Schedule a screening
            </Button>
          )}
        </Group>
        {open ? (
          <Stack mt="sm">
            <ScreeningForm
              key={made}
              busy={schedule.isPending}
              onSave={(body) => {
                schedule.mutate(body, {
                  onSuccess: (s) => {
                    setMade((n) => n + 1);
                    setOpen(false);
                    void refreshAudit();
                    notifications.show({
                      message: `${s.title.title} is scheduled for ${screeningWhen(s.startsAt)}.`,
                    });
                  },
                  onError: failed("Not scheduled"),
                });
              }}
            />
          </Stack>
        ) : null}
      </Paper>
      <SegmentedControl
        aria-label="Which screenings"
        value={when}
        data={[
          { value: "upcoming", label: "Upcoming" },
          { value: "past", label: "Past" },
        ]}
        onChange={(value) => {
          setParams(value === "past" ? { when: "past" } : {});
        }}
        style={{ alignSelf: "flex-start" }}
      />
      {screenings.isError ? <Text c="red.4">The screenings could not be loaded.</Text> : null}
      {screenings.isSuccess && list.length === 0 ? (
        <Text c="gray.4">{when === "past" ? "No past screenings." : "Nothing scheduled."}</Text>
      ) : null}
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: "none" }}
        aria-label="Screenings"
      >
        {list.map((s) => (
          <ScreeningRow key={s.id} screening={s} onChanged={refreshAudit} />
        ))}
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h5">
          What admins did
        </Title>
        <AuditTable action="screening" pageSize={10} />
      </Stack>
    </Stack>
  );
}

function ScreeningRow({
  screening: s,
  onChanged,
}: {
  screening: AdminScreening;
  onChanged: () => unknown;
}) {
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
                cancelled
              </Badge>
            ) : s.onSale ? (
              <Badge color="green" variant="light">
                on sale
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="gray.3">
            {screeningWhen(s.startsAt)} · {screeningWhere(s)}
          </Text>
          <Text size="sm" c="gray.4">
            {salesText(s)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Anchor component={Link} to={`/admin/screenings/${s.id}`} size="sm">
            {s.bookings} {s.bookings === 1 ? "booking" : "bookings"}
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
                        message: `Cancelled. ${refunded} ${refunded === 1 ? "booking" : "bookings"} refunded to the buyers' wallets.`,
                      });
                    },
                    onError: failed("Not cancelled"),
                  });
                }}
              >
                Cancel and refund {s.bookings}
              </Button>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => {
                  setConfirming(false);
                }}
              >
                Keep it
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
              Cancel screening
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
