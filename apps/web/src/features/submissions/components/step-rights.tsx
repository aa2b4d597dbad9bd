import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/InlineInput.css";
import { Checkbox, Stack, TextInput } from "@mantine/core";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { type StepProps, textField } from "./field-props.ts";

export function StepRights(props: StepProps) {
  const i18n = useI18n();
  const { values, errors, set } = props;
  return (
    <Stack gap="sm">
      <TextInput
        label={i18n._({ id: "submission.rights.screener", message: "Screener link" })}
        description={i18n._({
          id: "submission.rights.screener-help",
          message: "A private link to the whole film (Vimeo, Google Drive, …)",
        })}
        placeholder="https://"
        type="url"
        required
        {...textField(props, "screenerUrl")}
      />
      <PasswordInput
        label={i18n._({
          id: "submission.rights.password",
          message: "Screener password (if any)",
        })}
        {...textField(props, "screenerPassword")}
      />
      <TextInput
        label={i18n._({ id: "submission.rights.holder", message: "Rights holder" })}
        description={i18n._({
          id: "submission.rights.holder-help",
          message: "The person or company that holds the rights",
        })}
        required
        {...textField(props, "rightsHolder")}
      />
      <TextInput
        label={i18n._({ id: "submission.rights.territories", message: "Territories" })}
        description={i18n._({
          id: "submission.rights.territories-help",
          message: "Where you hold the rights, separated by commas: Worldwide, or Nigeria, Ghana",
        })}
        required
        {...textField(props, "territories")}
      />
      <Checkbox
        label={i18n._({
          id: "submission.rights.attest",
          message:
            "I hold, or act for whoever holds, the rights to offer this film for streaming in these territories.",
        })}
        checked={values.rightsAttested}
        onChange={(event) => {
          set("rightsAttested", event.currentTarget.checked);
        }}
        error={errors.rightsAttested}
      />
    </Stack>
  );
}
