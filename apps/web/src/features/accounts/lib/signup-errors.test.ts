import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { describeSignupError, PHONE_ALREADY_REGISTERED } from "./signup-errors.ts";

describe("describeSignupError", () => {
  it("shows spec §5's phone texts whenever the message says 'already Assigned to another'", () => {
    const error = new ApiError(
      409,
      "auth/phone-already-in-use",
      "This phone number is already Assigned to another account",
    );
    expect(describeSignupError(error)).toEqual({
      title: "Phone Number Already Registered",
      description:
        "This phone number is already associated with an existing account. Please use a different phone number or contact support for assistance.",
    });
    expect(
      describeSignupError(new ApiError(400, "x", "Phone already Assigned to another user")),
    ).toBe(PHONE_ALREADY_REGISTERED);
  });

  it("shows Email Already Registered for that code", () => {
    const error = new ApiError(409, "auth/email-already-in-use", "Email Already Registered");
    expect(describeSignupError(error)).toEqual({
      title: "Email Already Registered",
      description: "Email Already Registered",
    });
  });

  it("shows any other backend error as Error with its message", () => {
    const error = new ApiError(400, "validation/invalid-body", "name: Too small");
    expect(describeSignupError(error)).toEqual({ title: "Error", description: "name: Too small" });
  });

  it("falls back to 'Failed to validate user information.' without a usable message", () => {
    const fallback = { title: "Error", description: "Failed to validate user information." };
    expect(describeSignupError(new ApiError(400, "x", ""))).toEqual(fallback);
    expect(describeSignupError(new ApiError(500, "internal", "stack trace"))).toEqual(fallback);
    expect(describeSignupError(new Error("weird"))).toEqual(fallback);
  });

  it("shows rate limiting and a dropped connection with their catalogue texts", () => {
    expect(describeSignupError(new ApiError(429, "auth/too-many-requests", "slow")).title).toBe(
      "Too Many Attempts",
    );
    expect(describeSignupError(new TypeError("Failed to fetch")).title).toBe("Network Error");
  });
});
