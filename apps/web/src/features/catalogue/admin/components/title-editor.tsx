import "@mantine/core/styles/Paper.css";
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { notifications } from "../../../../lib/toasts.ts";
import type { AdminTitle, TitleStatus } from "@tazama/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSetTitlePrices, useUpdateTitle } from "../../api/title-admin.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import { StatusBadge } from "./title-status.tsx";
import { SeriesPanel } from "./series-panel.tsx";
import { TitleArtwork } from "./title-artwork.tsx";
import { TitleCreditsForm } from "./title-credits-form.tsx";
import { TitleFieldsForm } from "./title-fields-form.tsx";
import { TitlePricesForm } from "./title-prices-form.tsx";

/** What the title's page offers to move it on (publish, withdraw…), drawn by the route. */
export type TitleMovesSlot = (props: {
  pendingTo: TitleStatus | undefined;
  onMove: (move: { to: TitleStatus; done: string }) => void;
}) => ReactNode;

/**
 * A title's page: its moves, the series panel for an episode, details, prices, artwork, credits,
 * and its videos (`media`, another feature's, given by the route).
 */
export function TitleEditor({
  title,
  onChanged,
  moves,
  media,
}: {
  title: AdminTitle;
  onChanged: () => unknown;
  moves: TitleMovesSlot;
  media: ReactNode;
}) {
  const i18n = useI18n();
  const update = useUpdateTitle(title.ref, onChanged);
  const setPrices = useSetTitlePrices(title.ref, onChanged);
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
          {moves({
            pendingTo: update.isPending ? update.variables.status : undefined,
            onMove: (move) => {
              update.mutate(
                { status: move.to },
                {
                  onSuccess: () => notifications.show({ message: move.done }),
                  onError: failed,
                },
              );
            },
          })}
        </Group>
      </Group>
      {title.seriesRef ? <SeriesPanel episode={title} onChanged={onChanged} /> : null}
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
          <TitleArtwork title={title} onChanged={onChanged} />
          <TitleCreditsForm title={title} onChanged={onChanged} />
          {media}
        </Stack>
      </SimpleGrid>
    </>
  );
}
