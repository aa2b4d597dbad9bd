import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { PHONE_CODE_RULES, type PhoneCodeSent } from "@tazama/contracts";
import type { CountryCode } from "libphonenumber-js/min";
import { type SubmitEvent, useEffect, useEffectEvent, useState } from "react";
import { PhoneField } from "../../../components/phone/phone-field.tsx";
import { countryFromLocale, toE164 } from "../../../components/phone/phone.ts";
import { failureMessage } from "../../../lib/failure-texts.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useNow } from "../../../lib/use-now.ts";
import { useSendPhoneCode, useVerifyPhone } from "../api/phone-code.ts";
import { formatPhone } from "../lib/format-phone.ts";
import { receiveSmsCode } from "../lib/web-otp.ts";

export interface PhoneVerificationProps {
  /** The account's number (E.164) and whether an SMS code proved it. */
  phone: string | null;
  verified: boolean;
  /** The account's locale: its country is the picker's first guess. */
  locale: string;
  /** Called with the proven number (refresh the profile). */
  onVerified: (phone: string) => void;
}

type Step = { kind: "idle" } | { kind: "enter" } | { kind: "code"; sent: PhoneCodeSent };

/**
 * A phone number proven by a 6-digit SMS code (issue 17): the number and its state; "Verify"
 * sends a code to it, "Change number" asks for another first; the code field fills itself in
 * where the browser reads SMS (WebOTP, `autocomplete="one-time-code"`).
 */
export function PhoneVerification({ phone, verified, locale, onVerified }: PhoneVerificationProps) {
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const send = useSendPhoneCode();
  const i18n = useI18n();

  const sendTo = (number: string) => {
    send.mutate(number, {
      onSuccess: (sent) => {
        setStep({ kind: "code", sent });
      },
    });
  };

  if (step.kind === "code") {
    return (
      <CodeForm
        sent={step.sent}
        resending={send.isPending}
        resendError={send.error ? failureMessage(send.error, i18n) : null}
        onResend={() => {
          sendTo(step.sent.phone_number);
        }}
        onOtherNumber={() => {
          send.reset();
          setStep({ kind: "enter" });
        }}
        onVerified={() => {
          setStep({ kind: "idle" });
          onVerified(step.sent.phone_number);
        }}
      />
    );
  }
  if (step.kind === "enter") {
    return (
      <NumberForm
        initialCountry={countryFromLocale(locale)}
        sending={send.isPending}
        error={send.error ? failureMessage(send.error, i18n) : null}
        onSend={sendTo}
        onCancel={() => {
          send.reset();
          setStep({ kind: "idle" });
        }}
      />
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Text fw={600}>
          {phone
            ? formatPhone(phone)
            : i18n._({ id: "phone.none", message: "No phone number yet" })}
        </Text>
        {phone ? (
          <Badge color={verified ? "teal" : "yellow"} variant="light">
            {verified
              ? i18n._({ id: "phone.verified", message: "Verified" })
              : i18n._({ id: "phone.not-verified", message: "Not verified" })}
          </Badge>
        ) : null}
      </Group>
      {send.error ? (
        <Alert color="red" variant="light" role="alert">
          {failureMessage(send.error, i18n)}
        </Alert>
      ) : null}
      <Group gap="xs">
        {phone && !verified ? (
          <Button
            radius="xl"
            color="#f5a524"
            autoContrast
            loading={send.isPending}
            onClick={() => {
              sendTo(phone);
            }}
          >
            {i18n._({ id: "phone.verify-by-sms", message: "Verify by SMS" })}
          </Button>
        ) : null}
        <Button
          variant="default"
          radius="xl"
          onClick={() => {
            send.reset();
            setStep({ kind: "enter" });
          }}
        >
          {phone
            ? i18n._({ id: "phone.change", message: "Change number" })
            : i18n._({ id: "phone.add", message: "Add a phone number" })}
        </Button>
      </Group>
    </Stack>
  );
}

function NumberForm({
  initialCountry,
  sending,
  error,
  onSend,
  onCancel,
}: {
  initialCountry: CountryCode;
  sending: boolean;
  error: string | null;
  onSend: (e164: string) => void;
  onCancel: () => void;
}) {
  const [country, setCountry] = useState(initialCountry);
  const [number, setNumber] = useState("");
  const [invalid, setInvalid] = useState(false);
  const i18n = useI18n();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const e164 = toE164(number, country);
    setInvalid(e164 === null);
    if (e164) onSend(e164);
  };
  return (
    <form
      aria-label={i18n._({ id: "phone.number", message: "Phone number" })}
      noValidate
      onSubmit={submit}
    >
      <Stack gap="sm">
        <PhoneField
          country={country}
          number={number}
          error={
            invalid
              ? i18n._({
                  id: "phone.invalid-number",
                  message: "Enter your phone number in international format, e.g. +254712345678.",
                })
              : undefined
          }
          onCountryChange={setCountry}
          onNumberChange={setNumber}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button type="submit" radius="xl" color="#f5a524" autoContrast loading={sending}>
            {i18n._({ id: "phone.send-code", message: "Send code" })}
          </Button>
          <Button variant="subtle" radius="xl" onClick={onCancel}>
            {i18n._({ id: "purchase.cancel", message: "Cancel" })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const CODE_PATTERN = new RegExp(`^\\d{${PHONE_CODE_RULES.digits}}$`);

function CodeForm({
  sent,
  resending,
  resendError,
  onResend,
  onOtherNumber,
  onVerified,
}: {
  sent: PhoneCodeSent;
  resending: boolean;
  resendError: string | null;
  onResend: () => void;
  onOtherNumber: () => void;
  onVerified: () => void;
}) {
  const verify = useVerifyPhone();
  const [code, setCode] = useState("");
  const [invalid, setInvalid] = useState(false);
  const now = useNow();
  const i18n = useI18n();
  const waitS = Math.max(0, Math.ceil((Date.parse(sent.resendAt) - now) / 1000));

  const check = (value: string) => {
    const ok = CODE_PATTERN.test(value);
    setInvalid(!ok);
    if (ok)
      verify.mutate({ phone_number: sent.phone_number, code: value }, { onSuccess: onVerified });
  };

  // Android Chrome can hand over the code from the SMS itself (the viewer taps "Allow").
  const received = useEffectEvent((value: string) => {
    setCode(value);
    check(value);
  });
  useEffect(() => {
    const controller = new AbortController();
    void receiveSmsCode(controller.signal).then((value) => {
      if (value) received(value);
    });
    return () => {
      controller.abort();
    };
  }, [sent.resendAt]);

  return (
    <form
      aria-label={i18n._({ id: "phone.code-form", message: "Verification code" })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        check(code);
      }}
    >
      <Stack gap="sm">
        <Text>
          {i18n._({
            id: "phone.code-sent",
            message: "We sent a {digits}-digit code to {phone}. It works for {minutes} minutes.",
            values: {
              digits: PHONE_CODE_RULES.digits,
              phone: formatPhone(sent.phone_number),
              minutes: PHONE_CODE_RULES.ttlS / 60,
            },
          })}
        </Text>
        <TextInput
          label={i18n._({ id: "phone.code-label", message: "Code from the SMS" })}
          name="one-time-code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={PHONE_CODE_RULES.digits}
          value={code}
          error={
            invalid
              ? i18n._({
                  id: "phone.invalid-code",
                  message: "Enter the 6-digit code from the SMS.",
                })
              : undefined
          }
          onChange={(event) => {
            const value = event.currentTarget.value.replace(/\D/g, "");
            setCode(value);
            if (value.length === PHONE_CODE_RULES.digits && !verify.isPending) check(value);
          }}
          styles={{ input: { letterSpacing: "0.3em", fontSize: 20, maxWidth: 200 } }}
        />
        {verify.error ? (
          <Alert color="red" variant="light" role="alert">
            {failureMessage(verify.error, i18n)}
          </Alert>
        ) : null}
        {resendError ? (
          <Alert color="red" variant="light" role="alert">
            {resendError}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button type="submit" radius="xl" color="#f5a524" autoContrast loading={verify.isPending}>
            {i18n._({ id: "phone.verify", message: "Verify" })}
          </Button>
          <Button
            variant="default"
            radius="xl"
            disabled={waitS > 0}
            loading={resending}
            onClick={onResend}
          >
            {waitS > 0
              ? i18n._({
                  id: "phone.resend-in",
                  message: "Resend in {seconds} s",
                  values: { seconds: waitS },
                })
              : i18n._({ id: "phone.resend", message: "Resend code" })}
          </Button>
          <Button variant="subtle" radius="xl" onClick={onOtherNumber}>
            {i18n._({ id: "phone.other-number", message: "Use another number" })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
