import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Title.css";
import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { BrowseButtons } from "../../components/ui/browse-buttons.tsx";
import { ContentPage } from "../../components/ui/content-page.tsx";
import { AccountSecurity } from "../../features/accounts/components/account-security.tsx";
import { MembersOnly } from "../../features/accounts/components/members-only.tsx";
import { ProfileEditor } from "../../features/accounts/components/profile-editor.tsx";
import { useViewerCurrency } from "../../features/catalogue/hooks/use-viewer-currency.ts";
import { CollectionTaste } from "./collection-taste.tsx";
import { MembershipMoney } from "./membership-money.tsx";
import { MyCollection } from "../../features/purchases/components/my-collection.tsx";
import { MyTickets } from "../../features/screenings/components/my-tickets.tsx";
import { ProfilePhone } from "./profile-phone.tsx";

/**
 * /my-membership: the profile summary, then the wallet, top-up, passes, referral code, payments,
 * and Security (password, devices).
 */
export function MembershipPage() {
  const viewerCurrency = useViewerCurrency();
  const i18n = useI18n();
  return (
    <ContentPage title={i18n._({ id: "membership.title", message: "My Membership" })}>
      <MembersOnly>
        {(user) => (
          <Stack gap="md">
            <Paper
              withBorder
              p="md"
              radius="md"
              bg="dark.7"
              aria-label={i18n._({ id: "membership.profile", message: "Your profile" })}
            >
              <ProfileEditor user={user} />
              <Title order={2} size="h5" mt="md" mb="xs">
                {i18n._({ id: "membership.phone", message: "Phone" })}
              </Title>
              <ProfilePhone user={user} />
            </Paper>
            <Text size="sm">
              <Anchor component={Link} to="/org">
                {i18n._({ id: "membership.organisations", message: "Organisations" })}
              </Anchor>{" "}
              {i18n._({
                id: "membership.organisations-text",
                message: "— give your company, school or church Tazama accounts from one list.",
              })}
            </Text>
            {user.affiliateCodeUsed ? (
              <Text c="dimmed">
                {i18n._({
                  id: "membership.joined-with",
                  message: "You joined with the code {code}.",
                  values: { code: user.affiliateCodeUsed },
                })}
              </Text>
            ) : null}
            <MembershipMoney
              viewerCurrency={viewerCurrency}
              payerPhone={user.phone_verified ? user.phone_number : null}
              verifyPhone={<ProfilePhone user={user} />}
            />
            <AccountSecurity />
          </Stack>
        )}
      </MembersOnly>
    </ContentPage>
  );
}

/** /my-collection: owned and rented titles (with countdowns) and passes, My List, viewing history. */
export function CollectionPage() {
  const i18n = useI18n();
  return (
    <ContentPage title={i18n._({ id: "collection.title", message: "My Collection" })}>
      <MembersOnly>
        {() => (
          <Stack gap="xl">
            <MyCollection
              empty={
                <>
                  <Text>
                    {i18n._({
                      id: "collection.empty",
                      message:
                        "Nothing here yet. Titles you buy or rent, and your passes, appear here.",
                    })}
                  </Text>
                  <BrowseButtons />
                </>
              }
            />
            <MyTickets />
            <CollectionTaste />
          </Stack>
        )}
      </MembersOnly>
    </ContentPage>
  );
}
