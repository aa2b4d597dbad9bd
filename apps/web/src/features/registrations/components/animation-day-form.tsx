import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Notification.css";
import "@mantine/notifications/styles.css";
import { Button, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type ChangeEvent, type SubmitEvent, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
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

export const REGISTERED_MESSAGE =
  "You're registered for International Animation Day. See you there!";
const ALREADY_REGISTERED_CODE = "registration/already-registered";

function failureMessage(error: unknown): { title: string; message: string } {
  if (error instanceof ApiError) return { title: "Registration failed", message: error.message };
  return {
    title: "Network Error",
    message: "Please check your internet connection and try again.",
  };
}

/** Registration for International Animation Day: checked here, then stored by the server. */
export function AnimationDayForm() {
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
    const found = validateRegistration(values);
    setErrors(found);
    const invalid = firstInvalidField(found);
    if (invalid) {
      (form.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    registration.mutate(toRegistrationBody(values), {
      onSuccess: () => {
        notifications.show({ color: "green", message: REGISTERED_MESSAGE, autoClose: 2000 });
        setValues(EMPTY_REGISTRATION);
        setErrors({});
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === ALREADY_REGISTERED_CODE) {
          setErrors({ email: error.message });
          (form.elements.namedItem("email") as HTMLInputElement | null)?.focus();
          return;
        }
        notifications.show({ color: "red", ...failureMessage(error) });
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="International Animation Day registration">
      <Stack gap="md">
        <TextInput label="Name" autoComplete="name" required {...field("name")} />
        <TextInput label="Email" type="email" autoComplete="email" required {...field("email")} />
        <TextInput
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+254712345678"
          required
          {...field("phone")}
        />
        <TextInput
          label="Organisation"
          description="Optional: your school, studio or company"
          autoComplete="organization"
          {...field("organisation")}
        />
        <Button type="submit" loading={registration.isPending} size="md">
          Register
        </Button>
      </Stack>
    </form>
  );
}
