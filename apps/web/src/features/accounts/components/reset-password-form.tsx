import "@mantine/core/styles/Loader.css";
import { Anchor, Button, Loader, PasswordInput, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type SubmitEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { usePasswordResetCheck } from "../api/check-password-reset.ts";
import { useConfirmPasswordReset } from "../api/confirm-password-reset.ts";
import { NewResetLink } from "./new-reset-link.tsx";
import { passwordLengthError, PASSWORD_MAX } from "../lib/password.ts";
import { NewPasswordInput } from "./new-password-input.tsx";
import { showPersistentError } from "./login-form.tsx";

export const PASSWORD_CHANGED_MESSAGE =
  "Your password has been changed. Log in with your new password.";

/**
 * Sets a new password with the token of the emailed link, then sends the user to /login. The link
 * is checked first: a used or expired one says so at once and offers a new link, rather than
 * showing a form that can only fail.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const check = usePasswordResetCheck(token);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const reset = useConfirmPasswordReset();

  if (!token) {
    return (
      <Text>
        This reset link is incomplete. Ask for a new one from{" "}
        <Anchor component={Link} to="/login">
          Log in
        </Anchor>{" "}
        with “Forgot password?”.
      </Text>
    );
  }

  if (check.isPending)
    return <Loader size="sm" aria-label="Checking your reset link" role="status" />;
  // A failed check (offline, say) leaves the form: the server still decides on submit.
  if (check.data?.valid === false) return <NewResetLink />;

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      password: passwordLengthError(password) ?? undefined,
      confirm: confirm === password ? undefined : "The passwords do not match.",
    };
    setErrors(found);
    if (found.password || found.confirm || !token) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          notifications.show({
            color: "green",
            message: PASSWORD_CHANGED_MESSAGE,
            autoClose: 2000,
          });
          void navigate("/login", { replace: true });
        },
        onError: showPersistentError,
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Set a new password">
      <Stack gap="md">
        <NewPasswordInput
          label="New password"
          value={password}
          error={errors.password}
          onChange={(value) => {
            setPassword(value);
            setErrors((c) => ({ ...c, password: undefined }));
          }}
        />
        <PasswordInput
          label="Confirm new password"
          name="confirm"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          value={confirm}
          error={errors.confirm}
          onChange={(e) => {
            setConfirm(e.currentTarget.value);
            setErrors((c) => ({ ...c, confirm: undefined }));
          }}
        />
        <Button type="submit" size="md" loading={reset.isPending}>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
