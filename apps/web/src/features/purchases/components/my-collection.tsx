import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Loader.css";
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import type { EntitlementView } from "@tazama/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { usePurchases } from "../api/get-purchases.ts";
import { useNow } from "../../../lib/use-now.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { expiryText, rentalCountdown } from "../lib/countdown.ts";

/**
 * My Collection: owned titles, rentals with a live countdown (or expired), passes. Empty: `empty`
 * (a way to browse). The countdown runs on the server's clock, corrected for the device's skew.
 */
export function MyCollection({ empty }: { empty: ReactNode }) {
  const purchases = usePurchases();
  const now = useNow(1_000);
  const i18n = useI18n();
  if (purchases.isPending) return <Loader aria-label="Loading your collection" role="status" />;
  if (purchases.isError) return <Text c="red">We couldn’t load your collection. Try again.</Text>;
  const { owned, rented, passes } = purchases.data;
  if (owned.length + rented.length + passes.length === 0) return <>{empty}</>;
  const skew = Date.parse(purchases.data.now) - purchases.dataUpdatedAt;
  const serverNow = now + (Number.isFinite(skew) ? skew : 0);
  return (
    <Stack gap="xl">
      {owned.length > 0 ? (
        <Shelf title="Owned">
          {owned.map((e) => (
            <TitleRow
              key={e.id}
              entitlement={e}
              status={
                <Text size="sm" c="dimmed">
                  Yours to keep
                </Text>
              }
            />
          ))}
        </Shelf>
      ) : null}
      {rented.length > 0 ? (
        <Shelf title="Rented">
          {rented.map((e) => {
            const countdown = rentalCountdown(e, serverNow, i18n);
            return (
              <TitleRow
                key={e.id}
                entitlement={e}
                expired={countdown.expired}
                status={
                  countdown.expired ? (
                    <Badge color="gray" variant="light">
                      Rental expired
                    </Badge>
                  ) : (
                    <Text
                      size="sm"
                      c="yellow.4"
                      role="timer"
                      aria-label={`${e.title ?? "Rental"}: ${countdown.text}`}
                    >
                      {countdown.text}
                    </Text>
                  )
                }
              />
            );
          })}
        </Shelf>
      ) : null}
      {passes.length > 0 ? (
        <Shelf title="Passes">
          {passes.map((p) => (
            <Paper key={p.id} withBorder p="sm" radius="md" bg="dark.7">
              <Group justify="space-between">
                <Text fw={700}>{p.pass?.name ?? "Pass"}</Text>
                {p.state === "expired" ? (
                  <Badge color="gray" variant="light">
                    Expired
                  </Badge>
                ) : (
                  <Text size="sm" c="dimmed">
                    {expiryText(p.expiresAt, i18n)}
                  </Text>
                )}
              </Group>
            </Paper>
          ))}
        </Shelf>
      ) : null}
    </Stack>
  );
}

function Shelf({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </section>
  );
}

function TitleRow({
  entitlement,
  status,
  expired = false,
}: {
  entitlement: EntitlementView;
  status: ReactNode;
  expired?: boolean;
}) {
  const ref = entitlement.ref ?? "";
  return (
    <Paper withBorder p="sm" radius="md" bg="dark.7" opacity={expired ? 0.7 : 1}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            <Link to={`/view/${encodeURIComponent(ref)}`} style={{ color: "inherit" }}>
              {entitlement.title ?? ref}
            </Link>
          </Text>
          {status}
        </div>
        {expired ? (
          <Button
            component={Link}
            to={`/view/${encodeURIComponent(ref)}`}
            variant="default"
            radius="xl"
            size="sm"
            style={{ flexShrink: 0 }}
          >
            Rent again
          </Button>
        ) : (
          <Button
            component={Link}
            to={`/watch/${encodeURIComponent(ref)}`}
            radius="xl"
            size="sm"
            color="#f5a524"
            autoContrast
            style={{ flexShrink: 0 }}
          >
            Play
          </Button>
        )}
      </Group>
    </Paper>
  );
}
