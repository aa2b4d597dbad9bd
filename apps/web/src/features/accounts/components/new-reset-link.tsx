import "@mantine/core/styles/Alert.css";
import { Alert, Button, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type SubmitEvent, useState } from "react";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useAuth } from "../hooks/use-auth.ts";
import { isEmail } from "../lib/password.ts";

/**
 * A reset link that was used or has expired: said at once, with a way to a fresh one (the email
 * is asked again: the link does not tell whose it was).
 */
export function NewResetLink() {
  const auth = useAuth();
  const i18n = useI18n();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (address: string) => auth.passwordReset(address) });

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isEmail(email)) {
      setError(
        i18n._({ id: "reset.error-email", message: "Enter the email address of your account." }),
      );
      return;
    }
    setError(null);
    send.mutate(email.trim());
  }

  return (
    <Stack gap="md">
      <Alert
        color="orange"
        variant="light"
        title={i18n._({ id: "reset.link-used", message: "This link can no longer be used" })}
        role="alert"
      >
        {i18n._({
          id: "reset.link-used-text",
          message: "Reset links work once, for 15 minutes. This one has been used or has expired.",
        })}
      </Alert>
      {send.isSuccess ? (
        <Text role="status">
          {/* Spec: ACCOUNT_MESSAGES.passwordResetSent (reset-password-form.test.tsx checks it). */}
          {i18n._({
            id: "login.reset-sent",
            message: "Password reset email sent, please check your Email or Spam folder",
          })}
        </Text>
      ) : (
        <form
          onSubmit={handleSubmit}
          noValidate
          aria-label={i18n._({ id: "reset.send-new", message: "Send a new link" })}
        >
          <Stack gap="sm">
            <TextInput
              label={i18n._({ id: "join.email", message: "Email" })}
              type="email"
              autoComplete="email"
              required
              value={email}
              error={error ?? (send.isError ? send.error.message : undefined)}
              onChange={(e) => {
                setEmail(e.currentTarget.value);
                setError(null);
              }}
            />
            <Button type="submit" loading={send.isPending}>
              {i18n._({ id: "reset.send-new", message: "Send a new link" })}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
