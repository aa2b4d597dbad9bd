import "@mantine/core/styles/Loader.css";
import { Anchor, Button, Loader, Stack, Text } from "@mantine/core";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { notifications } from "../../../lib/toasts.ts";
import { type SubmitEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { usePasswordResetCheck } from "../api/check-password-reset.ts";
import { useConfirmPasswordReset } from "../api/confirm-password-reset.ts";
import { NewResetLink } from "./new-reset-link.tsx";
import { passwordLengthError, PASSWORD_MAX } from "../lib/password.ts";
import { NewPasswordInput } from "./new-password-input.tsx";
import { showPersistentError } from "./login-form.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

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
  const i18n = useI18n();

  if (!token) {
    return (
      <Text>
        {i18n._({ id: "reset.incomplete", message: "This reset link is incomplete." })}{" "}
        {i18n._({ id: "reset.ask-new", message: "Ask for a new one with “Forgot password?” on" })}{" "}
        <Anchor component={Link} to="/login">
          {i18n._({ id: "nav.login", message: "Log in" })}
        </Anchor>
      </Text>
    );
  }

  if (check.isPending)
    return (
      <Loader
        size="sm"
        aria-label={i18n._({ id: "reset.checking", message: "Checking your reset link" })}
        role="status"
      />
    );
  // A failed check (offline, say) leaves the form: the server still decides on submit.
  if (check.data?.valid === false) return <NewResetLink />;

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      password: passwordLengthError(password, i18n) ?? undefined,
      confirm:
        confirm === password
          ? undefined
          : i18n._({ id: "reset.mismatch", message: "The passwords do not match." }),
    };
    setErrors(found);
    if (found.password || found.confirm || !token) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          notifications.show({
            color: "green",
            message: i18n._({
              id: "reset.changed",
              message: "Your password has been changed. Log in with your new password.",
            }),
            autoClose: 2000,
          });
          void navigate("/login", { replace: true });
        },
        onError: showPersistentError,
      },
    );
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={i18n._({ id: "reset.set-new", message: "Set a new password" })}
    >
      <Stack gap="md">
        <NewPasswordInput
          label={i18n._({ id: "reset.new-password", message: "New password" })}
          value={password}
          error={errors.password}
          onChange={(value) => {
            setPassword(value);
            setErrors((c) => ({ ...c, password: undefined }));
          }}
        />
        <PasswordInput
          label={i18n._({ id: "reset.confirm", message: "Confirm new password" })}
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
          {i18n._({ id: "reset.submit", message: "Set new password" })}
        </Button>
      </Stack>
    </form>
  );
}
