import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Title.css";
import "@mantine/core/styles/Loader.css";
import { Loader, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { failureMessage } from "../../../lib/failure-texts.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useOrgSeats } from "../api/seats.ts";
import { BuySeatsForm, type TitleOption } from "./buy-seats-form.tsx";
import { OrgWallet } from "./org-wallet.tsx";
import { SeatBlockCard } from "./seat-block-card.tsx";

/** The organisation's wallet, buying seats, and the seats it has. */
export function SeatsPanel({
  orgId,
  orgName,
  members,
  titleOptions,
}: {
  orgId: string;
  orgName: string;
  members: { userId: string; name: string }[];
  titleOptions: TitleOption[];
}) {
  const i18n = useI18n();
  const seats = useOrgSeats(orgId);
  const [now] = useState(() => Date.now());
  if (seats.isPending) {
    return (
      <Loader
        size="sm"
        role="status"
        aria-label={i18n._({ id: "org.seats.loading", message: "Loading the seats" })}
      />
    );
  }
  if (seats.error) {
    return (
      <Text c="red.4" role="alert">
        {failureMessage(seats.error, i18n)}
      </Text>
    );
  }
  const { wallet, mine, passes, blocks } = seats.data;
  return (
    <Stack gap="lg">
      <OrgWallet orgId={orgId} orgName={orgName} wallet={wallet} mine={mine} />
      <Stack gap="xs">
        <Title order={3} size="h5">
          {i18n._({ id: "org.seats.buy", message: "Buy seats" })}
        </Title>
        <Text size="sm" c="gray.5" maw={640}>
          {i18n._({
            id: "org.seats.explain",
            message:
              "A seat gives one member a pass, or the titles you choose, for a period. You give the seats to members, and can take one back to give it to someone else.",
          })}
        </Text>
        <BuySeatsForm orgId={orgId} passes={passes} titleOptions={titleOptions} />
      </Stack>
      {blocks.length > 0 ? (
        <Stack gap="sm">
          <Title order={3} size="h5">
            {i18n._({ id: "org.seats.yours", message: "Your seats" })}
          </Title>
          {blocks.map((block) => (
            <SeatBlockCard key={block.id} orgId={orgId} block={block} members={members} now={now} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
