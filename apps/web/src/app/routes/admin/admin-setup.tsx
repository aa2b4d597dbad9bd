import { Container } from "@mantine/core";
import { useLocation } from "react-router";
import { FirstAdminClaim } from "../../../features/accounts/admin/components/first-admin-claim.tsx";
import { MembersOnly } from "../../../features/accounts/components/members-only.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

/** /admin/setup?token=…: the one-time link the server prints while there is no admin. */
export function FirstAdminPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "admin.setup.heading", message: "Become the admin" }));
  const token = new URLSearchParams(useLocation().search).get("token") ?? "";
  return (
    <Container size="sm" py="xl">
      <MembersOnly>{(user) => <FirstAdminClaim token={token} name={user.name} />}</MembersOnly>
    </Container>
  );
}
