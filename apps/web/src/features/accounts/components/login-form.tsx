import {
  Anchor,
  Button,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { ACCOUNT_MESSAGES } from "@tazama/contracts";
import { type SubmitEvent, useState } from "react";
import { Link, useLocation } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { useAuth } from "../hooks/use-auth.ts";
import { describeLoginError, LOGIN_ERRORS } from "../lib/login-errors.ts";
import { isEmail } from "../lib/password.ts";
import { GoogleButton } from "./google-button.tsx";

export const RESET_SENT_MESSAGE = ACCOUNT_MESSAGES.passwordResetSent;
const INVALID_EMAIL = LOGIN_ERRORS["auth/invalid-email"]?.description ?? "";

interface Errors {
  email?: string;
  password?: string;
}

/** A red notification that stays until closed, with the error's code and message (spec §8). */
export function showPersistentError(error: unknown) {
  const code = error instanceof ApiError ? error.code : "auth/network-request-failed";
  const message =
    error instanceof ApiError
      ? error.message
      : (LOGIN_ERRORS["auth/network-request-failed"]?.description ?? "");
  notifications.show({ color: "red", title: code, message, autoClose: false });
}

/** Email and password log-in, password reset and Google (spec §4, §8). */
export function LoginForm({ returnTo }: { returnTo: string }) {
  const auth = useAuth();
  // From "Log in" on the join form's email-taken notice: the email carried over.
  const carried: unknown = useLocation().state;
  const [email, setEmail] = useState(() =>
    carried &&
    typeof carried === "object" &&
    "email" in carried &&
    typeof carried.email === "string"
      ? carried.email
      : "",
  );
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const login = useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      auth.logInWithEmailAndPassword(input.email, input.password, returnTo),
    onError: (error) => {
      const text = describeLoginError(error);
      notifications.show({ color: "red", title: text.title, message: text.description });
    },
  });
  const reset = useMutation({
    mutationFn: (address: string) => auth.passwordReset(address),
    onSuccess: () => {
      notifications.show({ color: "green", message: RESET_SENT_MESSAGE, autoClose: 2000 });
    },
    onError: showPersistentError,
  });

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {
      email: isEmail(email) ? undefined : INVALID_EMAIL,
      password: password ? undefined : "Enter your password.",
    };
    setErrors(found);
    const form = event.currentTarget;
    const invalid = found.email ? "email" : found.password ? "password" : null;
    if (invalid) {
      (form.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    login.mutate({ email: email.trim(), password });
  }

  function handleForgot() {
    if (!isEmail(email)) {
      setErrors({ email: "Enter your email address above to get a reset link." });
      return;
    }
    setErrors({});
    reset.mutate(email.trim());
  }

  return (
    <Stack gap="md">
      <form onSubmit={handleSubmit} noValidate aria-label="Log in">
        <Stack gap="md">
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={errors.email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setErrors((c) => ({ ...c, email: undefined }));
            }}
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={errors.password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setErrors((c) => ({ ...c, password: undefined }));
            }}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component="button" type="button" size="sm" onClick={handleForgot}>
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" loading={login.isPending}>
            Log in
          </Button>
        </Stack>
      </form>
      <Divider label="or" labelPosition="center" />
      <GoogleButton returnTo={returnTo} />
      <Text size="sm" ta="center" c="dimmed">
        New to Tazama?{" "}
        <Anchor component={Link} to="/register">
          Join for Free
        </Anchor>
      </Text>
    </Stack>
  );
}
