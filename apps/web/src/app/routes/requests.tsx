import "@mantine/core/styles/Loader.css";
import { Loader, Stack, Text, Title } from "@mantine/core";
import type { TitleRequest } from "@tazama/contracts";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ContentPage } from "../../components/ui/content-page.tsx";
import { MembersOnly } from "../../features/accounts/components/members-only.tsx";
import { useAskForTitle, useWithdrawRequest } from "../../features/requests/api/ask-for-title.ts";
import { useMyRequests, usePopularRequests } from "../../features/requests/api/get-requests.ts";
import { RequestForm } from "../../features/requests/components/request-form.tsx";
import { RequestList } from "../../features/requests/components/request-list.tsx";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/** Withdraw on the viewer's own requests, "Me too" on the most asked for. */
function Requests() {
  const i18n = useI18n();
  const mine = useMyRequests();
  const popular = usePopularRequests();
  const withdraw = useWithdrawRequest();
  const meToo = useAskForTitle();
  const [busyId, setBusyId] = useState<number | null>(null);
  const run = (id: number, action: Promise<unknown>) => {
    setBusyId(id);
    void action.finally(() => {
      setBusyId(null);
    });
  };
  const popularNotMine = (popular.data?.items ?? []).filter((item) => !item.asked);
  const failed = withdraw.error ?? meToo.error;

  return (
    <Stack gap="xl">
      <section aria-labelledby="your-requests">
        <Title order={2} size="h3" id="your-requests" mb="sm">
          {i18n._({ id: "requests.yours", message: "Your requests" })}
        </Title>
        {mine.isPending ? (
          <Loader
            size="sm"
            aria-label={i18n._({ id: "requests.loading-yours", message: "Loading your requests" })}
            role="status"
          />
        ) : mine.data?.items.length ? (
          <RequestList
            items={mine.data.items}
            action="withdraw"
            busyId={busyId}
            onAction={(item: TitleRequest) => {
              run(item.id, withdraw.mutateAsync(item.id));
            }}
          />
        ) : (
          <Text c="dimmed">
            {i18n._({
              id: "requests.none",
              message: "Nothing yet. What you ask for shows here, with where it stands.",
            })}
          </Text>
        )}
      </section>
      {popularNotMine.length > 0 ? (
        <section aria-labelledby="most-requested">
          <Title order={2} size="h3" id="most-requested" mb="sm">
            {i18n._({ id: "requests.most-requested", message: "Most requested" })}
          </Title>
          <RequestList
            items={popularNotMine}
            action="me-too"
            busyId={busyId}
            onAction={(item: TitleRequest) => {
              run(
                item.id,
                meToo.mutateAsync({ title: item.title, kind: item.kind, year: item.year }),
              );
            }}
          />
        </section>
      ) : null}
      {failed ? (
        <Text role="alert" c="red.4">
          {failed.message ||
            i18n._({ id: "requests.failed", message: "That did not go through. Try again." })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** /requests: ask for a film or series that is not on Tazama, and follow what you asked for. */
export function RequestsPage() {
  const [params] = useSearchParams();
  const i18n = useI18n();
  return (
    <ContentPage title={i18n._({ id: "nav.request-title", message: "Request a title" })}>
      <MembersOnly>
        {() => (
          <Stack gap="xl">
            <Text c="gray.4">
              {i18n._({
                id: "requests.intro",
                message:
                  "Looking for a film or series we do not have? Tell us. When many of you ask for the same one, we go after it first, and we tell you when it arrives.",
              })}
            </Text>
            <RequestForm initialTitle={params.get("title") ?? ""} />
            <Requests />
          </Stack>
        )}
      </MembersOnly>
    </ContentPage>
  );
}
