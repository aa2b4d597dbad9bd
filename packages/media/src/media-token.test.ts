import { describe, expect, it } from "vitest";
import { MAX_TOKEN_TTL_S, signMediaToken, verifyMediaToken } from "./media-token.ts";

const SECRET = "s".repeat(32);
const NOW = 1_800_000_000;
const claims = { assetId: "asset-a", user: "user_1", expiresAt: NOW + 3600 };

describe("media tokens", () => {
  it("verifies a token for its asset and returns the user and expiry", () => {
    const token = signMediaToken(SECRET, claims);
    expect(token).toMatch(/^user_1\.1800003600\.[A-Za-z0-9_-]{43}$/);
    expect(verifyMediaToken(SECRET, token, "asset-a", NOW)).toEqual({
      ok: true,
      user: "user_1",
      expiresAt: NOW + 3600,
    });
  });

  it("refuses another asset, another secret, an edited user or expiry", () => {
    const token = signMediaToken(SECRET, claims);
    const bad = { ok: false, reason: "bad-signature" };
    expect(verifyMediaToken(SECRET, token, "asset-b", NOW)).toEqual(bad);
    expect(verifyMediaToken("t".repeat(32), token, "asset-a", NOW)).toEqual(bad);
    expect(verifyMediaToken(SECRET, token.replace("user_1", "user_2"), "asset-a", NOW)).toEqual(
      bad,
    );
    expect(
      verifyMediaToken(SECRET, token.replace("1800003600", "1800003601"), "asset-a", NOW),
    ).toEqual(bad);
  });

  it("refuses an expired token and one that lives longer than 8 h", () => {
    const token = signMediaToken(SECRET, claims);
    expect(verifyMediaToken(SECRET, token, "asset-a", NOW + 3600)).toEqual({
      ok: false,
      reason: "expired",
    });
    const long = signMediaToken(SECRET, { ...claims, expiresAt: NOW + MAX_TOKEN_TTL_S + 1 });
    expect(verifyMediaToken(SECRET, long, "asset-a", NOW)).toEqual({
      ok: false,
      reason: "too-long",
    });
  });

  it("tells a missing token from a malformed one", () => {
    expect(verifyMediaToken(SECRET, undefined, "a", NOW)).toEqual({ ok: false, reason: "missing" });
    expect(verifyMediaToken(SECRET, "", "a", NOW)).toEqual({ ok: false, reason: "missing" });
    for (const junk of ["x", "a.b.c", "u.123.short", "u!.123." + "a".repeat(43)]) {
      expect(verifyMediaToken(SECRET, junk, "a", NOW)).toEqual({ ok: false, reason: "malformed" });
    }
  });

  it("refuses to sign with a short secret or odd identifiers", () => {
    expect(() => signMediaToken("short", claims)).toThrow(/secret/);
    expect(() => signMediaToken(SECRET, { ...claims, user: "a.b" })).toThrow(/user/);
    expect(() => signMediaToken(SECRET, { ...claims, assetId: "../x" })).toThrow(/asset/);
  });
});
