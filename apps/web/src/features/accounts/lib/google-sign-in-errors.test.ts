import { describe, expect, it } from "vitest";
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
});
