import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from "@mantine/core";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/**
 * Mantine's password field with its show/hide button named in the viewer's language (Mantine's
 * own label is English only).
 */
export function PasswordInput({ visibilityToggleButtonProps, ...props }: PasswordInputProps) {
  const i18n = useI18n();
  return (
    <MantinePasswordInput
      {...props}
      visibilityToggleButtonProps={{
        "aria-label": i18n._({ id: "password.toggle", message: "Show or hide the password" }),
        ...visibilityToggleButtonProps,
      }}
    />
  );
}
