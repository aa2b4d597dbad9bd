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
import { type StepProps, textField } from "./field-props.ts";

export function StepFilm(props: StepProps) {
  const { values, errors, set } = props;
  return (
    <Stack gap="sm">
      <TextInput label="Title" required maxLength={120} {...textField(props, "title")} />
      <div>
        <Text component="span" size="sm" fw={500} id="submission-kind">
          It is a
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby="submission-kind"
          value={values.kind}
          onChange={(value) => {
            set("kind", value === "series" ? "series" : "movie");
          }}
          data={[
            { label: "Film", value: "movie" },
            { label: "Series", value: "series" },
          ]}
        />
      </div>
      <SimpleGrid cols={2}>
        <TextInput
          label="Year"
          required
          inputMode="numeric"
          maxLength={4}
          {...textField(props, "year")}
        />
        <TextInput
          label={values.kind === "series" ? "Minutes an episode" : "Running time (minutes)"}
          required
          inputMode="numeric"
          maxLength={4}
          {...textField(props, "runtimeMinutes")}
        />
      </SimpleGrid>
      <TextInput
        label="Languages"
        description="Separate them with commas: Yoruba, English"
        required
        {...textField(props, "languages")}
      />
      <TextInput label="Country of production" required {...textField(props, "country")} />
      <Checkbox.Group
        label="Genres (up to 3)"
        required
        value={values.genres}
        onChange={(genres) => {
          set("genres", genres);
        }}
        error={errors.genres}
      >
        <Group gap="sm" mt={6}>
          {CATALOGUE_GENRES.map((genre) => (
            <Checkbox key={genre} value={genre} label={genre} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
