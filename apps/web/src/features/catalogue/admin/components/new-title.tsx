import "@mantine/core/styles/SegmentedControl.css";
import { SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useNavigate } from "react-router";
import { useCreateTitle } from "../../api/title-admin.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import { TitleFieldsForm } from "./title-fields-form.tsx";

const EMPTY = {
  title: "",
  tagline: "",
  synopsis: "",
  year: new Date().getFullYear(),
  durationS: 90 * 60,
  country: "",
  language: "",
  tags: [],
  genres: [],
  isFree: false,
};

type Kind = "movie" | "series";

/** A new movie, or a series with its first episode, made a draft; then its page opens. */
export function NewTitle({ kind, onKind }: { kind: Kind; onKind: (kind: Kind) => void }) {
  const i18n = useI18n();
  const navigate = useNavigate();
  const create = useCreateTitle();
  return (
    <Stack gap="md" maw={760}>
      <Title order={2}>
        {kind === "movie"
          ? i18n._({ id: "admin.titles.new-movie", message: "New movie" })
          : i18n._({ id: "admin.title-new.new-series", message: "New series" })}
      </Title>
      <SegmentedControl
        aria-label={i18n._({ id: "admin.title-new.what", message: "What to add" })}
        value={kind}
        onChange={(value) => {
          onKind(value === "series" ? "series" : "movie");
        }}
        data={[
          { value: "movie", label: i18n._({ id: "admin.titles.kind.movie", message: "Movie" }) },
          { value: "series", label: i18n._({ id: "admin.title-new.series", message: "Series" }) },
        ]}
        style={{ alignSelf: "flex-start" }}
      />
      {kind === "series" ? (
        <Text size="sm" c="gray.4">
          {i18n._({
            id: "admin.title-new.series-help",
            message:
              "The series' name, year, country and language; the synopsis and minutes are its first episode's. Its page then adds the next episodes.",
          })}
        </Text>
      ) : null}
      <TitleFieldsForm
        initial={EMPTY}
        submitLabel={i18n._({ id: "admin.title-new.create-draft", message: "Create draft" })}
        busy={create.isPending}
        error={create.error?.message}
        onSubmit={(fields) => {
          // A new movie is never free at first (the field shows on its page).
          const { title, tagline, synopsis, year, durationS, country, language, tags, genres } =
            fields;
          create.mutate(
            { kind, title, tagline, synopsis, year, durationS, country, language, tags, genres },
            {
              onSuccess: (made) => {
                void navigate(`/admin/titles/${encodeURIComponent(made.ref)}`);
              },
            },
          );
        }}
      />
    </Stack>
  );
}
