import {
  REGISTRATION_LIMITS,
  REGISTRATION_MESSAGES,
  animationDayRegistrationSchema,
} from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import {
  EMPTY_REGISTRATION,
  LIMITS,
  MESSAGES,
  type RegistrationValues,
  firstInvalidField,
  toRegistrationBody,
  validateRegistration,
} from "./registration-form.ts";

const VALID: RegistrationValues = {
  name: "Amina Njeri",
  email: "amina@example.com",
  phone: "+254712345678",
  organisation: "",
};

const CASES: [string, Partial<RegistrationValues>][] = [
  ["valid", {}],
  ["name of one letter", { name: "A" }],
  ["name of spaces", { name: "    " }],
  ["name of 2 letters padded", { name: "  Al  " }],
  ["name of 120", { name: "x".repeat(120) }],
  ["name of 121", { name: "x".repeat(121) }],
  ["email upper case, padded", { email: "  Amina@Example.COM " }],
  ["email without @", { email: "amina.example.com" }],
  ["email without domain dot", { email: "amina@example" }],
  ["email with double dot", { email: "amina..njeri@example.com" }],
  ["email with plus", { email: "amina+events@example.co.ke" }],
  ["email of 255", { email: `${"a".repeat(243)}@example.com` }],
  ["phone local", { phone: "0712345678" }],
  ["phone with spaces", { phone: "+254 712 345 678" }],
  ["phone with dashes", { phone: "+254-712-345-678" }],
  ["phone 7 digits", { phone: "+1234567" }],
  ["phone 8 digits", { phone: "+12345678" }],
  ["phone 15 digits", { phone: "+123456789012345" }],
  ["phone 16 digits", { phone: "+1234567890123456" }],
  ["phone leading zero", { phone: "+0712345678" }],
  ["phone letters", { phone: "+25471234567a" }],
  ["organisation of 160", { organisation: "x".repeat(160) }],
  ["organisation of 161", { organisation: "x".repeat(161) }],
];

describe("validateRegistration", () => {
  it("asks for name, email and phone when the form is empty", () => {
    expect(validateRegistration(EMPTY_REGISTRATION)).toEqual({
      name: MESSAGES.nameShort,
      email: MESSAGES.email,
      phone: MESSAGES.phone,
    });
    expect(firstInvalidField(validateRegistration({ ...VALID, phone: "" }))).toBe("phone");
  });

  it.each(CASES)("agrees with the server's schema: %s", (_label, overrides) => {
    const values = { ...VALID, ...overrides };
    const server = animationDayRegistrationSchema.safeParse(toRegistrationBody(values));
    const client = validateRegistration(values);
    const serverErrors = Object.fromEntries(
      (server.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(client).toEqual(serverErrors);
    if (server.success) expect(toRegistrationBody(values)).toEqual(server.data);
  });

  it("uses the server's limits and messages", () => {
    expect(LIMITS).toEqual(REGISTRATION_LIMITS);
    expect(MESSAGES).toEqual(REGISTRATION_MESSAGES);
  });
});

describe("toRegistrationBody", () => {
  it("normalises the values and leaves out a blank organisation", () => {
    expect(
      toRegistrationBody({
        name: " Amina ",
        email: " Amina@Example.com",
        phone: "+254 (712) 345-678",
        organisation: "  ",
      }),
    ).toEqual({ name: "Amina", email: "amina@example.com", phone: "+254712345678" });
    expect(toRegistrationBody({ ...VALID, organisation: " Studio " }).organisation).toBe("Studio");
  });
});
