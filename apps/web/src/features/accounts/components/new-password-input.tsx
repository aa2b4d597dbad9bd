import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { PASSWORD_MAX } from "../lib/password.ts";

export interface NewPasswordInputProps {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The password a person chooses (join, reset): the same rules, hint and autofill everywhere. */
export function NewPasswordInput({ label, value, error, onChange }: NewPasswordInputProps) {
  const i18n = useI18n();
  return (
    <PasswordInput
      label={label}
      name="password"
      description={i18n._({
        id: "join.password-hint",
        message: "8 to 128 characters; avoid common passwords.",
      })}
      autoComplete="new-password"
      required
      maxLength={PASSWORD_MAX}
      value={value}
      error={error}
      onChange={(e) => {
        onChange(e.currentTarget.value);
      }}
    />
  );
}
