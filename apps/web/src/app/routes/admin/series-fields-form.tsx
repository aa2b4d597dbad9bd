import "@mantine/core/styles/Input.css";
import { Button, SimpleGrid, Stack, Text, TextInput, Textarea } from "@mantine/core";
import type { AdminSeries } from "@tazama/contracts";
import { type SyntheticEvent, useState } from "react";
import { useUpdateSeries } from "../../../features/catalogue/api/title-admin.ts";

type Fields = Pick<AdminSeries, "title" | "tagline" | "synopsis" | "country" | "language">;

/** A series' own fields. A new name renames every episode ("{series} Ep. N"). */
export function SeriesFieldsForm({ show, onSaved }: { show: AdminSeries; onSaved: () => void }) {
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
    <form onSubmit={submit} aria-label="Series details">
      <Stack gap="sm">
        <TextInput
          label="Series name"
          required
          maxLength={120}
          description={
            renames ? `Its episodes become "${fields.title.trim()} Ep. 1", "Ep. 2", …` : undefined
          }
          {...field("title")}
        />
        <TextInput label="Tagline" maxLength={160} {...field("tagline")} />
        <Textarea
          label="Synopsis"
          required
          autosize
          minRows={3}
          maxLength={2000}
          {...field("synopsis")}
        />
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <TextInput
            label="Year"
            required
            inputMode="numeric"
            value={year}
            error={yearOk ? undefined : "1900 to 2100"}
            onChange={(e) => {
              setYear(e.currentTarget.value);
            }}
          />
          <TextInput label="Country" required {...field("country")} />
          <TextInput label="Language" required {...field("language")} />
        </SimpleGrid>
        <TextInput
          label="Tags"
          description="Separated by commas"
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
          Save series
        </Button>
      </Stack>
    </form>
  );
}
