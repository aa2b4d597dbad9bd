import "@mantine/core/styles/Input.css";
import { Stack, TextInput, Textarea } from "@mantine/core";
import { type StepProps, textField } from "./field-props.ts";

export function StepStory(props: StepProps) {
  return (
    <Stack gap="sm">
      <TextInput
        label="In one line"
        description={`${props.values.shortSynopsis.length}/200 — what a viewer reads on the poster`}
        required
        maxLength={200}
        {...textField(props, "shortSynopsis")}
      />
      <Textarea
        label="Synopsis"
        required
        rows={6}
        maxLength={3000}
        {...textField(props, "longSynopsis")}
      />
      <Textarea
        label="Credits"
        description="The director, the writers and the main cast"
        required
        rows={4}
        maxLength={3000}
        {...textField(props, "credits")}
      />
    </Stack>
  );
}
