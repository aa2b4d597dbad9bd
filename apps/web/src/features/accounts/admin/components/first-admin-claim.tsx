import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Loader.css";
import { Anchor, Button, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { Link } from "react-router";
import { claimFirstAdmin, useFirstAdminLink } from "../../api/user-admin.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";

/**
 * The link's page: the server says first whether the link still works (issue 42 §11), so a spent
 * or stale link says so at once, with no button to press.
 */
export function FirstAdminClaim({ token, name }: { token: string; name: string }) {
  const i18n = useI18n();
  const link = useFirstAdminLink(token);
  const claim = useMutation({
    mutationFn: () => claimFirstAdmin(token),
    // A full load: the whole app then knows the new role.
    onSuccess: () => {
      window.location.assign("/admin/users");
    },
    // Refused: someone else may have been first; the page then says what the link is now.
    onError: () => link.refetch(),
  });
  const state = token === "" ? "expired" : link.data?.state;
  let body;
  if (state === "open") {
    body = (
      <>
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
          style={{ alignSelf: "flex-start" }}
        >
          {i18n._({ id: "admin.setup.claim", message: "Become the admin" })}
        </Button>
      </>
    );
  } else if (state === "used") {
    body = (
      <Text role="status">
        {i18n._({
          id: "admin.setup.used",
          message:
            "This link has been used: the site has its admin. If you need a role in the console, ask an admin.",
        })}{" "}
        <Anchor component={Link} to="/">
          {i18n._({ id: "admin.setup.home", message: "Go to the home page" })}
        </Anchor>
      </Text>
    );
  } else if (state === "expired") {
    body = (
      <Text role="status">
        {i18n._({
          id: "admin.setup.expired",
          message:
            "This setup link is out of date: the server prints a new one each time it starts while the site has no admin. Use the latest link from its log.",
        })}
      </Text>
    );
  } else if (link.isError) {
    body = (
      <Text c="red.4" role="alert">
        {link.error.message}
      </Text>
    );
  } else {
    body = (
      <Loader
        role="status"
        aria-label={i18n._({ id: "admin.setup.checking", message: "Checking the link" })}
      />
    );
  }
  return (
    <Paper withBorder p="lg" radius="md" bg="dark.7">
      <Stack gap="md">
        <Title order={1} size="h3">
          {i18n._({ id: "admin.setup.heading", message: "Become the admin" })}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
