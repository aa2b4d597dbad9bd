import "@mantine/core/styles/Input.css";
import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/**
 * A triage card's decision (requests, submissions): a status to move to, what else that status
 * needs (`children`), a note for whoever is told, and Save. The form is named for its item.
 */
export function TriageForm<S extends string>({
  label,
  statusLabel,
  status,
  options,
  onStatus,
  noteLabel,
  note,
  onNote,
  saving,
  onSave,
  children,
}: {
  label: string;
  statusLabel: string;
  status: S;
  options: readonly { value: S; label: string }[];
  onStatus: (status: S) => void;
  noteLabel: string;
  note: string;
  onNote: (note: string) => void;
  saving: boolean;
  onSave: () => void;
  children?: ReactNode;
}) {
  const i18n = useI18n();
  return (
    <Group
      component="form"
      align="flex-end"
      gap="xs"
      wrap="wrap"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <NativeSelect
        size="xs"
        label={statusLabel}
        value={status}
        data={options.map((o) => ({ value: o.value, label: o.label }))}
        onChange={(event) => {
          const chosen = options.find((o) => o.value === event.currentTarget.value);
          if (chosen) onStatus(chosen.value);
        }}
      />
      {children}
      <TextInput
        size="xs"
        label={noteLabel}
        value={note}
        style={{ flex: "1 1 200px" }}
        onChange={(event) => {
          onNote(event.currentTarget.value);
        }}
      />
      <Button size="xs" type="submit" loading={saving}>
        {i18n._({ id: "admin.save", message: "Save" })}
      </Button>
    </Group>
  );
}
