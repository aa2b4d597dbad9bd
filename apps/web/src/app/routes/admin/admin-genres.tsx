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
import { notifications } from "@mantine/notifications";
import type { AdminGenre } from "@tazama/contracts";
import { type SyntheticEvent, useState } from "react";
import { Link } from "react-router";
import { useRefreshAudit } from "../../../features/audit/api/audit.ts";
import { AuditTable } from "../../../features/audit/components/audit-table.tsx";
import {
  useAdminGenres,
  useCreateGenre,
  useDeleteGenre,
  useUpdateGenre,
} from "../../../features/catalogue/api/genre-admin.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

const failed = (error: Error) =>
  notifications.show({ color: "red", title: "Not saved", message: error.message });

/** /admin/genres: the browse bar's genres: add, rename, move, delete one no title uses. */
export function AdminGenresPage() {
  usePageTitle("Genres · Admin");
  const refreshAudit = useRefreshAudit();
  const genres = useAdminGenres();
  const list = genres.data?.genres ?? [];
  const update = useUpdateGenre(refreshAudit);

  /** Swaps a genre's place with its neighbour's (positions are the bar's order). */
  const move = (index: number, by: -1 | 1) => {
    const here = list[index]!;
    const there = list[index + by]!;
    const [a, b] =
      here.position === there.position
        ? [there.position + by, there.position]
        : [there.position, here.position];
    update.mutate({ id: here.id, position: Math.max(0, a) }, { onError: failed });
    update.mutate({ id: there.id, position: Math.max(0, b) }, { onError: failed });
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" bg="dark.7">
        <Title order={2} size="h5" mb={4}>
          New genre
        </Title>
        <Text size="sm" c="gray.4" mb="sm">
          It joins the end of the genre bar; it shows to viewers once a published title has it.
        </Text>
        <NewGenre onChanged={refreshAudit} />
      </Paper>
      {genres.isError ? <Text c="red.4">The genres could not be loaded.</Text> : null}
      <Paper withBorder radius="md" bg="dark.7" component="section" aria-label="Genres">
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
              onChanged={refreshAudit}
            />
          ))}
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h5">
          What admins did
        </Title>
        <AuditTable action="genre" pageSize={10} />
      </Stack>
    </Stack>
  );
}

function NewGenre({ onChanged }: { onChanged: () => unknown }) {
  const [name, setName] = useState("");
  const create = useCreateGenre(onChanged);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (genre) => {
          setName("");
          notifications.show({ message: `${genre.name} added to the genre bar.` });
        },
        onError: failed,
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="New genre">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Name"
          required
          minLength={2}
          maxLength={40}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
          }}
        />
        <Button type="submit" variant="light" loading={create.isPending}>
          Add genre
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
          notifications.show({ message: `Renamed to ${name.trim()}.` });
        },
        onError: failed,
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
        <form onSubmit={save} aria-label={`Rename ${genre.name}`} style={{ flex: 1 }}>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label="New name"
              size="xs"
              value={name}
              maxLength={40}
              onChange={(e) => {
                setName(e.currentTarget.value);
              }}
              style={{ flex: 1 }}
            />
            <Button type="submit" size="compact-sm" loading={update.isPending}>
              Save
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
            · {genre.titles} {genre.titles === 1 ? "title" : "titles"}
          </Text>
        </Stack>
      )}
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={`Move ${genre.name} up`}
          disabled={first || busy}
          onClick={() => {
            onMove(-1);
          }}
        >
          ↑
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={`Move ${genre.name} down`}
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
          {renaming ? "Cancel" : "Rename"}
        </Button>
        <Tooltip
          label="Titles are filed under it: move them first"
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
                onSuccess: () => notifications.show({ message: `${genre.name} deleted.` }),
                onError: failed,
              });
            }}
          >
            Delete
          </Button>
        </Tooltip>
      </Group>
    </Group>
  );
}
