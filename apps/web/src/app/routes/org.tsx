import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Title.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Loader.css";
import { Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "../../lib/toasts.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { ContentPage } from "../../components/ui/content-page.tsx";
import { MembersOnly } from "../../features/accounts/components/members-only.tsx";
import { useAuth } from "../../features/accounts/hooks/use-auth.ts";
import { useCatalogue } from "../../features/catalogue/api/get-catalogue.ts";
import { acceptInvite, useMyOrgs } from "../../features/organisations/api/organisations.ts";
import { CreateOrgForm } from "../../features/organisations/components/create-org-form.tsx";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { OrgPanel } from "../../features/organisations/components/org-panel.tsx";
import { OrgScreenings } from "../../features/screenings/components/org-screenings.tsx";
import {
  hasInvite,
  keepInvite,
  takeInvite,
} from "../../features/organisations/lib/pending-invite.ts";

const storage = () => (typeof window === "undefined" ? null : window.localStorage);

/**
 * /org: the organisations the viewer belongs to; admins add members from a CSV, buy and give
 * seats from the organisation's wallet, and read its report. An SMS
 * invitation lands here (`/org?invite=…`): kept until the person has joined or logged in.
 */
export function OrgPage() {
  const i18n = useI18n();
  const { search } = useLocation();
  const { authUser, loading } = useAuth();
  const invited = new URLSearchParams(search).has("invite");
  useEffect(() => {
    const store = storage();
    if (store) keepInvite(search, store);
  }, [search]);
  return (
    <ContentPage title={i18n._({ id: "org.page.title", message: "Organisations" })}>
      {invited && !authUser && !loading ? (
        <Invitation />
      ) : (
        <MembersOnly>{() => <Organisations />}</MembersOnly>
      )}
    </ContentPage>
  );
}

function Invitation() {
  const i18n = useI18n();
  const back = encodeURIComponent("/org");
  return (
    <Paper withBorder p="md" radius="md" bg="dark.7" maw={560}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {i18n._({ id: "org.invite.title", message: "You are invited to Tazama" })}
        </Title>
        <Text>
          {i18n._({
            id: "org.invite.text",
            message:
              "Your organisation gives you an account to watch African movies and series. Join for free (or log in if you have an account) to accept.",
          })}
        </Text>
        <Group gap="xs">
          <Button
            component={Link}
            to={`/register?redirect=${back}`}
            radius="xl"
            color="#f5a524"
            autoContrast
          >
            {i18n._({ id: "nav.join", message: "Join for Free" })}
          </Button>
          <Button component={Link} to={`/login?redirect=${back}`} variant="default" radius="xl">
            {i18n._({ id: "nav.login", message: "Log in" })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Organisations() {
  const i18n = useI18n();
  // A kept invitation is accepted once the person is signed in (here, after joining), and the
  // list waits for it: fetched before, it would miss the organisation just joined.
  const [accepting, setAccepting] = useState(() => hasInvite(storage()));
  const mine = useMyOrgs(!accepting);
  const catalogue = useCatalogue();
  const queryClient = useQueryClient();
  useEffect(() => {
    const store = storage();
    const token = store ? takeInvite(store) : null;
    if (!token) return;
    acceptInvite(token)
      .then(
        async () => {
          notifications.show({
            color: "teal",
            message: i18n._({ id: "org.invite.joined", message: "You joined your organisation." }),
          });
          await queryClient.invalidateQueries({ queryKey: ["organisations"] });
        },
        () => {
          notifications.show({
            color: "yellow",
            message: i18n._({
              id: "org.invite.expired",
              message: "This invitation is used up or has expired.",
            }),
          });
        },
      )
      .finally(() => {
        setAccepting(false);
      });
  }, [queryClient, i18n]);
  if (accepting || mine.isPending) {
    return (
      <Loader
        role="status"
        aria-label={i18n._({ id: "org.page.loading", message: "Loading your organisations" })}
      />
    );
  }
  const list = mine.data?.organisations ?? [];
  // Titles an organisation can buy seats of: the paid ones, by name.
  const titleOptions = (catalogue.data?.content ?? [])
    .filter((item) => !item.free)
    .map((item) => ({ value: item.ref, label: `${item.title} (${String(item.year)})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Stack gap="xl">
      {list.map((org) => (
        <OrgPanel
          key={org.id}
          summary={org}
          titleOptions={titleOptions}
          screenings={(orgId) => <OrgScreenings orgId={orgId} />}
        />
      ))}
      <Stack gap="xs">
        <Title order={2} size="h4">
          {list.length > 0
            ? i18n._({ id: "org.page.start-another", message: "Start another organisation" })
            : i18n._({ id: "org.page.start-first", message: "Watch together as an organisation" })}
        </Title>
        <Text c="dimmed" maw={640}>
          {i18n._({
            id: "org.page.intro",
            message:
              "A company, school, church or NGO can give its people Tazama accounts from one list: upload a CSV of names, emails and phones, check it, and everyone gets an invitation.",
          })}
        </Text>
        <CreateOrgForm />
      </Stack>
    </Stack>
  );
}
