import { Anchor, Button, Divider, Group, Stack, Text, TextInput } from "@mantine/core";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { notifications } from "../../../lib/toasts.ts";
import { useMutation } from "@tanstack/react-query";
import { type SubmitEvent, useState } from "react";
import { Link, useLocation } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useAuth } from "../hooks/use-auth.ts";
import { describeLoginError, LOGIN_ERRORS } from "../lib/login-errors.ts";
import { isEmail } from "../lib/password.ts";
import { GoogleButton } from "./google-button.tsx";

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
  const i18n = useI18n();
  const login = useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      auth.logInWithEmailAndPassword(input.email, input.password, returnTo),
    onError: (error) => {
      const text = describeLoginError(error, i18n);
      notifications.show({ color: "red", title: text.title, message: text.description });
    },
  });
  const reset = useMutation({
    mutationFn: (address: string) => auth.passwordReset(address),
    onSuccess: () => {
      notifications.show({
        color: "green",
        // Spec: ACCOUNT_MESSAGES.passwordResetSent (reset-password-form.test.tsx checks it).
        message: i18n._({
          id: "login.reset-sent",
          message: "Password reset email sent, please check your Email or Spam folder",
        }),
        autoClose: 2000,
      });
    },
    onError: showPersistentError,
  });

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {
      email: isEmail(email)
        ? undefined
        : i18n._({ id: "join.error-email", message: "Please enter a valid email address." }),
      password: password
        ? undefined
        : i18n._({ id: "login.error-password", message: "Enter your password." }),
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
      setErrors({
        email: i18n._({
          id: "login.error-reset-email",
          message: "Enter your email address above to get a reset link.",
        }),
      });
      return;
    }
    setErrors({});
    reset.mutate(email.trim());
  }

  return (
    <Stack gap="md">
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-label={i18n._({ id: "nav.login", message: "Log in" })}
      >
        <Stack gap="md">
          <TextInput
            label={i18n._({ id: "join.email", message: "Email" })}
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
            label={i18n._({ id: "join.password", message: "Password" })}
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
              {i18n._({ id: "login.forgot", message: "Forgot password?" })}
            </Anchor>
          </Group>
          <Button type="submit" size="md" loading={login.isPending}>
            {i18n._({ id: "nav.login", message: "Log in" })}
          </Button>
        </Stack>
      </form>
      <Divider label={i18n._({ id: "join.or", message: "or" })} labelPosition="center" />
      <GoogleButton returnTo={returnTo} />
      <Text size="sm" ta="center" c="dimmed">
        {i18n._({ id: "login.new", message: "New to Tazama?" })}{" "}
        <Anchor component={Link} to="/register">
          {i18n._({ id: "nav.join", message: "Join for Free" })}
        </Anchor>
      </Text>
    </Stack>
  );
}
