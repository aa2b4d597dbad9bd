import "@mantine/core/styles/Input.css";
import { Button, Group, Paper, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import type { AdminTitle } from "@tazama/contracts";
import { type SyntheticEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useAddEpisode } from "../../../features/catalogue/api/title-admin.ts";

/**
 * On an episode's page: its series, and the next episode as a new draft (the series gives its
 * year, country and language; this one its story and length). Opens the new episode's page.
 */
export function NextEpisode({ episode }: { episode: AdminTitle }) {
  const seriesRef = episode.seriesRef!;
  const add = useAddEpisode(seriesRef);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [synopsis, setSynopsis] = useState("");
  const [minutes, setMinutes] = useState(String(Math.round(episode.durationS / 60)));
  const minutesValue = Number(minutes);
  const minutesOk = Number.isInteger(minutesValue) && minutesValue > 0 && minutesValue <= 1440;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!minutesOk) return;
    add.mutate(
      { synopsis: synopsis.trim(), durationS: minutesValue * 60 },
      {
        onSuccess: (made) => {
          setOpen(false);
          void navigate(`/admin/titles/${encodeURIComponent(made.ref)}`);
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" bg="dark.7">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0}>
          <Title order={3} size="h5">
            {episode.seriesTitle}
          </Title>
          <Text size="sm" c="gray.4">
            Episode {episode.episodeNumber} ·{" "}
            <Link
              to={`/admin/titles?q=${encodeURIComponent(episode.seriesTitle ?? "")}&kind=episode`}
            >
              all its episodes
            </Link>
          </Text>
        </Stack>
        <Button
          variant={open ? "default" : "light"}
          size="compact-sm"
          onClick={() => {
            setOpen(!open);
          }}
        >
          {open ? "Close" : "Add the next episode"}
        </Button>
      </Group>
      {open ? (
        <form onSubmit={submit} aria-label="Next episode">
          <Stack gap="sm" mt="sm">
            <Textarea
              label="Synopsis"
              required
              autosize
              minRows={2}
              maxLength={2000}
              value={synopsis}
              onChange={(e) => {
                setSynopsis(e.currentTarget.value);
              }}
            />
            <TextInput
              label="Minutes"
              required
              inputMode="numeric"
              w={120}
              value={minutes}
              error={minutesOk ? undefined : "1 to 1440"}
              onChange={(e) => {
                setMinutes(e.currentTarget.value);
              }}
            />
            {add.error ? (
              <Text c="red.4" role="alert">
                {add.error.message}
              </Text>
            ) : null}
            <Button type="submit" loading={add.isPending} style={{ alignSelf: "flex-start" }}>
              Create episode draft
            </Button>
          </Stack>
        </form>
      ) : null}
    </Paper>
  );
}
