import "@mantine/core/styles/Paper.css";
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { AdminTitle, TitleStatus } from "@tazama/contracts";
import { Link } from "react-router";
import { useRefreshAudit } from "../../../features/audit/api/audit.ts";
import { AuditTable } from "../../../features/audit/components/audit-table.tsx";
import {
  useAdminTitle,
  useSetTitlePrices,
  useUpdateTitle,
} from "../../../features/catalogue/api/title-admin.ts";
import { TitleMedia } from "../../../features/media/components/title-media.tsx";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { StatusBadge } from "./admin-titles.tsx";
import { DetailFrame, useDetailId } from "./detail-frame.tsx";
import { SeriesPanel } from "./series-panel.tsx";
import { TitleArtwork } from "./title-artwork.tsx";
import { TitleCreditsForm } from "./title-credits-form.tsx";
import { TitleFieldsForm } from "./title-fields-form.tsx";
import { TitlePricesForm } from "./title-prices-form.tsx";

/** /admin/titles/:ref: edit a title, price it, publish or withdraw it; what admins did to it. */
export function AdminTitlePage() {
  const i18n = useI18n();
  const title = useAdminTitle(useDetailId());
  usePageTitle(
    title.data
      ? i18n._({
          id: "admin.title.page-title-named",
          message: "{title} · Admin",
          values: { title: title.data.title },
        })
      : i18n._({ id: "admin.title.page-title", message: "Title · Admin" }),
  );
  return (
    <DetailFrame
      back={{ to: "/admin/titles", label: i18n._({ id: "admin.nav.titles", message: "Titles" }) }}
      query={title}
    >
      {/* Keyed by ref: the forms start from this title's saved values. */}
      {(data) => <Editor key={data.ref} title={data} />}
    </DetailFrame>
  );
}

function moves(
  status: TitleStatus,
  i18n: I18n,
): { to: TitleStatus; label: string; done: string }[] {
  const published = i18n._({
    id: "admin.title.published-done",
    message: "Published: viewers see it now.",
  });
  switch (status) {
    case "draft":
      return [
        {
          to: "published",
          label: i18n._({ id: "admin.title.publish", message: "Publish" }),
          done: published,
        },
      ];
    case "published":
      return [
        {
          to: "withdrawn",
          label: i18n._({ id: "admin.title.withdraw", message: "Withdraw" }),
          done: i18n._({
            id: "admin.title.withdrawn-done",
            message: "Withdrawn: viewers no longer see it.",
          }),
        },
      ];
    case "withdrawn":
      return [
        {
          to: "published",
          label: i18n._({ id: "admin.title.publish-again", message: "Publish again" }),
          done: published,
        },
        {
          to: "draft",
          label: i18n._({ id: "admin.title.back-to-draft", message: "Back to draft" }),
          done: i18n._({ id: "admin.title.back-to-draft-done", message: "Back to draft." }),
        },
      ];
  }
}

function Editor({ title }: { title: AdminTitle }) {
  const i18n = useI18n();
  const refreshAudit = useRefreshAudit();
  const update = useUpdateTitle(title.ref, refreshAudit);
  const setPrices = useSetTitlePrices(title.ref, refreshAudit);
  const failed = (error: Error) =>
    notifications.show({
      color: "red",
      title: i18n._({ id: "admin.not-saved", message: "Not saved" }),
      message: error.message,
    });

  return (
    <>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm" align="center">
          <Title order={2}>{title.title}</Title>
          <StatusBadge status={title.status} />
        </Group>
        <Group gap="xs">
          {title.status === "published" ? (
            <Button component={Link} to={`/view/${encodeURIComponent(title.ref)}`} variant="subtle">
              {i18n._({ id: "admin.title.view-on-site", message: "View on the site" })}
            </Button>
          ) : null}
          {moves(title.status, i18n).map((move) => (
            <Button
              key={move.to}
              variant={move.to === "published" ? "filled" : "default"}
              loading={update.isPending && update.variables.status === move.to}
              onClick={() => {
                update.mutate(
                  { status: move.to },
                  {
                    onSuccess: () => notifications.show({ message: move.done }),
                    onError: failed,
                  },
                );
              }}
            >
              {move.label}
            </Button>
          ))}
        </Group>
      </Group>
      {title.seriesRef ? <SeriesPanel episode={title} onChanged={refreshAudit} /> : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Paper withBorder p="md" radius="md" bg="dark.7" style={{ alignSelf: "start" }}>
          <Title order={3} size="h5" mb="sm">
            {i18n._({ id: "admin.title.details", message: "Details" })}
          </Title>
          <TitleFieldsForm
            initial={title}
            withFree
            submitLabel={i18n._({ id: "admin.title.save-details", message: "Save details" })}
            busy={update.isPending && update.variables.status === undefined}
            onSubmit={(fields) => {
              update.mutate(fields, {
                onSuccess: () =>
                  notifications.show({
                    message: i18n._({ id: "admin.title.details-saved", message: "Details saved." }),
                  }),
                onError: failed,
              });
            }}
          />
        </Paper>
        <Stack gap="lg">
          <Paper withBorder p="md" radius="md" bg="dark.7">
            <Title order={3} size="h5" mb={4}>
              {i18n._({ id: "admin.title.prices", message: "Prices" })}
            </Title>
            <Text size="sm" c="gray.4" mb="sm">
              {i18n._({
                id: "admin.title.prices-help",
                message: "Buy and rent, per currency. Leave a currency empty to not sell in it.",
              })}
            </Text>
            <TitlePricesForm
              title={title}
              busy={setPrices.isPending}
              onSave={(prices) => {
                setPrices.mutate(
                  { prices },
                  {
                    onSuccess: () =>
                      notifications.show({
                        message: i18n._({
                          id: "admin.title.prices-saved",
                          message: "Prices saved.",
                        }),
                      }),
                    onError: failed,
                  },
                );
              }}
            />
          </Paper>
          <TitleArtwork title={title} onChanged={refreshAudit} />
          <TitleCreditsForm title={title} onChanged={refreshAudit} />
          <TitleMedia titleRef={title.ref} />
        </Stack>
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {i18n._({ id: "admin.what-admins-did", message: "What admins did" })}
        </Title>
        <AuditTable targetId={title.ref} pageSize={10} />
      </Stack>
    </>
  );
}
