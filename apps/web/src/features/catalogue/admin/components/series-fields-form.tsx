import "@mantine/core/styles/Input.css";
import { Button, SimpleGrid, Stack, Text, TextInput, Textarea } from "@mantine/core";
import type { AdminSeries } from "@tazama/contracts";
import { type SyntheticEvent, useState } from "react";
import { useUpdateSeries } from "../../api/title-admin.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";

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
  const [year, setYear] = useState(String(show.year));
  const [tags, setTags] = useState(show.tags.join(", "));
  const yearValue = Number(year);
  const yearOk = Number.isInteger(yearValue) && yearValue >= 1900 && yearValue <= 2100;
  const renames = fields.title.trim() !== show.title;
  const field = (key: keyof Fields) => ({
    value: fields[key],
    onChange: (e: { currentTarget: { value: string } }) => {
      const { value } = e.currentTarget;
      setFields((current) => ({ ...current, [key]: value }));
    },
  });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!yearOk) return;
    const tagList = tags
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean);
    update.mutate({ ...fields, year: yearValue, tags: tagList });
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
        <TextInput
          label={i18n._({ id: "admin.title-fields.tagline", message: "Tagline" })}
          maxLength={160}
          {...field("tagline")}
        />
        <Textarea
          label={i18n._({ id: "admin.title-fields.synopsis", message: "Synopsis" })}
          required
          autosize
          minRows={3}
          maxLength={2000}
          {...field("synopsis")}
        />
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
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
        {update.error ? (
          <Text c="red.4" role="alert">
            {update.error.message}
          </Text>
        ) : null}
        <Button type="submit" loading={update.isPending} style={{ alignSelf: "flex-start" }}>
          {i18n._({ id: "admin.series-fields.save", message: "Save series" })}
        </Button>
      </Stack>
    </form>
  );
}
