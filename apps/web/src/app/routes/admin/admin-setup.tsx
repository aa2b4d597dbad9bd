import "@mantine/core/styles/Paper.css";
import { Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { claimFirstAdmin } from "../../../features/accounts/api/user-admin.ts";
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
      <MembersOnly>{(user) => <Claim token={token} name={user.name} />}</MembersOnly>
    </Container>
  );
}

function Claim({ token, name }: { token: string; name: string }) {
  const i18n = useI18n();
  const claim = useMutation({
    mutationFn: () => claimFirstAdmin(token),
    // A full load: the whole app then knows the new role.
    onSuccess: () => {
      window.location.assign("/admin/users");
    },
  });
  return (
    <Paper withBorder p="lg" radius="md" bg="dark.7">
      <Stack gap="md">
        <Title order={1} size="h3">
          {i18n._({ id: "admin.setup.heading", message: "Become the admin" })}
        </Title>
        <Text>
          {i18n._({
            id: "admin.setup.intro",
            message:
              "This site has no admin yet. As {name}, you can become its first admin: you will run the catalogue, the money and the people from the console, and make other admins.",
            values: { name },
          })}
        </Text>
        {claim.isError ? (
          <Text c="red.4" role="alert">
            {claim.error.message}
          </Text>
        ) : null}
        <Button
          onClick={() => {
            claim.mutate();
          }}
          loading={claim.isPending || claim.isSuccess}
          disabled={token === ""}
          style={{ alignSelf: "flex-start" }}
        >
          {i18n._({ id: "admin.setup.claim", message: "Become the admin" })}
        </Button>
      </Stack>
    </Paper>
  );
}
