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

  it("keeps the app's routes, with or without a query", () => {
    for (const good of [
      "/",
      "/my-membership",
      "/movies",
      "/genres/drama?genre=Drama",
      "/view/tz-0001",
      "/watch/tz-0001?t=30",
      "/view/a%20b",
    ]) {
      expect(safeReturnTo(good)).toBe(good);
    }
  });

  it("refuses control characters, backslashes, //, non-ASCII and paths that are not app routes (issue 12)", () => {
    for (const bad of [
      "/%09/evil.example",
      "/\t/evil.example",
      "/\u0009/evil.example",
      "/view/x%0aSet-Cookie:a=b",
      "/view/x%0d%0aLocation:%20//evil.example",
      "/view/x%00",
      "/view/x?next=%0a",
      "/view/x\nSet-Cookie:a=b",
      "/%5cevil.example",
      "/view/x%5C..",
      "/view/%2F%2Fevil.example",
      "/%2F/evil.example",
      "/movies//evil.example",
      "/evil。example",
      "/evil．example",
      "/view/%E3%80%82evil",
      "/evil.example",
      "/api/v1/users/me",
      "/dev/mailbox",
      "/view/x#frag",
      "/view/a b",
      "/view/%zz",
      `/view/${"x".repeat(2048)}`,
    ]) {
      expect(safeReturnTo(bad), JSON.stringify(bad)).toBe("/");
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
