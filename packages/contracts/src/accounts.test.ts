import { describe, expect, it } from "vitest";
import {
  AUTH_ERRORS,
  loginBodySchema,
  safeReturnTo,
  signupBodySchema,
  updateMeBodySchema,
} from "./accounts.ts";

describe("safeReturnTo", () => {
  it("keeps same-origin paths with their query and replaces anything else with /", () => {
    expect(safeReturnTo("/view/tz-1?purchaseType=rent&amount=300&currency=KES")).toBe(
      "/view/tz-1?purchaseType=rent&amount=300&currency=KES",
    );
    for (const bad of [
      undefined,
      null,
      "",
      "https://evil.example",
      "//evil.example",
      "/\\evil",
      "view",
    ]) {
      expect(safeReturnTo(bad)).toBe("/");
    }
  });
});

describe("accounts bodies", () => {
  it("normalises sign-up input: email lower-cased, phone separators dropped, null affiliate code", () => {
    const body = signupBodySchema.parse({
      name: " Amina ",
      email: " Amina@Example.TEST ",
      phone_number: "+254 712-345 678",
      password: "tall-baobab-river-42",
      source: "tazama-web",
    });
    expect(body).toMatchObject({
      name: "Amina",
      email: "amina@example.test",
      phone_number: "+254712345678",
      affiliateCodeUsed: null,
    });
  });

  it("refuses passwords outside 8–128 characters, bad locales and bad emails", () => {
    const base = {
      name: "A",
      email: "a@b.test",
      phone_number: "+254712345678",
      source: "web",
    };
    expect(signupBodySchema.safeParse({ ...base, password: "1234567" }).success).toBe(false);
    expect(signupBodySchema.safeParse({ ...base, password: "x".repeat(129) }).success).toBe(false);
    expect(signupBodySchema.safeParse({ ...base, password: "x".repeat(128) }).success).toBe(true);
    expect(updateMeBodySchema.safeParse({ locale: "english" }).success).toBe(false);
    expect(loginBodySchema.safeParse({ email: "nope", password: "x" }).success).toBe(false);
  });

  it("carries spec §8's texts verbatim", () => {
    expect(AUTH_ERRORS["auth/invalid-credential"]).toMatchObject({
      title: "Invalid Credentials",
      description:
        "The email or password you entered is incorrect. Please check your credentials and try again.",
    });
    expect(AUTH_ERRORS["auth/too-many-requests"].title).toBe("Too Many Attempts");
    expect(AUTH_ERRORS["auth/phone-already-in-use"].message).toContain(
      "already Assigned to another",
    );
  });
});
