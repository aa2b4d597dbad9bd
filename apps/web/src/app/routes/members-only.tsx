import { Button, Text } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { ContentPage } from "../../components/ui/content-page.tsx";

/** /my-membership and /my-collection for a visitor who is not signed in. */
function MembersOnly({ title, what }: { title: string; what: string }) {
  const { pathname } = useLocation();
  return (
    <ContentPage title={title}>
      <Text>Log in to see {what}.</Text>
      <Button component={Link} to={`/login?redirect=${encodeURIComponent(pathname)}`} mt="lg">
        Log in
      </Button>
    </ContentPage>
  );
}

export const MembershipPage = () => (
  <MembersOnly title="My Membership" what="your wallet, passes and payments" />
);
export const CollectionPage = () => (
  <MembersOnly title="My Collection" what="the titles you bought and rented" />
);
