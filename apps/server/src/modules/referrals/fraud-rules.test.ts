import { describe, expect, it } from "vitest";
import { fraudFlags, isDisposableEmail, normaliseEmail } from "./fraud-rules.ts";

const party = (email: string, verifiedPhone: string | null = null, payers: string[] = []) => ({
  email,
  verifiedPhone,
  payers,
});

describe("referral fraud rules", () => {
  it.each([
    ["Amina.Njeri+tazama@Gmail.com", "aminanjeri@gmail.com"],
    ["a.m.i.n.a@googlemail.com", "amina@gmail.com"],
    ["kofi+1@example.org", "kofi@example.org"],
  ])("normalises %s to %s", (input, expected) => {
    expect(normaliseEmail(input)).toBe(expected);
  });

  it("knows throw-away mail, subdomains included, and not ordinary domains", () => {
    expect(isDisposableEmail("x@mailinator.com")).toBe(true);
    expect(isDisposableEmail("x@eu.mailinator.com")).toBe(true);
    expect(isDisposableEmail("x@gmail.com")).toBe(false);
    expect(isDisposableEmail("x@notmailinator.com")).toBe(false);
  });

  it("flags one person on both sides: email, phone, payer; never a stranger", () => {
    expect(fraudFlags(party("amina@gmail.com"), party("kofi@yahoo.com"))).toEqual([]);
    expect(fraudFlags(party("amina@gmail.com"), party("a.mina+2@gmail.com"))).toEqual([
      "same-email",
    ]);
    expect(fraudFlags(party("amina@gmail.com"), party("kofi@yopmail.com"))).toEqual([
      "disposable-email",
    ]);
    // The friend topped up with the referrer's M-Pesa number.
    expect(
      fraudFlags(
        party("amina@gmail.com", "+254712000001"),
        party("kofi@yahoo.com", "+254712000002", ["mpesa:+254712000001"]),
      ),
    ).toEqual(["same-payer"]);
    // One card for both accounts.
    expect(
      fraudFlags(
        party("amina@gmail.com", null, ["card:SIG_abc"]),
        party("kofi@yahoo.com", null, ["card:SIG_abc"]),
      ),
    ).toEqual(["same-payer"]);
    expect(
      fraudFlags(
        party("amina@gmail.com", null, ["card:SIG_abc"]),
        party("kofi@yahoo.com", null, ["card:SIG_xyz"]),
      ),
    ).toEqual([]);
  });
});
