import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/SegmentedControl.css";
import {
  Checkbox,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { CATALOGUE_GENRES } from "@tazama/contracts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { type StepProps, textField } from "./field-props.ts";

type Genre = (typeof CATALOGUE_GENRES)[number];

/** A genre's name in the page's language (its value stays the catalogue's English name). */
function genreLabel(genre: Genre, i18n: I18n): string {
  switch (genre) {
    case "Drama":
      return i18n._({ id: "submission.genre.drama", message: "Drama" });
    case "Comedy":
      return i18n._({ id: "submission.genre.comedy", message: "Comedy" });
    case "Romance":
      return i18n._({ id: "submission.genre.romance", message: "Romance" });
    case "Thriller":
      return i18n._({ id: "submission.genre.thriller", message: "Thriller" });
    case "Action":
      return i18n._({ id: "submission.genre.action", message: "Action" });
    case "Crime":
      return i18n._({ id: "submission.genre.crime", message: "Crime" });
    case "Family":
      return i18n._({ id: "submission.genre.family", message: "Family" });
    case "Animation":
      return i18n._({ id: "submission.genre.animation", message: "Animation" });
    case "Documentary":
      return i18n._({ id: "submission.genre.documentary", message: "Documentary" });
    case "Horror":
      return i18n._({ id: "submission.genre.horror", message: "Horror" });
    case "Epic":
      return i18n._({ id: "submission.genre.epic", message: "Epic" });
    case "Musical":
      return i18n._({ id: "submission.genre.musical", message: "Musical" });
  }
}

export function StepFilm(props: StepProps) {
  const i18n = useI18n();
  const { values, errors, set } = props;
  return (
    <Stack gap="sm">
      <TextInput
        label={i18n._({ id: "submission.film.title", message: "Title" })}
        required
        maxLength={120}
        {...textField(props, "title")}
      />
      <div>
        <Text component="span" size="sm" fw={500} id="submission-kind">
          {i18n._({ id: "submission.film.kind", message: "It is a" })}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby="submission-kind"
          value={values.kind}
          onChange={(value) => {
            set("kind", value === "series" ? "series" : "movie");
          }}
          data={[
            { label: i18n._({ id: "submission.film.kind-film", message: "Film" }), value: "movie" },
            {
              label: i18n._({ id: "submission.film.kind-series", message: "Series" }),
              value: "series",
            },
          ]}
        />
      </div>
      <SimpleGrid cols={2}>
        <TextInput
          label={i18n._({ id: "submission.film.year", message: "Year" })}
          required
          inputMode="numeric"
          maxLength={4}
          {...textField(props, "year")}
        />
        <TextInput
          label={
            values.kind === "series"
              ? i18n._({ id: "submission.film.episode-minutes", message: "Minutes an episode" })
              : i18n._({ id: "submission.film.runtime", message: "Running time (minutes)" })
          }
          required
          inputMode="numeric"
          maxLength={4}
          {...textField(props, "runtimeMinutes")}
        />
      </SimpleGrid>
      <TextInput
        label={i18n._({ id: "submission.film.languages", message: "Languages" })}
        description={i18n._({
          id: "submission.film.languages-help",
          message: "Separate them with commas: Yoruba, English",
        })}
        required
        {...textField(props, "languages")}
      />
      <TextInput
        label={i18n._({ id: "submission.film.country", message: "Country of production" })}
        required
        {...textField(props, "country")}
      />
      <Checkbox.Group
        label={i18n._({ id: "submission.film.genres", message: "Genres (up to 3)" })}
        required
        value={values.genres}
        onChange={(genres) => {
          set("genres", genres);
        }}
        error={errors.genres}
      >
        <Group gap="sm" mt={6}>
          {CATALOGUE_GENRES.map((genre) => (
            <Checkbox key={genre} value={genre} label={genreLabel(genre, i18n)} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
