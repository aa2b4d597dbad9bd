import { Badge, Group, Stack, Text, Title } from "@mantine/core";
import { formatPrice } from "@tazama/contracts";
import { useAdminPayments } from "../api/admin-payments.ts";
import { dateFormat } from "../../../lib/i18n/date-format.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

/** A person's latest top-ups on their console page: flagged first, with why. */
export function UserTopUps({ userId }: { userId: string }) {
  const i18n = useI18n();
  const when = dateFormat(i18n, { dateStyle: "medium", timeStyle: "short" });
  const topUps = useAdminPayments({ userId, limit: 10 });
  const heading = i18n._({ id: "top-ups.heading", message: "Top-ups" });
  const rows = topUps.data?.payments ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {heading}
        {topUps.data ? ` (${topUps.data.total.toLocaleString(i18n.locale)})` : ""}
      </Title>
      {topUps.isError ? <Text c="red.4">{topUps.error.message}</Text> : null}
      {topUps.data && rows.length === 0 ? (
        <Text size="sm" c="gray.4">
          {i18n._({ id: "top-ups.none", message: "No top-up yet." })}
        </Text>
      ) : null}
      <Stack gap={4} component="ul" p={0} m={0} aria-label={heading} style={{ listStyle: "none" }}>
        {rows.map((payment) => (
          <li key={payment.reference}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={700}>
                {formatPrice(payment.amount, payment.currency, i18n.locale)}
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
