import { z } from "zod";
import { displayNameField } from "./display-name.ts";

/** The event slug stored with International Animation Day registrations. */
export const ANIMATION_DAY_EVENT_SLUG = "international-animation-day";

/** The page of the event, by which its date and venue are found. */
export const ANIMATION_DAY_PATH = "/international-animation-day-registration";

/** A registration sent after the event ended (409). */
export const REGISTRATION_CLOSED = {
  code: "registration/closed",
  message: "Registration has closed.",
} as const;

/** Limits of a registration; the web form mirrors them (features/registrations/lib). */
export const REGISTRATION_LIMITS = {
  nameMin: 2,
  nameMax: 120,
  emailMax: 254,
  organisationMax: 160,
} as const;

/** E.164: a plus sign and 8 to 15 digits, the first not zero. */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;

export const REGISTRATION_MESSAGES = {
  nameShort: "Enter your name (at least 2 characters).",
  nameLong: "Name must be at most 120 characters.",
  email: "Enter a valid email address.",
  emailLong: "Email must be at most 254 characters.",
  phone: "Enter your phone number in international format, e.g. +254712345678.",
  organisationLong: "Organisation must be at most 160 characters.",
} as const;

/** Spaces, hyphens, dots and brackets people type inside phone numbers; dropped before checking. */
const PHONE_SEPARATORS = /[\s().-]/g;

/** Body of `POST /api/v1/registrations/animation-day`. */
export const animationDayRegistrationSchema = z.object({
  name: displayNameField()
    .min(REGISTRATION_LIMITS.nameMin, REGISTRATION_MESSAGES.nameShort)
    .max(REGISTRATION_LIMITS.nameMax, REGISTRATION_MESSAGES.nameLong),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(REGISTRATION_LIMITS.emailMax, REGISTRATION_MESSAGES.emailLong)
    .check(z.email(REGISTRATION_MESSAGES.email)),
  phone: z
    .string()
    .trim()
    .overwrite((value) => value.replace(PHONE_SEPARATORS, ""))
    .regex(E164_PATTERN, REGISTRATION_MESSAGES.phone),
  organisation: displayNameField()
    .max(REGISTRATION_LIMITS.organisationMax, REGISTRATION_MESSAGES.organisationLong)
    .optional(),
});
export type AnimationDayRegistrationInput = z.input<typeof animationDayRegistrationSchema>;
export type AnimationDayRegistration = z.output<typeof animationDayRegistrationSchema>;

const registrationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime(),
});
export type Registration = z.infer<typeof registrationSchema>;

export const registrationResponseSchema = z.object({ registration: registrationSchema });
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** 409 when the email already holds a registration for the event. */
export const ALREADY_REGISTERED = {
  code: "registration/already-registered",
  message: "This email is already registered for International Animation Day.",
} as const;
