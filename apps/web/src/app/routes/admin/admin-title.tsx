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
  const title = useAdminTitle(useDetailId());
  usePageTitle(title.data ? `${title.data.title} · Admin` : "Title · Admin");
  return (
    <DetailFrame back={{ to: "/admin/titles", label: "Titles" }} query={title}>
      {/* Keyed by ref: the forms start from this title's saved values. */}
      {(data) => <Editor key={data.ref} title={data} />}
    </DetailFrame>
  );
}

const MOVES: Record<TitleStatus, { to: TitleStatus; label: string; done: string }[]> = {
  draft: [{ to: "published", label: "Publish", done: "Published: viewers see it now." }],
  published: [{ to: "withdrawn", label: "Withdraw", done: "Withdrawn: viewers no longer see it." }],
  withdrawn: [
    { to: "published", label: "Publish again", done: "Published: viewers see it now." },
    { to: "draft", label: "Back to draft", done: "Back to draft." },
  ],
};

function Editor({ title }: { title: AdminTitle }) {
  const refreshAudit = useRefreshAudit();
  const update = useUpdateTitle(title.ref, refreshAudit);
  const setPrices = useSetTitlePrices(title.ref, refreshAudit);
  const failed = (error: Error) =>
    notifications.show({ color: "red", title: "Not saved", message: error.message });

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
              View on the site
            </Button>
          ) : null}
          {MOVES[title.status].map((move) => (
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
            Details
          </Title>
          <TitleFieldsForm
            initial={title}
            withFree
            submitLabel="Save details"
            busy={update.isPending && update.variables.status === undefined}
            onSubmit={(fields) => {
              update.mutate(fields, {
                onSuccess: () => notifications.show({ message: "Details saved." }),
                onError: failed,
              });
            }}
          />
        </Paper>
        <Stack gap="lg">
          <Paper withBorder p="md" radius="md" bg="dark.7">
            <Title order={3} size="h5" mb={4}>
              Prices
            </Title>
            <Text size="sm" c="gray.4" mb="sm">
              Buy and rent, per currency. Leave a currency empty to not sell in it.
            </Text>
            <TitlePricesForm
              title={title}
              busy={setPrices.isPending}
              onSave={(prices) => {
                setPrices.mutate(
                  { prices },
                  {
                    onSuccess: () => notifications.show({ message: "Prices saved." }),
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
          What admins did
        </Title>
        <AuditTable targetId={title.ref} pageSize={10} />
      </Stack>
    </>
  );
}
