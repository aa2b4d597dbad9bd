import type { AnimationDayRegistrationInput } from "@tazama/contracts";

/**
 * Client-side twin of the server's `animationDayRegistrationSchema` (@tazama/contracts): the
 * same limits, patterns and messages, without bundling zod. A test keeps the two in step.
 */
export const LIMITS = { nameMin: 2, nameMax: 120, emailMax: 254, organisationMax: 160 } as const;

export const MESSAGES = {
  nameShort: "Enter your name (at least 2 characters).",
  nameLong: "Name must be at most 120 characters.",
  email: "Enter a valid email address.",
  emailLong: "Email must be at most 254 characters.",
  phone: "Enter your phone number in international format, e.g. +254712345678.",
  organisationLong: "Organisation must be at most 160 characters.",
} as const;

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
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const v = normaliseRegistration(values);
  const errors: RegistrationErrors = {};
  if (v.name.length < LIMITS.nameMin) errors.name = MESSAGES.nameShort;
  else if (v.name.length > LIMITS.nameMax) errors.name = MESSAGES.nameLong;
  if (v.email.length > LIMITS.emailMax) errors.email = MESSAGES.emailLong;
  else if (!EMAIL_PATTERN.test(v.email)) errors.email = MESSAGES.email;
  if (!E164_PATTERN.test(v.phone)) errors.phone = MESSAGES.phone;
  if (v.organisation.length > LIMITS.organisationMax)
    errors.organisation = MESSAGES.organisationLong;
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
