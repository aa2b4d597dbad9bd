import "@mantine/core/styles/Input.css";
import { Button, Text, TextInput, Textarea } from "@mantine/core";
import { useState } from "react";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";

// The fields a title, a series and a next episode share in the console, written once.

/** A whole number typed as text, within `min`–`max`. */
export function useRangedNumber(initial: number, min: number, max: number) {
  const [text, setText] = useState(String(initial));
  // Digits only: Number() would take "1e2" or "0x5A" as a year.
  const value = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  return {
    text,
    setText,
    value,
    min,
    max,
    ok: Number.isInteger(value) && value >= min && value <= max,
  };
}

export type RangedNumber = ReturnType<typeof useRangedNumber>;

export const YEAR_RANGE = [1900, 2100] as const;
export const MINUTES_RANGE = [1, 1440] as const;

function rangeError(field: RangedNumber, i18n: I18n): string | undefined {
  return field.ok
    ? undefined
    : i18n._({
        id: "admin.title-fields.range",
        message: "{min} to {max}",
        values: { min: field.min, max: field.max },
      });
}

/** A year or a running time: numeric keyboard, its range said under it when out of it. */
export function RangedNumberInput({
  kind,
  field,
  w,
}: {
  kind: "year" | "minutes";
  field: RangedNumber;
  w?: number;
}) {
  const i18n = useI18n();
  return (
    <TextInput
      label={
        kind === "year"
          ? i18n._({ id: "admin.title-fields.year", message: "Year" })
          : i18n._({ id: "admin.title-fields.minutes", message: "Minutes" })
      }
      required
      inputMode="numeric"
      w={w}
      value={field.text}
      error={rangeError(field, i18n)}
      onChange={(e) => {
        field.setText(e.currentTarget.value);
      }}
    />
  );
}

interface TextProps {
  value: string;
  onChange: (value: string) => void;
}

export function TaglineInput({ value, onChange }: TextProps) {
  const i18n = useI18n();
  return (
    <TextInput
      label={i18n._({ id: "admin.title-fields.tagline", message: "Tagline" })}
      maxLength={160}
      value={value}
      onChange={(e) => {
        onChange(e.currentTarget.value);
      }}
    />
  );
}

export function SynopsisInput({ value, onChange, minRows = 3 }: TextProps & { minRows?: number }) {
  const i18n = useI18n();
  return (
    <Textarea
      label={i18n._({ id: "admin.title-fields.synopsis", message: "Synopsis" })}
      required
      autosize
      minRows={minRows}
      maxLength={2000}
      value={value}
      onChange={(e) => {
        onChange(e.currentTarget.value);
      }}
    />
  );
}

/** Tags as typed, separated by commas; `parseTags` makes the list the API takes. */
export function TagsInput({ value, onChange }: TextProps) {
  const i18n = useI18n();
  return (
    <TextInput
      label={i18n._({ id: "admin.title-fields.tags", message: "Tags" })}
      description={i18n._({ id: "admin.title-fields.tags-help", message: "Separated by commas" })}
      value={value}
      onChange={(e) => {
        onChange(e.currentTarget.value);
      }}
    />
  );
}

export const parseTags = (typed: string): string[] =>
  typed
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The server's refusal, if any, and the form's button. */
export function FormEnd({
  error,
  busy,
  label,
}: {
  error?: string | null;
  busy: boolean;
  label: string;
}) {
  return (
    <>
      {error ? (
        <Text c="red.4" role="alert">
          {error}
        </Text>
      ) : null}
      <Button type="submit" loading={busy} style={{ alignSelf: "flex-start" }}>
        {label}
      </Button>
    </>
  );
}
