import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Notification.css";
import "@mantine/notifications/styles.css";
import { Button, Stack, TextInput } from "@mantine/core";
import { notifications } from "../../../lib/toasts.ts";
import { type ChangeEvent, type SubmitEvent, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { failureTexts } from "../../../lib/failure-texts.ts";
import { type I18n, sourceI18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useRegisterAnimationDay } from "../api/register-animation-day.ts";
import {
  EMPTY_REGISTRATION,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationValues,
  firstInvalidField,
  toRegistrationBody,
  validateRegistration,
} from "../lib/registration-form.ts";

/** The toast once registered, in the page's language. */
function registeredMessage(i18n: I18n): string {
  return i18n._({
    id: "registration.done",
    message: "You're registered for International Animation Day. See you there!",
  });
}

export const REGISTERED_MESSAGE = registeredMessage(sourceI18n);
const ALREADY_REGISTERED_CODE = "registration/already-registered";

/** A refusal shows the server's own message; a request that never arrived, spec §8's words. */
function failureMessage(error: unknown, i18n: I18n): { title: string; message: string } {
  if (error instanceof ApiError) {
    return {
      title: i18n._({ id: "registration.failed", message: "Registration failed" }),
      message: error.message,
    };
  }
  const { network } = failureTexts(i18n);
  return { title: network.title, message: network.description };
}

/** Registration for International Animation Day: checked here, then stored by the server. */
export function AnimationDayForm() {
  const i18n = useI18n();
  const [values, setValues] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const registration = useRegisterAnimationDay();

  const field = (key: RegistrationField) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    },
  });

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateRegistration(values, i18n);
    setErrors(found);
    const invalid = firstInvalidField(found);
    if (invalid) {
      (form.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    registration.mutate(toRegistrationBody(values), {
      onSuccess: () => {
        notifications.show({ color: "green", message: registeredMessage(i18n), autoClose: 2000 });
        setValues(EMPTY_REGISTRATION);
        setErrors({});
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === ALREADY_REGISTERED_CODE) {
          setErrors({ email: error.message });
          (form.elements.namedItem("email") as HTMLInputElement | null)?.focus();
          return;
        }
        notifications.show({ color: "red", ...failureMessage(error, i18n) });
      },
    });
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={i18n._({
        id: "registration.form.label",
        message: "International Animation Day registration",
      })}
    >
      <Stack gap="md">
        <TextInput
          label={i18n._({ id: "registration.form.name", message: "Name" })}
          autoComplete="name"
          required
          {...field("name")}
        />
        <TextInput
          label={i18n._({ id: "registration.form.email", message: "Email" })}
          type="email"
          autoComplete="email"
          required
          {...field("email")}
        />
        <TextInput
          label={i18n._({ id: "registration.form.phone", message: "Phone" })}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+254712345678"
          required
          {...field("phone")}
        />
        <TextInput
          label={i18n._({ id: "registration.form.organisation", message: "Organisation" })}
          description={i18n._({
            id: "registration.form.organisation-help",
            message: "Optional: your school, studio or company",
          })}
          autoComplete="organization"
          {...field("organisation")}
        />
        <Button type="submit" loading={registration.isPending} size="md">
          {i18n._({ id: "registration.form.submit", message: "Register" })}
        </Button>
      </Stack>
    </form>
  );
}
