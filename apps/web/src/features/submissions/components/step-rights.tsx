import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/InlineInput.css";
import { Checkbox, PasswordInput, Stack, TextInput } from "@mantine/core";
import { type StepProps, textField } from "./field-props.ts";

export function StepRights(props: StepProps) {
  const { values, errors, set } = props;
  return (
    <Stack gap="sm">
      <TextInput
        label="Screener link"
        description="A private link to the whole film (Vimeo, Google Drive, …)"
        placeholder="https://"
        type="url"
        required
        {...textField(props, "screenerUrl")}
      />
      <PasswordInput label="Screener password (if any)" {...textField(props, "screenerPassword")} />
      <TextInput
        label="Rights holder"
        description="The person or company that holds the rights"
        required
        {...textField(props, "rightsHolder")}
      />
      <TextInput
        label="Territories"
        description="Where you hold the rights, separated by commas: Worldwide, or Nigeria, Ghana"
        required
        {...textField(props, "territories")}
      />
      <Checkbox
        label="I hold, or act for whoever holds, the rights to offer this film for streaming in these territories."
        checked={values.rightsAttested}
        onChange={(event) => {
          set("rightsAttested", event.currentTarget.checked);
        }}
        error={errors.rightsAttested}
      />
    </Stack>
  );
}
