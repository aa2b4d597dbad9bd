import { GOOGLE_SIGN_IN_ERRORS } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../lib/i18n/i18n.ts";
import { googleSignInErrorText } from "./google-sign-in-errors.ts";

describe("googleSignInErrorText", () => {
  it("gives a known Google code the catalogue's title and description", () => {
    expect(googleSignInErrorText("auth/user-disabled")).toEqual({
      code: "auth/user-disabled",
      title: "Account Disabled",
      description: "Your account has been disabled. Please contact support for assistance.",
    });
    expect(googleSignInErrorText("auth/popup-closed-by-user").title).toBe(
      "Google Sign-in Cancelled",
    );
  });

  it("maps a log-in code of spec §8 too", () => {
    expect(googleSignInErrorText("auth/too-many-requests")).toEqual({
      code: "auth/too-many-requests",
      title: "Too Many Attempts",
      description: "Too many failed login attempts. Please wait a few minutes before trying again.",
    });
  });

  it.each([
    "Call +254700000000 to restore your account",
    "auth/oauth-failed",
    "constructor",
    "__proto__",
    "toString",
    "",
  ])("never shows an unknown code (%j): the generic failure instead", (code) => {
    expect(googleSignInErrorText(code)).toEqual({
      code: "auth/google-sign-in-failed",
      title: "Google Sign-in Failed",
      description: "Google sign-in did not complete. Please try again.",
    });
  });

  it("says every catalogued code in the contract's English words", () => {
    for (const [code, text] of Object.entries(GOOGLE_SIGN_IN_ERRORS)) {
      expect(googleSignInErrorText(code)).toEqual({ code, ...text });
    }
  });

  it("says it in the page's language", () => {
    const french = createI18n("fr", {
      "google-error.cancelled": "Connexion Google annulée",
      "google-error.cancelled-text": "La connexion avec Google a été annulée.",
    });
    expect(googleSignInErrorText("auth/popup-closed-by-user", french)).toEqual({
      code: "auth/popup-closed-by-user",
      title: "Connexion Google annulée",
      description: "La connexion avec Google a été annulée.",
    });
  });
});
