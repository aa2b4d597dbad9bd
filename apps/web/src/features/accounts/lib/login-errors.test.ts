import { AUTH_ERRORS } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import {
  BACKEND_FAILURE,
  describeLoginError,
  LOGIN_ERRORS,
  loginErrorText,
} from "./login-errors.ts";

/** Spec §8, copied here by hand so a drifting table in the code fails the test. */
const SPEC_8: [string, string, string][] = [
  ["auth/invalid-email", "Invalid Email", "Please enter a valid email address."],
  [
    "auth/user-disabled",
    "Account Disabled",
    "Your account has been disabled. Please contact support for assistance.",
  ],
  [
    "auth/user-not-found",
    "Account Not Found",
    "No account found with this email address. Please check your email or sign up for a new account.",
  ],
  [
    "auth/wrong-password",
    "Invalid Password",
    "The password you entered is incorrect. Please try again or reset your password.",
  ],
  [
    "auth/invalid-credential",
    "Invalid Credentials",
    "The email or password you entered is incorrect. Please check your credentials and try again.",
  ],
  [
    "auth/too-many-requests",
    "Too Many Attempts",
    "Too many failed login attempts. Please wait a few minutes before trying again.",
  ],
  [
    "auth/network-request-failed",
    "Network Error",
    "Please check your internet connection and try again.",
  ],
  ["auth/internal-error", "Server Error", "An internal error occurred. Please try again later."],
];

describe("loginErrorText", () => {
  it.each(SPEC_8)("%s → %s", (code, title, description) => {
    expect(loginErrorText(code, "server words")).toEqual({ title, description });
  });

  it("covers exactly the codes of spec §8", () => {
    expect(Object.keys(LOGIN_ERRORS).sort()).toEqual(SPEC_8.map(([code]) => code).sort());
  });

  it("agrees with the shared contract's catalogue", () => {
    for (const [code, text] of Object.entries(LOGIN_ERRORS)) {
      const shared = AUTH_ERRORS[code as keyof typeof AUTH_ERRORS];
      expect({ title: shared.title, description: shared.description }).toEqual(text);
    }
  });

  it("shows any other code as Login Failed with its message, or the generic text", () => {
    expect(loginErrorText("auth/odd", "Something odd")).toEqual({
      title: "Login Failed",
      description: "Something odd",
    });
    expect(loginErrorText("auth/odd", "  ")).toEqual({
      title: "Login Failed",
      description: "An unexpected error occurred. Please try again.",
    });
  });
});

describe("describeLoginError", () => {
  it("maps an API refusal by its code", () => {
    const error = new ApiError(401, "auth/invalid-credential", "nope");
    expect(describeLoginError(error).title).toBe("Invalid Credentials");
  });

  it("treats our backend's own failures as Login Error", () => {
    expect(BACKEND_FAILURE).toEqual({
      title: "Login Error",
      description: "Unable to complete login process. Please check your connection and try again.",
    });
    expect(describeLoginError(new ApiError(500, "internal", "boom"))).toBe(BACKEND_FAILURE);
    expect(describeLoginError(new ApiError(502, "http/error", "status 502"))).toBe(BACKEND_FAILURE);
    expect(describeLoginError(new DOMException("timed out", "TimeoutError"))).toBe(BACKEND_FAILURE);
  });

  it("shows a dropped connection as Network Error", () => {
    expect(describeLoginError(new TypeError("Failed to fetch")).title).toBe("Network Error");
  });

  it("shows an unknown 4xx code as Login Failed with the server's message", () => {
    expect(describeLoginError(new ApiError(400, "validation/invalid-body", "email: bad"))).toEqual({
      title: "Login Failed",
      description: "email: bad",
    });
  });
});
