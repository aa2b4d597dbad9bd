import "@mantine/core/styles/Input.css";
import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { AdminSeries } from "@tazama/contracts";
import { type SyntheticEvent, useState } from "react";
import { useUpdateSeries } from "../../api/title-admin.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import {
  FormEnd,
  RangedNumberInput,
  SynopsisInput,
  TaglineInput,
  TagsInput,
  YEAR_RANGE,
  parseTags,
  useRangedNumber,
} from "./title-field-rows.tsx";

type Fields = Pick<AdminSeries, "title" | "tagline" | "synopsis" | "country" | "language">;

/** A series' own fields. A new name renames every episode ("{series} Ep. N"). */
export function SeriesFieldsForm({ show, onSaved }: { show: AdminSeries; onSaved: () => void }) {
  const i18n = useI18n();
  const update = useUpdateSeries(show.ref, onSaved);
  const [fields, setFields] = useState<Fields>({
    title: show.title,
    tagline: show.tagline,
    synopsis: show.synopsis,
    country: show.country,
    language: show.language,
  });
  const year = useRangedNumber(show.year, ...YEAR_RANGE);
  const [tags, setTags] = useState(show.tags.join(", "));
  const renames = fields.title.trim() !== show.title;
  const set = (key: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
  };
  const field = (key: keyof Fields) => ({
    value: fields[key],
    onChange: (e: { currentTarget: { value: string } }) => {
      set(key)(e.currentTarget.value);
    },
  });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!year.ok) return;
    update.mutate({ ...fields, year: year.value, tags: parseTags(tags) });
  };

  return (
    <form
      onSubmit={submit}
      aria-label={i18n._({ id: "admin.series-fields.label", message: "Series details" })}
    >
      <Stack gap="sm">
        <TextInput
          label={i18n._({ id: "admin.series-fields.name", message: "Series name" })}
          required
          maxLength={120}
          description={
            renames
              ? i18n._({
                  id: "admin.series-fields.renames",
                  message: 'Its episodes become "{title} Ep. 1", "Ep. 2", …',
                  values: { title: fields.title.trim() },
                })
              : undefined
          }
          {...field("title")}
        />
        <TaglineInput value={fields.tagline} onChange={set("tagline")} />
        <SynopsisInput value={fields.synopsis} onChange={set("synopsis")} />
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <RangedNumberInput kind="year" field={year} />
          <TextInput
            label={i18n._({ id: "admin.title-fields.country", message: "Country" })}
            required
            {...field("country")}
          />
          <TextInput
            label={i18n._({ id: "admin.title-fields.language", message: "Language" })}
            required
            {...field("language")}
          />
        </SimpleGrid>
        <TagsInput value={tags} onChange={setTags} />
        <FormEnd
          error={update.error?.message}
          busy={update.isPending}
          label={i18n._({ id: "admin.series-fields.save", message: "Save series" })}
        />
      </Stack>
    </form>
  );
}
