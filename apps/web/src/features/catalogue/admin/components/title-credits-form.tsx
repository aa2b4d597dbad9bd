import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/ActionIcon.css";
import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "../../../../lib/toasts.ts";
import { type AdminTitle, CREDIT_ROLES, type CreditRole } from "@tazama/contracts";
import { type SyntheticEvent, useState } from "react";
import { useSetCredits } from "../../api/title-admin.ts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";

/** How the form names each role (as the title page bills them). */
function creditRoleLabel(role: CreditRole, i18n: I18n): string {
  switch (role) {
    case "actor":
      return i18n._({ id: "admin.credits.role.actor", message: "Cast" });
    case "director":
      return i18n._({ id: "admin.credits.role.director", message: "Director" });
    case "writer":
      return i18n._({ id: "admin.credits.role.writer", message: "Writer" });
    case "producer":
      return i18n._({ id: "admin.credits.role.producer", message: "Producer" });
  }
}

interface Row {
  key: number;
  name: string;
  role: CreditRole;
  character: string;
}

let nextKey = 0;
const rowOf = (c: { name: string; role: CreditRole; character: string | null }): Row => ({
  key: (nextKey += 1),
  name: c.name,
  role: c.role,
  character: c.character ?? "",
});

/**
 * A title's cast and crew as the title page bills them: cast in order (with their characters),
 * then directors, writers, producers. A name that is already someone's page is that person.
 */
export function TitleCreditsForm({
  title,
  onChanged,
}: {
  title: AdminTitle;
  onChanged: () => unknown;
}) {
  const i18n = useI18n();
  const [rows, setRows] = useState<Row[]>(() => title.credits.map(rowOf));
  const save = useSetCredits(title.ref, onChanged);
  const edit = (key: number, change: Partial<Row>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  };
  const move = (index: number, by: -1 | 1) => {
    setRows((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });
  };
  const short = rows.some((row) => row.name.trim().length < 2);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (short) return;
    save.mutate(
      {
        credits: rows.map((row) => ({
          name: row.name.trim(),
          role: row.role,
          character: row.role === "actor" && row.character.trim() ? row.character.trim() : null,
        })),
      },
      {
        onSuccess: (saved) => {
          setRows(saved.credits.map(rowOf));
          notifications.show({
            message: i18n._({ id: "admin.credits.saved", message: "Cast and crew saved." }),
          });
        },
        onError: (error) =>
          notifications.show({
            color: "red",
            title: i18n._({ id: "admin.not-saved", message: "Not saved" }),
            message: error.message,
          }),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" bg="dark.7">
      <Title order={3} size="h5" mb={4}>
        {i18n._({ id: "admin.credits.heading", message: "Cast and crew" })}
      </Title>
      <Text size="sm" c="gray.4" mb="sm">
        {i18n._({
          id: "admin.credits.help",
          message: "In billing order. Each name links to that person's page on the site.",
        })}
      </Text>
      <form
        onSubmit={submit}
        aria-label={i18n._({ id: "admin.credits.heading", message: "Cast and crew" })}
      >
        <Stack gap="xs">
          {rows.map((row, index) => (
            <Group
              key={row.key}
              gap={6}
              wrap="wrap"
              align="flex-start"
              role="group"
              aria-label={i18n._({
                id: "admin.credits.credit",
                message: "Credit {number}",
                values: { number: index + 1 },
              })}
            >
              <TextInput
                aria-label={i18n._({ id: "admin.credits.name", message: "Name" })}
                placeholder={i18n._({ id: "admin.credits.name", message: "Name" })}
                value={row.name}
                maxLength={80}
                style={{ flex: "1 1 170px", minWidth: 0 }}
                onChange={(e) => {
                  edit(row.key, { name: e.currentTarget.value });
                }}
              />
              <NativeSelect
                aria-label={i18n._({ id: "admin.credits.role", message: "Role" })}
                value={row.role}
                data={CREDIT_ROLES.map((role) => ({
                  value: role,
                  label: creditRoleLabel(role, i18n),
                }))}
                style={{ flex: "0 0 112px" }}
                onChange={(e) => {
                  const role = CREDIT_ROLES.find((r) => r === e.currentTarget.value) ?? "actor";
                  edit(row.key, { role });
                }}
              />
              <TextInput
                aria-label={i18n._({ id: "admin.credits.character", message: "Character" })}
                placeholder={
                  row.role === "actor"
                    ? i18n._({ id: "admin.credits.character", message: "Character" })
                    : "—"
                }
                disabled={row.role !== "actor"}
                value={row.role === "actor" ? row.character : ""}
                maxLength={80}
                style={{ flex: "1 1 140px", minWidth: 0 }}
                onChange={(e) => {
                  edit(row.key, { character: e.currentTarget.value });
                }}
              />
              <ActionIcon
                variant="subtle"
                aria-label={
                  row.name
                    ? i18n._({
                        id: "admin.credits.move-up",
                        message: "Move {name} up",
                        values: { name: row.name },
                      })
                    : i18n._({ id: "admin.credits.move-up-this", message: "Move this credit up" })
                }
                disabled={index === 0}
                onClick={() => {
                  move(index, -1);
                }}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={
                  row.name
                    ? i18n._({
                        id: "admin.credits.remove",
                        message: "Remove {name}",
                        values: { name: row.name },
                      })
                    : i18n._({ id: "admin.credits.remove-this", message: "Remove this credit" })
                }
                onClick={() => {
                  setRows((current) => current.filter((r) => r.key !== row.key));
                }}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          {rows.length === 0 ? (
            <Text size="sm" c="gray.5">
              {i18n._({ id: "admin.credits.empty", message: "Nobody credited yet." })}
            </Text>
          ) : null}
          <Group gap="xs">
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => {
                setRows((current) => [
                  ...current,
                  rowOf({ name: "", role: "actor", character: null }),
                ]);
              }}
            >
              {i18n._({ id: "admin.credits.add", message: "Add a person" })}
            </Button>
            <Button
              type="submit"
              variant="light"
              size="compact-sm"
              loading={save.isPending}
              disabled={short}
            >
              {i18n._({ id: "admin.credits.save", message: "Save cast and crew" })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
