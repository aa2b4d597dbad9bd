import type { AnimationDayRegistrationInput } from "@tazama/contracts";
import { type I18n, sourceI18n } from "../../../lib/i18n/i18n.ts";

/**
 * Client-side twin of the server's `animationDayRegistrationSchema` (@tazama/contracts): the
 * same limits, patterns and messages, without bundling zod. A test keeps the two in step.
 */
export const LIMITS = { nameMin: 2, nameMax: 120, emailMax: 254, organisationMax: 160 } as const;

/** The messages, in the page's language (in English, the server's words). */
export function registrationMessages(i18n: I18n) {
  return {
    nameShort: i18n._({
      id: "registration.error.name-short",
      message: "Enter your name (at least 2 characters).",
    }),
    nameLong: i18n._({
      id: "registration.error.name-long",
      message: "Name must be at most 120 characters.",
    }),
    email: i18n._({ id: "registration.error.email", message: "Enter a valid email address." }),
    emailLong: i18n._({
      id: "registration.error.email-long",
      message: "Email must be at most 254 characters.",
    }),
    phone: i18n._({
      id: "registration.error.phone",
      message: "Enter your phone number in international format, e.g. +254712345678.",
    }),
    organisationLong: i18n._({
      id: "registration.error.organisation-long",
      message: "Organisation must be at most 160 characters.",
    }),
  };
}

export const MESSAGES = registrationMessages(sourceI18n);

/** zod 4's email pattern (z.email()). */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const E164_PATTERN = /^\+[1-9]\d{7,14}$/;
const PHONE_SEPARATORS = /[\s().-]/g;

export interface RegistrationValues {
  name: string;
  email: string;
  phone: string;
  organisation: string;
}
export type RegistrationField = keyof RegistrationValues;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export const EMPTY_REGISTRATION: RegistrationValues = {
  name: "",
  email: "",
  phone: "",
  organisation: "",
};

/** The values as the server stores them: trimmed, email lowercased, phone without separators. */
export function normaliseRegistration(values: RegistrationValues): RegistrationValues {
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    phone: values.phone.trim().replace(PHONE_SEPARATORS, ""),
    organisation: values.organisation.trim(),
  };
}

/** One message per invalid field, in form order; empty when the values can be sent. */
export function validateRegistration(
  values: RegistrationValues,
  i18n: I18n = sourceI18n,
): RegistrationErrors {
  const v = normaliseRegistration(values);
  const messages = registrationMessages(i18n);
  const errors: RegistrationErrors = {};
  if (v.name.length < LIMITS.nameMin) errors.name = messages.nameShort;
  else if (v.name.length > LIMITS.nameMax) errors.name = messages.nameLong;
  if (v.email.length > LIMITS.emailMax) errors.email = messages.emailLong;
  else if (!EMAIL_PATTERN.test(v.email)) errors.email = messages.email;
  if (!E164_PATTERN.test(v.phone)) errors.phone = messages.phone;
  if (v.organisation.length > LIMITS.organisationMax)
    errors.organisation = messages.organisationLong;
  return errors;
}

export function firstInvalidField(errors: RegistrationErrors): RegistrationField | undefined {
  return (Object.keys(EMPTY_REGISTRATION) as RegistrationField[]).find((key) => errors[key]);
}

/** The request body; a blank organisation is left out. */
export function toRegistrationBody(values: RegistrationValues): AnimationDayRegistrationInput {
  const { organisation, ...rest } = normaliseRegistration(values);
  return organisation ? { ...rest, organisation } : rest;
}
