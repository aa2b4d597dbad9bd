import "@mantine/core/styles/Alert.css";
import { Alert, Button, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { ACCOUNT_MESSAGES } from "@tazama/contracts";
import { type SubmitEvent, useState } from "react";
import { useAuth } from "../hooks/use-auth.ts";
import { isEmail } from "../lib/password.ts";

/**
 * A reset link that was used or has expired: said at once, with a way to a fresh one (the email
 * is asked again: the link does not tell whose it was).
 */
export function NewResetLink() {
  const auth = useAuth();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (address: string) => auth.passwordReset(address) });

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isEmail(email)) {
      setError("Enter the email address of your account.");
      return;
    }
    setError(null);
    send.mutate(email.trim());
  }

  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" title="This link can no longer be used" role="alert">
        Reset links work once, for 15 minutes. This one has been used or has expired.
      </Alert>
      {send.isSuccess ? (
        <Text role="status">{ACCOUNT_MESSAGES.passwordResetSent}</Text>
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label="Send a new link">
          <Stack gap="sm">
            <TextInput
              label="Email"
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
              Send a new link
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
