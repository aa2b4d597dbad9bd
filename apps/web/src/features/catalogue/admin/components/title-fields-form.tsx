import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Chip.css";
import "@mantine/core/styles/Checkbox.css";
import {
  Button,
  Checkbox,
  Chip,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from "@mantine/core";
import { type SyntheticEvent, useState } from "react";
import { useCatalogue } from "../../api/get-catalogue.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";

/** What the details form edits (a new movie or an existing title). */
export interface TitleFields {
  title: string;
  tagline: string;
  synopsis: string;
  year: number;
  durationS: number;
  country: string;
  language: string;
  tags: string[];
  genres: string[];
  isFree: boolean;
}

interface Props {
  initial: TitleFields;
  submitLabel: string;
  /** Shown for an existing title only (a new movie is never free at first). */
  withFree?: boolean;
  busy: boolean;
  /** Rejects with the server's refusal, shown under the form. */
  onSubmit: (fields: TitleFields) => void;
  error?: string | null;
}

const minutesOf = (seconds: number) => String(Math.round(seconds / 60));

/** The title's details: every field the catalogue and the title page show. */
export function TitleFieldsForm({ initial, submitLabel, withFree, busy, onSubmit, error }: Props) {
  const i18n = useI18n();
  const genres = useCatalogue().data?.genres ?? [];
  // Only the fields this form edits: `initial` may be a whole title (the server refuses keys
  // it does not take).
  const [fields, setFields] = useState<TitleFields>(() => ({
    title: initial.title,
    tagline: initial.tagline,
    synopsis: initial.synopsis,
    year: initial.year,
    durationS: initial.durationS,
    country: initial.country,
    language: initial.language,
    tags: initial.tags,
    genres: initial.genres,
    isFree: initial.isFree,
  }));
  const [minutes, setMinutes] = useState(minutesOf(initial.durationS));
  const [year, setYear] = useState(String(initial.year));
  const [tags, setTags] = useState(initial.tags.join(", "));
  const set = <K extends keyof TitleFields>(key: K, value: TitleFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
  };

  const minutesValue = Number(minutes);
  const yearValue = Number(year);
  const minutesOk = Number.isInteger(minutesValue) && minutesValue > 0 && minutesValue <= 1440;
  const yearOk = Number.isInteger(yearValue) && yearValue >= 1900 && yearValue <= 2100;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!minutesOk || !yearOk) return;
    onSubmit({
      ...fields,
      year: yearValue,
      durationS: minutesValue * 60,
      tags: tags
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean),
    });
  };

  return (
    <form
      onSubmit={submit}
      aria-label={i18n._({ id: "admin.title-fields.label", message: "Title details" })}
    >
      <Stack gap="sm">
        <TextInput
          label={i18n._({ id: "admin.title-fields.title", message: "Title" })}
          required
          maxLength={120}
          value={fields.title}
          onChange={(e) => {
            set("title", e.currentTarget.value);
          }}
        />
        <TextInput
          label={i18n._({ id: "admin.title-fields.tagline", message: "Tagline" })}
          maxLength={160}
          value={fields.tagline}
          onChange={(e) => {
            set("tagline", e.currentTarget.value);
          }}
        />
        <Textarea
          label={i18n._({ id: "admin.title-fields.synopsis", message: "Synopsis" })}
          required
          autosize
          minRows={3}
          maxLength={2000}
          value={fields.synopsis}
          onChange={(e) => {
            set("synopsis", e.currentTarget.value);
          }}
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <TextInput
            label={i18n._({ id: "admin.title-fields.year", message: "Year" })}
            required
            inputMode="numeric"
            value={year}
            error={
              yearOk
                ? undefined
                : i18n._({
                    id: "admin.title-fields.range",
                    message: "{min} to {max}",
                    values: { min: 1900, max: 2100 },
                  })
            }
            onChange={(e) => {
              setYear(e.currentTarget.value);
            }}
          />
          <TextInput
            label={i18n._({ id: "admin.title-fields.minutes", message: "Minutes" })}
            required
            inputMode="numeric"
            value={minutes}
            error={
              minutesOk
                ? undefined
                : i18n._({
                    id: "admin.title-fields.range",
                    message: "{min} to {max}",
                    values: { min: 1, max: 1440 },
                  })
            }
            onChange={(e) => {
              setMinutes(e.currentTarget.value);
            }}
          />
          <TextInput
            label={i18n._({ id: "admin.title-fields.country", message: "Country" })}
            required
            value={fields.country}
            onChange={(e) => {
              set("country", e.currentTarget.value);
            }}
          />
          <TextInput
            label={i18n._({ id: "admin.title-fields.language", message: "Language" })}
            required
            value={fields.language}
            onChange={(e) => {
              set("language", e.currentTarget.value);
            }}
          />
        </SimpleGrid>
        <TextInput
          label={i18n._({ id: "admin.title-fields.tags", message: "Tags" })}
          description={i18n._({
            id: "admin.title-fields.tags-help",
            message: "Separated by commas",
          })}
          value={tags}
          onChange={(e) => {
            setTags(e.currentTarget.value);
          }}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="genres-label">
            {i18n._({ id: "admin.title-fields.genres", message: "Genres" })}
          </Text>
          <Chip.Group
            multiple
            value={fields.genres}
            onChange={(value) => {
              set("genres", value);
            }}
          >
            <Group gap={6} role="group" aria-labelledby="genres-label">
              {genres.map((genre) => (
                <Chip key={genre} value={genre} size="sm">
                  {genre}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        {withFree ? (
          <Checkbox
            label={i18n._({
              id: "admin.title-fields.free",
              message: "Free to watch (no price needed)",
            })}
            checked={fields.isFree}
            onChange={(e) => {
              set("isFree", e.currentTarget.checked);
            }}
          />
        ) : null}
        {error ? (
          <Text c="red.4" role="alert">
            {error}
          </Text>
        ) : null}
        <Button type="submit" loading={busy} style={{ alignSelf: "flex-start" }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
