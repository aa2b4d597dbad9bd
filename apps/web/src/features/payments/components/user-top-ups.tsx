import { Badge, Group, Stack, Text, Title } from "@mantine/core";
import { formatPrice } from "@tazama/contracts";
import { useAdminPayments } from "../api/admin-payments.ts";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A person's latest top-ups on their console page: flagged first, with why. */
export function UserTopUps({ userId }: { userId: string }) {
  const topUps = useAdminPayments({ userId, limit: 10 });
  const rows = topUps.data?.payments ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Top-ups{topUps.data ? ` (${topUps.data.total})` : ""}
      </Title>
      {topUps.isError ? <Text c="red.4">{topUps.error.message}</Text> : null}
      {topUps.data && rows.length === 0 ? (
        <Text size="sm" c="gray.4">
          No top-up yet.
        </Text>
      ) : null}
      <Stack gap={4} component="ul" p={0} m={0} aria-label="Top-ups" style={{ listStyle: "none" }}>
        {rows.map((payment) => (
          <li key={payment.reference}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={700}>
                {formatPrice(payment.amount, payment.currency)}
              </Text>
              <Badge
                size="sm"
                variant="light"
                color={payment.status === "flagged" ? "red" : "gray"}
              >
                {payment.status}
              </Badge>
              <Text size="sm" c="gray.4">
                {payment.provider} · {when.format(new Date(payment.createdAt))}
              </Text>
            </Group>
            {payment.flagReason ? (
              <Text size="sm" c="red.3">
                {payment.flagReason}
              </Text>
            ) : null}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
