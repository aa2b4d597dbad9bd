/**
 * WebOTP (Android Chrome): the browser reads the SMS whose last line is `@host #code` and, with
 * the viewer's consent, hands the code to the page. Resolves null where it is not supported, when
 * aborted, or when the viewer declines.
 */
export async function receiveSmsCode(signal: AbortSignal): Promise<string | null> {
  if (typeof window === "undefined" || !("OTPCredential" in window)) return null;
  try {
    const credential: unknown = await navigator.credentials.get({
      otp: { transport: ["sms"] },
      signal,
    } as CredentialRequestOptions);
    const code = (credential as { code?: unknown } | null)?.code;
    return typeof code === "string" ? code : null;
  } catch {
    return null;
  }
}
