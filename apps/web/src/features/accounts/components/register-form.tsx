import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { Anchor, Button, Divider, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "../../../lib/toasts.ts";
import { useMutation } from "@tanstack/react-query";
import type { CountryCode } from "libphonenumber-js/min";
import { type SubmitEvent, useCallback, useState } from "react";
import { Link, useLocation } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { type SignUpInput, useAuth } from "../hooks/use-auth.ts";
import { returnToFromSearch } from "../lib/return-to.ts";
import { affiliateCodeFrom, browserStorage, storedAffiliateCode } from "../lib/affiliate.ts";
import { isEmail, passwordLengthError } from "../lib/password.ts";
import { NewPasswordInput } from "./new-password-input.tsx";
import { countryFromLocale, toE164 } from "../../../components/phone/phone.ts";
import {
  describeSignupError,
  EMAIL_ALREADY_REGISTERED_CODE,
  WEAK_PASSWORD_CODE,
} from "../lib/signup-errors.ts";
import { EmailTakenNotice } from "./email-taken-notice.tsx";
import { readLocationCookie, readUserCookie } from "../lib/user-cookie.ts";
import { GoogleButton } from "./google-button.tsx";
import { PhoneField } from "../../../components/phone/phone-field.tsx";

type Field = "name" | "email" | "phone" | "password";
type Errors = Partial<Record<Field, string>>;

const FIELD_ORDER: Field[] = ["name", "email", "phone", "password"];

export const PHONE_FORMAT_MESSAGE = "Enter a valid phone number for the country you picked.";

/** The viewer's country as prices see it (the user or location cookie), else Nigeria. */
function initialCountry(): CountryCode {
  return countryFromLocale(readUserCookie()?.locale || readLocationCookie());
}

function initialAffiliateCode(search: string): string {
  const storage = browserStorage();
  return affiliateCodeFrom(search) ?? (storage ? storedAffiliateCode(storage) : null) ?? "";
}

/** Join for Free (spec §4, §5): name, email, phone, password and the affiliate code. */
export function RegisterForm() {
  const auth = useAuth();
  const { search } = useLocation();
  const i18n = useI18n();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [country, setCountry] = useState<CountryCode>(initialCountry);
  const [phone, setPhone] = useState("");
  const [password, setPassword] = useState("");
  const [affiliateCode, setAffiliateCode] = useState(() => initialAffiliateCode(search));
  const [errors, setErrors] = useState<Errors>({});
  /** The email the server said already has an account (cleared when the email changes). */
  const [taken, setTaken] = useState<string | null>(null);
  const signup = useMutation({
    mutationFn: (input: SignUpInput) =>
      auth.signUpWithEmailAndPassword(input, undefined, returnToFromSearch(search)),
  });

  const clear = (field: Field) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  // Stable, so the memoised phone field skips renders caused by the other inputs.
  const changeCountry = useCallback((value: CountryCode) => {
    setCountry(value);
    setErrors((current) => ({ ...current, phone: undefined }));
  }, []);
  const changePhone = useCallback((value: string) => {
    setPhone(value);
    setErrors((current) => ({ ...current, phone: undefined }));
  }, []);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const focus = (field: Field) => {
      (form.elements.namedItem(field) as HTMLInputElement | null)?.focus();
    };
    const e164 = toE164(phone, country);
    const found: Errors = {
      name: name.trim()
        ? undefined
        : i18n._({ id: "join.error-name", message: "Enter your full name." }),
      email: isEmail(email)
        ? undefined
        : i18n._({ id: "join.error-email", message: "Please enter a valid email address." }),
      phone: e164
        ? undefined
        : i18n._({
            id: "join.error-phone",
            message: "Enter a valid phone number for the country you picked.",
          }),
      password: passwordLengthError(password, i18n) ?? undefined,
    };
    setErrors(found);
    const invalid = FIELD_ORDER.find((field) => found[field]);
    if (invalid || !e164) {
      focus(invalid ?? "phone");
      return;
    }
    signup.mutate(
      {
        name: name.trim(),
        email: email.trim(),
        phone_number: e164,
        password,
        affiliateCodeUsed: affiliateCode.trim() || null,
      },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === WEAK_PASSWORD_CODE) {
            setErrors({ password: error.message });
            focus("password");
            return;
          }
          if (error instanceof ApiError && error.code === EMAIL_ALREADY_REGISTERED_CODE) {
            setTaken(email.trim());
            return;
          }
          if (error instanceof ApiError && error.code === "auth/invalid-phone-number") {
            setErrors({ phone: error.message });
            focus("phone");
            return;
          }
          const text = describeSignupError(error);
          notifications.show({ color: "red", title: text.title, message: text.description });
        },
      },
    );
  }

  return (
    <Stack gap="md">
      {taken ? <EmailTakenNotice email={taken} returnSearch={search} /> : null}
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-label={i18n._({ id: "nav.join", message: "Join for Free" })}
      >
        <Stack gap="md">
          <TextInput
            label={i18n._({ id: "join.name", message: "Full name" })}
            name="name"
            autoComplete="name"
            required
            value={name}
            error={errors.name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              clear("name");
            }}
          />
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
              clear("email");
              setTaken(null);
            }}
          />
          <PhoneField
            country={country}
            number={phone}
            error={errors.phone}
            onCountryChange={changeCountry}
            onNumberChange={changePhone}
          />
          <NewPasswordInput
            label={i18n._({ id: "join.password", message: "Password" })}
            value={password}
            error={errors.password}
            onChange={(value) => {
              setPassword(value);
              clear("password");
            }}
          />
          <TextInput
            label={i18n._({ id: "join.affiliate", message: "Affiliate code" })}
            name="affiliateCode"
            description={i18n._({
              id: "join.affiliate-hint",
              message: "Optional: the code of whoever invited you",
            })}
            autoComplete="off"
            value={affiliateCode}
            onChange={(e) => {
              setAffiliateCode(e.currentTarget.value);
            }}
          />
          <Button type="submit" size="md" loading={signup.isPending}>
            {i18n._({ id: "nav.join", message: "Join for Free" })}
          </Button>
        </Stack>
      </form>
      <Divider label={i18n._({ id: "join.or", message: "or" })} labelPosition="center" />
      <GoogleButton returnTo="/" />
      <Text size="sm" ta="center" c="dimmed">
        {i18n._({ id: "join.have-account", message: "Already have an account?" })}{" "}
        <Anchor component={Link} to="/login">
          {i18n._({ id: "nav.login", message: "Log in" })}
        </Anchor>
      </Text>
    </Stack>
  );
}
