import "@mantine/core/styles/Paper.css";
import { Button, Group, Paper } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/**
 * One thing in a console list (a pass, an event): what it is, its own actions, and an Edit
 * button that opens its form under it. `form` gets `close` for after a save.
 */
export function EditableCard({
  label,
  summary,
  actions,
  form,
}: {
  label: string;
  summary: ReactNode;
  actions?: ReactNode;
  form: (close: () => void) => ReactNode;
}) {
  const i18n = useI18n();
  const [editing, setEditing] = useState(false);
  return (
    <Paper withBorder p="md" radius="md" bg="dark.7" aria-label={label} component="section">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        {summary}
        <Group gap="xs" wrap="nowrap">
          {actions}
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setEditing(!editing);
            }}
          >
            {editing
              ? i18n._({ id: "admin.card.close", message: "Close" })
              : i18n._({ id: "admin.card.edit", message: "Edit" })}
          </Button>
        </Group>
      </Group>
      {editing ? (
        <Paper mt="sm" p="sm" radius="md" bg="dark.8">
          {form(() => {
            setEditing(false);
          })}
        </Paper>
      ) : null}
    </Paper>
  );
}
