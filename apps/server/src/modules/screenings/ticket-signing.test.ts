import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTicketSigner, isCanonicalBase64url, ticketSeed } from "./ticket-signing.ts";

const claims = {
  ticketId: "6f1c2b4e-8c1d-4a53-9d0e-0c4f3a2b1e9d",
  screeningId: "0b9f7e43-2f8b-4b61-9a7e-5d4c3b2a1f0e",
  seat: "C7",
  refCode: "K7P2XQ9M",
};

describe("ticket signing (Ed25519)", () => {
  const signer = createTicketSigner(randomBytes(32));

  it("verifies its own tokens and gives back the claims", () => {
    const token = signer.sign(claims);
    expect(token).toMatch(/^T1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{86}$/);
    expect(signer.verify(token)).toEqual(claims);
  });

  it("refuses a changed seat, another key's token, and anything malformed", () => {
    const token = signer.sign(claims);
    const [, body, signature] = token.split(".");
    const otherSeat = Buffer.from(
      Buffer.from(body!, "base64url").toString().replace("|C7|", "|C8|"),
    ).toString("base64url");
    expect(signer.verify(`T1.${otherSeat}.${signature}`)).toBeNull();
    const stranger = createTicketSigner(randomBytes(32));
    expect(signer.verify(stranger.sign(claims))).toBeNull();
    for (const bad of ["", "T1..", `T2.${body}.${signature}`, `T1.${body}`, `${token}x`]) {
      expect(signer.verify(bad)).toBeNull();
    }
  });

  it("refuses a token spelled another way: the signature's last character changed, padding, a lone character", () => {
    const token = signer.sign(claims);
    const [, body, signature] = token.split(".") as [string, string, string];
    const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    // The last of 86 characters carries 2 bits of the 64 bytes and 4 unused bits, zero in the
    // canonical spelling: the next character decodes to the very same bytes.
    const last = ALPHABET.indexOf(signature.at(-1)!);
    const twin = `${signature.slice(0, -1)}${ALPHABET[last + 1]!}`;
    expect(Buffer.from(twin, "base64url").equals(Buffer.from(signature, "base64url"))).toBe(true);
    expect(signer.verify(`T1.${body}.${twin}`)).toBeNull();
    expect(signer.verify(`T1.${body}==.${signature}`)).toBeNull();
    expect(signer.verify(`T1.${body}A.${signature}`)).toBeNull();
    expect(signer.verify(token)).toEqual(claims);
  });

  it("knows the canonical base64url spelling", () => {
    for (const bytes of [0, 1, 2, 3, 31, 32, 64]) {
      expect(isCanonicalBase64url(randomBytes(bytes).toString("base64url"))).toBe(true);
    }
    for (const other of ["AB", "AAB", "QUJD=", "QUJDR", "QQ=="]) {
      expect(isCanonicalBase64url(other)).toBe(false);
    }
  });

  it("the same seed gives the same key id and public key (tickets outlive a restart)", () => {
    const seed = randomBytes(32);
    const [a, b] = [createTicketSigner(seed), createTicketSigner(seed)];
    expect([a.kid, a.publicKey]).toEqual([b.kid, b.publicKey]);
    expect(Buffer.from(a.publicKey, "base64url")).toHaveLength(32);
  });
});

describe("the signing key's seed", () => {
  it("outside production, is made once in DATA_DIR/keys (mode 600) and read back", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "tazama-keys-"));
    const first = ticketSeed({ configured: undefined, isProduction: false, dataDir });
    const again = ticketSeed({ configured: undefined, isProduction: false, dataDir });
    expect(again.equals(first)).toBe(true);
    const file = path.join(dataDir, "keys", "ticket-signing.key");
    expect(readFileSync(file, "utf8")).toBe(first.toString("base64url"));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("is TICKET_SIGNING_KEY when set, and required in production", () => {
    const seed = randomBytes(32);
    const configured = seed.toString("base64url");
    expect(
      ticketSeed({ configured, isProduction: true, dataDir: "/nonexistent" }).equals(seed),
    ).toBe(true);
    expect(() =>
      ticketSeed({ configured: undefined, isProduction: true, dataDir: "/tmp" }),
    ).toThrow(/TICKET_SIGNING_KEY/);
  });
});
