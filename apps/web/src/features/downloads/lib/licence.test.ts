import type { DownloadLicenceTerms } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { readLicence, statedTerms } from "./licence.ts";

// A licence signed as the server signs it (ECDSA P-256, SHA-256, r‖s, base64url) is read; an
// edited one, or one signed by another key, is not.

const terms: DownloadLicenceTerms = {
  v: 1,
  downloadId: "d",
  deviceId: "e",
  ref: "oshodi-overtime",
  issuedAt: "2026-11-27T10:00:00.000Z",
  expiresAt: "2026-12-27T10:00:00.000Z",
  startBy: null,
  playWindowS: null,
  firstPlayedAt: null,
  wrappedKey: "AAAA",
};

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

async function signer() {
  const keys = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ]);
  const publicJwk = await crypto.subtle.exportKey("jwk", keys.publicKey);
  const sign = async (json: string) => {
    const data = new TextEncoder().encode(json);
    const signature = await crypto.subtle.sign(
      { name: "ECDSA", hash: "SHA-256" },
      keys.privateKey,
      data,
    );
    return { terms: base64url(data), signature: base64url(new Uint8Array(signature)) };
  };
  return { publicJwk, sign };
}

describe("readLicence", () => {
  it("reads a licence the server's key signed, and nothing else", async () => {
    const server = await signer();
    const licence = await server.sign(JSON.stringify(terms));
    expect(await readLicence(licence, server.publicJwk)).toEqual(terms);

    // A later end written into the terms breaks the signature.
    const edited = JSON.stringify({ ...terms, expiresAt: "2036-12-27T10:00:00.000Z" });
    const forged = { ...licence, terms: base64url(new TextEncoder().encode(edited)) };
    expect(await readLicence(forged, server.publicJwk)).toBeNull();
    // So does a licence of another key; the stated terms still show (for dates only).
    const other = await signer();
    const foreign = await other.sign(edited);
    expect(await readLicence(foreign, server.publicJwk)).toBeNull();
    expect(statedTerms(foreign)?.expiresAt).toBe("2036-12-27T10:00:00.000Z");
    expect(await readLicence({ terms: "not json", signature: "" }, server.publicJwk)).toBeNull();
  });
});
