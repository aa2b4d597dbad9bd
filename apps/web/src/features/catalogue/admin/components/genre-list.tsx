import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/Tooltip.css";
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { notifications } from "../../../../lib/toasts.ts";
import type { AdminGenre } from "@tazama/contracts";
import { type SyntheticEvent, useState } from "react";
import { Link } from "react-router";
import {
  useAdminGenres,
  useCreateGenre,
  useDeleteGenre,
  useUpdateGenre,
} from "../../api/genre-admin.ts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";

const failed = (i18n: I18n) => (error: Error) =>
  notifications.show({
    color: "red",
    title: i18n._({ id: "admin.not-saved", message: "Not saved" }),
    message: error.message,
  });

/** The browse bar's genres: add one, rename, move, delete one no title uses. */
export function GenreList({ onChanged }: { onChanged: () => unknown }) {
  const i18n = useI18n();
  const genres = useAdminGenres();
  const list = genres.data?.genres ?? [];
  const update = useUpdateGenre(onChanged);

  /** Swaps a genre's place with its neighbour's (positions are the bar's order). */
  const move = (index: number, by: -1 | 1) => {
    const here = list[index]!;
    const there = list[index + by]!;
    const [a, b] =
      here.position === there.position
        ? [there.position + by, there.position]
        : [there.position, here.position];
    update.mutate({ id: here.id, position: Math.max(0, a) }, { onError: failed(i18n) });
    update.mutate({ id: there.id, position: Math.max(0, b) }, { onError: failed(i18n) });
  };

  return (
    <>
      <Paper withBorder p="md" radius="md" bg="dark.7">
        <Title order={2} size="h5" mb={4}>
          {i18n._({ id: "admin.genres.new", message: "New genre" })}
        </Title>
        <Text size="sm" c="gray.4" mb="sm">
          {i18n._({
            id: "admin.genres.new-help",
            message:
              "It joins the end of the genre bar; it shows to viewers once a published title has it.",
          })}
        </Text>
        <NewGenre onChanged={onChanged} />
      </Paper>
      {genres.isError ? (
        <Text c="red.4">
          {i18n._({ id: "admin.genres.load-error", message: "The genres could not be loaded." })}
        </Text>
      ) : null}
      <Paper
        withBorder
        radius="md"
        bg="dark.7"
        component="section"
        aria-label={i18n._({ id: "admin.genres.label", message: "Genres" })}
      >
        <Stack gap={0}>
          {list.map((genre, index) => (
            <GenreRow
              key={genre.id}
              genre={genre}
              first={index === 0}
              last={index === list.length - 1}
              busy={update.isPending}
              onMove={(by) => {
                move(index, by);
              }}
              onChanged={onChanged}
            />
          ))}
        </Stack>
      </Paper>
    </>
  );
}

function NewGenre({ onChanged }: { onChanged: () => unknown }) {
  const i18n = useI18n();
  const [name, setName] = useState("");
  const create = useCreateGenre(onChanged);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (genre) => {
          setName("");
          notifications.show({
            message: i18n._({
              id: "admin.genres.added",
              message: "{name} added to the genre bar.",
              values: { name: genre.name },
            }),
          });
        },
        onError: failed(i18n),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={i18n._({ id: "admin.genres.new", message: "New genre" })}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={i18n._({ id: "admin.genres.name", message: "Name" })}
          required
          minLength={2}
          maxLength={40}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
          }}
        />
        <Button type="submit" variant="light" loading={create.isPending}>
          {i18n._({ id: "admin.genres.add", message: "Add genre" })}
        </Button>
      </Group>
    </form>
  );
}

function GenreRow({
  genre,
  first,
  last,
  busy,
  onMove,
  onChanged,
}: {
  genre: AdminGenre;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onChanged: () => unknown;
}) {
  const i18n = useI18n();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(genre.name);
  const update = useUpdateGenre(onChanged);
  const remove = useDeleteGenre(onChanged);
  const save = (event: SyntheticEvent) => {
    event.preventDefault();
    update.mutate(
      { id: genre.id, name: name.trim() },
      {
        onSuccess: () => {
          setRenaming(false);
          notifications.show({
            message: i18n._({
              id: "admin.genres.renamed",
              message: "Renamed to {name}.",
              values: { name: name.trim() },
            }),
          });
        },
        onError: failed(i18n),
      },
    );
  };
  return (
    <Group
      justify="space-between"
      gap="xs"
      px="md"
      py="xs"
      wrap="nowrap"
      style={{ borderBottom: last ? undefined : "1px solid var(--mantine-color-dark-5)" }}
      aria-label={genre.name}
      role="group"
    >
      {renaming ? (
        <form
          onSubmit={save}
          aria-label={i18n._({
            id: "admin.genres.rename-label",
            message: "Rename {name}",
            values: { name: genre.name },
          })}
          style={{ flex: 1 }}
        >
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label={i18n._({ id: "admin.genres.new-name", message: "New name" })}
              size="xs"
              value={name}
              maxLength={40}
              onChange={(e) => {
                setName(e.currentTarget.value);
              }}
              style={{ flex: 1 }}
            />
            <Button type="submit" size="compact-sm" loading={update.isPending}>
              {i18n._({ id: "admin.save", message: "Save" })}
            </Button>
          </Group>
        </form>
      ) : (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {genre.name}
          </Text>
          <Text size="xs" c="gray.5">
            <Link to={`/genre/${genre.slug}`} style={{ color: "inherit" }}>
              /genre/{genre.slug}
            </Link>{" "}
            ·{" "}
            {i18n._({
              id: "admin.genres.titles",
              message: "{count, plural, one {# title} other {# titles}}",
              values: { count: genre.titles },
            })}
          </Text>
        </Stack>
      )}
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={i18n._({
            id: "admin.genres.move-up",
            message: "Move {name} up",
            values: { name: genre.name },
          })}
          disabled={first || busy}
          onClick={() => {
            onMove(-1);
          }}
        >
          ↑
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={i18n._({
            id: "admin.genres.move-down",
            message: "Move {name} down",
            values: { name: genre.name },
          })}
          disabled={last || busy}
          onClick={() => {
            onMove(1);
          }}
        >
          ↓
        </ActionIcon>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => {
            setName(genre.name);
            setRenaming(!renaming);
          }}
        >
          {renaming
            ? i18n._({ id: "admin.cancel", message: "Cancel" })
            : i18n._({ id: "admin.genres.rename", message: "Rename" })}
        </Button>
        <Tooltip
          label={i18n._({
            id: "admin.genres.in-use",
            message: "Titles are filed under it: move them first",
          })}
          disabled={genre.titles === 0}
          events={{ hover: true, focus: true, touch: true }}
        >
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            data-disabled={genre.titles > 0 || undefined}
            loading={remove.isPending}
            onClick={(event) => {
              if (genre.titles > 0) {
                event.preventDefault();
                return;
              }
              remove.mutate(genre.id, {
                onSuccess: () =>
                  notifications.show({
                    message: i18n._({
                      id: "admin.genres.deleted",
                      message: "{name} deleted.",
                      values: { name: genre.name },
                    }),
                  }),
                onError: failed(i18n),
              });
            }}
          >
            {i18n._({ id: "admin.genres.delete", message: "Delete" })}
          </Button>
        </Tooltip>
      </Group>
    </Group>
  );
}
