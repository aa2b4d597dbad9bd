import { Stack, TextInput } from "@mantine/core";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { type StepProps, textField } from "./field-props.ts";

export function StepContact(props: StepProps) {
  const i18n = useI18n();
  return (
    <Stack gap="sm">
      <TextInput
        label={i18n._({ id: "submission.contact.name", message: "Your name" })}
        required
        autoComplete="name"
        {...textField(props, "contactName")}
      />
      <TextInput
        label={i18n._({ id: "submission.contact.email", message: "Email" })}
        description={i18n._({
          id: "submission.contact.email-help",
          message: "We write to you here at every step",
        })}
        type="email"
        required
        autoComplete="email"
        {...textField(props, "contactEmail")}
      />
      <TextInput
        label={i18n._({ id: "submission.contact.phone", message: "Phone (optional)" })}
        type="tel"
        autoComplete="tel"
        {...textField(props, "contactPhone")}
      />
    </Stack>
  );
}
