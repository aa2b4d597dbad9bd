import "@mantine/core/styles/Input.css";
import { Stack, TextInput, Textarea } from "@mantine/core";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { type StepProps, textField } from "./field-props.ts";

export function StepStory(props: StepProps) {
  const i18n = useI18n();
  return (
    <Stack gap="sm">
      <TextInput
        label={i18n._({ id: "submission.story.one-line", message: "In one line" })}
        description={i18n._({
          id: "submission.story.one-line-help",
          message: "{count}/200 — what a viewer reads on the poster",
          values: { count: props.values.shortSynopsis.length },
        })}
        required
        maxLength={200}
        {...textField(props, "shortSynopsis")}
      />
      <Textarea
        label={i18n._({ id: "submission.story.synopsis", message: "Synopsis" })}
        required
        rows={6}
        maxLength={3000}
        {...textField(props, "longSynopsis")}
      />
      <Textarea
        label={i18n._({ id: "submission.story.credits", message: "Credits" })}
        description={i18n._({
          id: "submission.story.credits-help",
          message: "The director, the writers and the main cast",
        })}
        required
        rows={4}
        maxLength={3000}
        {...textField(props, "credits")}
      />
    </Stack>
  );
}
