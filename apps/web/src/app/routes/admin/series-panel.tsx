import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Paper.css";
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type AdminTitle, EPISODE_NUMBER_MAX } from "@tazama/contracts";
import { type SyntheticEvent, useState } from "react";
import { Link } from "react-router";
import { useAdminSeries, useUpdateTitle } from "../../../features/catalogue/api/title-admin.ts";
import { StatusBadge } from "./admin-titles.tsx";
import { NextEpisodeForm } from "./next-episode-form.tsx";
import { SeriesFieldsForm } from "./series-fields-form.tsx";

type Open = "series" | "number" | "next" | null;
const ACTIONS: { key: Exclude<Open, null>; label: string }[] = [
  { key: "series", label: "Edit series" },
  { key: "number", label: "Change number" },
  { key: "next", label: "Add the next episode" },
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
  const show = useAdminSeries(episode.seriesRef!);
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    setOpen(null);
  };

  return (
    <Paper withBorder p="md" radius="md" bg="dark.7" component="section" aria-label="Series">
      <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
        <Stack gap={0}>
          <Title order={3} size="h5">
            {show.data?.title ?? episode.seriesTitle}
          </Title>
          <Text size="sm" c="gray.4">
            Episode {episode.episodeNumber}
            {show.data ? ` of ${show.data.episodes.length}` : ""}
          </Text>
        </Stack>
        <Group gap="xs">
          {ACTIONS.map((action) => (
            <Button
              key={action.key}
              variant={open === action.key ? "default" : "light"}
              size="compact-sm"
              aria-expanded={open === action.key}
              onClick={() => {
                setOpen(open === action.key ? null : action.key);
              }}
            >
              {open === action.key ? "Close" : action.label}
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
          aria-label="Episodes"
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
                  Ep. {e.episodeNumber} <StatusBadge status={e.status} />
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
                notifications.show({ message: "Series saved." });
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
          notifications.show({ message: `Now ${saved.title}.` });
          onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Episode number">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Episode number"
          inputMode="numeric"
          w={140}
          value={value}
          error={ok ? undefined : `1 to ${EPISODE_NUMBER_MAX}`}
          onChange={(e) => {
            setValue(e.currentTarget.value);
          }}
        />
        <Button type="submit" loading={update.isPending}>
          Move
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
