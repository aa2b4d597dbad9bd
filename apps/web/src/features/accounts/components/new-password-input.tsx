import { PasswordInput } from "@mantine/core";
import { PASSWORD_MAX } from "../lib/password.ts";

export interface NewPasswordInputProps {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The password a person chooses (join, reset): the same rules, hint and autofill everywhere. */
export function NewPasswordInput({ label, value, error, onChange }: NewPasswordInputProps) {
  return (
    <PasswordInput
      label={label}
      name="password"
      description="8 to 128 characters; avoid common passwords."
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
