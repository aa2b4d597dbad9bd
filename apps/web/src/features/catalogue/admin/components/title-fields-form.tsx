import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Chip.css";
import "@mantine/core/styles/Checkbox.css";
import { Checkbox, Chip, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { type SyntheticEvent, useState } from "react";
import { useCatalogue } from "../../api/get-catalogue.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import {
  FormEnd,
  MINUTES_RANGE,
  RangedNumberInput,
  SynopsisInput,
  TaglineInput,
  TagsInput,
  YEAR_RANGE,
  parseTags,
  useRangedNumber,
} from "./title-field-rows.tsx";

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
  const minutes = useRangedNumber(Math.round(initial.durationS / 60), ...MINUTES_RANGE);
  const year = useRangedNumber(initial.year, ...YEAR_RANGE);
  const [tags, setTags] = useState(initial.tags.join(", "));
  const set = <K extends keyof TitleFields>(key: K, value: TitleFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!minutes.ok || !year.ok) return;
    onSubmit({ ...fields, year: year.value, durationS: minutes.value * 60, tags: parseTags(tags) });
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
        <TaglineInput
          value={fields.tagline}
          onChange={(value) => {
            set("tagline", value);
          }}
        />
        <SynopsisInput
          value={fields.synopsis}
          onChange={(value) => {
            set("synopsis", value);
          }}
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <RangedNumberInput kind="year" field={year} />
          <RangedNumberInput kind="minutes" field={minutes} />
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
        <TagsInput value={tags} onChange={setTags} />
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
        <FormEnd error={error} busy={busy} label={submitLabel} />
      </Stack>
    </form>
  );
}
