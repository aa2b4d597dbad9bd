import "@mantine/core/styles/Paper.css";
import { Code, Paper, Stack, Text } from "@mantine/core";
import { BrowseButtons } from "../../components/ui/browse-buttons.tsx";
import { ContentPage } from "../../components/ui/content-page.tsx";
import { MembersOnly } from "../../features/accounts/components/members-only.tsx";

/** /my-membership: the profile summary and own affiliate code; wallet and passes come later. */
export function MembershipPage() {
  return (
    <ContentPage title="My Membership">
      <MembersOnly>
        {(user) => (
          <Stack gap="md">
            <Paper withBorder p="md" radius="md" bg="dark.7" aria-label="Your profile">
              <Text fw={700}>{user.name}</Text>
              <Text c="dimmed">{user.email}</Text>
              {user.phone_number ? <Text c="dimmed">{user.phone_number}</Text> : null}
            </Paper>
            <Text>
              Your affiliate code: <Code fz="md">{user.affiliateCode}</Code>. Share it: whoever
              joins with it is linked to you.
            </Text>
            {user.affiliateCodeUsed ? (
              <Text c="dimmed">You joined with the code {user.affiliateCodeUsed}.</Text>
            ) : null}
            <Text c="dimmed">
              Your wallet, passes and payments will appear here when they open.
            </Text>
          </Stack>
        )}
      </MembersOnly>
    </ContentPage>
  );
}

/** /my-collection: the titles bought and rented appear here once purchases open. */
export function CollectionPage() {
  return (
    <ContentPage title="My Collection">
      <MembersOnly>
        {() => (
          <>
            <Text>The titles you buy and rent will appear here when purchases open.</Text>
            <BrowseButtons />
          </>
        )}
      </MembersOnly>
    </ContentPage>
  );
}
