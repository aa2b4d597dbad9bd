import "@mantine/core/styles/Alert.css";
import { Alert, Button, Group, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { ACCOUNT_MESSAGES } from "@tazama/contracts";
import { Link } from "react-router";
import { useAuth } from "../hooks/use-auth.ts";

/**
 * Joining with an email that already has an account: say so once, in words, and offer the two
 * ways on: log in with it (the email carried over), or have a reset link sent to it.
 */
export function EmailTakenNotice({ email, returnSearch }: { email: string; returnSearch: string }) {
  const auth = useAuth();
  const reset = useMutation({ mutationFn: (address: string) => auth.passwordReset(address) });
  return (
    <Alert color="orange" variant="light" title="Email Already Registered" role="alert">
      <Text size="sm">
        There is already a Tazama account for <strong>{email}</strong>. Log in to it, or reset its
        password if you have forgotten it.
      </Text>
      <Group gap="xs" mt="sm">
        <Button component={Link} to={`/login${returnSearch}`} state={{ email }} size="xs">
          Log in
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={reset.isPending}
          disabled={reset.isSuccess}
          onClick={() => {
            reset.mutate(email);
          }}
        >
          Reset password
        </Button>
      </Group>
      {reset.isSuccess ? (
        <Text size="sm" mt="xs" role="status">
          {ACCOUNT_MESSAGES.passwordResetSent}
        </Text>
      ) : null}
      {reset.isError ? (
        <Text size="sm" mt="xs" c="red.4">
          {reset.error.message}
        </Text>
      ) : null}
    </Alert>
  );
}
