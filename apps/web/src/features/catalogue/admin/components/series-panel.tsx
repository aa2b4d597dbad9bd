import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Paper.css";
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "../../../../lib/toasts.ts";
import { type AdminTitle, EPISODE_NUMBER_MAX } from "@tazama/contracts";
import { type SyntheticEvent, useState } from "react";
import { Link } from "react-router";
import { useAdminSeries, useUpdateTitle } from "../../api/title-admin.ts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import { StatusBadge } from "./title-status.tsx";
import { NextEpisodeForm } from "./next-episode-form.tsx";
import { SeriesFieldsForm } from "./series-fields-form.tsx";

type Open = "series" | "number" | "next" | null;
const actions = (i18n: I18n): { key: Exclude<Open, null>; label: string }[] => [
  { key: "series", label: i18n._({ id: "admin.series.edit", message: "Edit series" }) },
  { key: "number", label: i18n._({ id: "admin.series.change-number", message: "Change number" }) },
  { key: "next", label: i18n._({ id: "admin.series.add-next", message: "Add the next episode" }) },
];

/**
 * On an episode's page: its series, every episode in order (each a link), and three forms, one
 * open at a time: the series' own fields, this episode's number, the next episode.
 */
export function SeriesPanel({
  episode,
  onChanged,
}: {
  episode: AdminTitle;
  onChanged: () => unknown;
}) {
  const i18n = useI18n();
  const show = useAdminSeries(episode.seriesRef!);
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    setOpen(null);
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg="dark.7"
      component="section"
      aria-label={i18n._({ id: "admin.series.label", message: "Series" })}
    >
      <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
        <Stack gap={0}>
          <Title order={3} size="h5">
            {show.data?.title ?? episode.seriesTitle}
          </Title>
          <Text size="sm" c="gray.4">
            {show.data
              ? i18n._({
                  id: "admin.series.episode-of",
                  message: "Episode {number} of {total}",
                  values: { number: episode.episodeNumber ?? "", total: show.data.episodes.length },
                })
              : i18n._({
                  id: "admin.series.episode",
                  message: "Episode {number}",
                  values: { number: episode.episodeNumber ?? "" },
                })}
          </Text>
        </Stack>
        <Group gap="xs">
          {actions(i18n).map((action) => (
            <Button
              key={action.key}
              variant={open === action.key ? "default" : "light"}
              size="compact-sm"
              aria-expanded={open === action.key}
              onClick={() => {
                setOpen(open === action.key ? null : action.key);
              }}
            >
              {open === action.key
                ? i18n._({ id: "admin.card.close", message: "Close" })
                : action.label}
            </Button>
          ))}
        </Group>
      </Group>
      {show.data ? (
        <Group
          component="ol"
          gap={6}
          mt="sm"
          p={0}
          style={{ listStyle: "none" }}
          aria-label={i18n._({ id: "admin.series.episodes", message: "Episodes" })}
        >
          {show.data.episodes.map((e) => (
            <li key={e.ref}>
              <Anchor
                component={Link}
                to={`/admin/titles/${encodeURIComponent(e.ref)}`}
                aria-current={e.ref === episode.ref ? "page" : undefined}
                fw={e.ref === episode.ref ? 700 : 400}
                size="sm"
              >
                <Group gap={4} wrap="nowrap">
                  {i18n._({
                    id: "admin.series.ep",
                    message: "Ep. {number}",
                    values: { number: e.episodeNumber },
                  })}{" "}
                  <StatusBadge status={e.status} />
                </Group>
              </Anchor>
            </li>
          ))}
        </Group>
      ) : null}
      {open === null ? null : (
        <Paper mt="sm" p="sm" radius="md" bg="dark.8">
          {open === "series" && show.data ? (
            <SeriesFieldsForm
              show={show.data}
              onSaved={() => {
                notifications.show({
                  message: i18n._({ id: "admin.series.saved", message: "Series saved." }),
                });
                onChanged();
                close();
              }}
            />
          ) : null}
          {open === "number" ? (
            <EpisodeNumberForm episode={episode} onMoved={onChanged} onDone={close} />
          ) : null}
          {open === "next" ? (
            <NextEpisodeForm seriesRef={episode.seriesRef!} durationS={episode.durationS} />
          ) : null}
        </Paper>
      )}
    </Paper>
  );
}

/** This episode's place in its series; its name follows ("{series} Ep. N"), its address stays. */
function EpisodeNumberForm({
  episode,
  onMoved,
  onDone,
}: {
  episode: AdminTitle;
  onMoved: () => unknown;
  onDone: () => void;
}) {
  const i18n = useI18n();
  const update = useUpdateTitle(episode.ref, onMoved);
  const [value, setValue] = useState(String(episode.episodeNumber ?? 1));
  const number = Number(value);
  const ok = Number.isInteger(number) && number >= 1 && number <= EPISODE_NUMBER_MAX;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!ok) return;
    update.mutate(
      { episodeNumber: number },
      {
        onSuccess: (saved) => {
          notifications.show({
            message: i18n._({
              id: "admin.series.moved",
              message: "Now {title}.",
              values: { title: saved.title },
            }),
          });
          onDone();
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      aria-label={i18n._({ id: "admin.series.episode-number", message: "Episode number" })}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={i18n._({ id: "admin.series.episode-number", message: "Episode number" })}
          inputMode="numeric"
          w={140}
          value={value}
          error={
            ok
              ? undefined
              : i18n._({
                  id: "admin.title-fields.range",
                  message: "{min} to {max}",
                  values: { min: 1, max: EPISODE_NUMBER_MAX },
                })
          }
          onChange={(e) => {
            setValue(e.currentTarget.value);
          }}
        />
        <Button type="submit" loading={update.isPending}>
          {i18n._({ id: "admin.series.move", message: "Move" })}
        </Button>
      </Group>
      {update.error ? (
        <Text c="red.4" role="alert" mt="xs">
          {update.error.message}
        </Text>
      ) : null}
    </form>
  );
}
