import { Stack, TextInput } from "@mantine/core";
import { type StepProps, textField } from "./field-props.ts";

export function StepContact(props: StepProps) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Your name"
        required
        autoComplete="name"
        {...textField(props, "contactName")}
      />
      <TextInput
        label="Email"
        description="We write to you here at every step"
        type="email"
        required
        autoComplete="email"
        {...textField(props, "contactEmail")}
      />
      <TextInput
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        {...textField(props, "contactPhone")}
      />
    </Stack>
  );
}
