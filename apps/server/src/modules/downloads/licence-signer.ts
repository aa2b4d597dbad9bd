import {
  constants,
  createECDH,
  createPrivateKey,
  createPublicKey,
  hkdfSync,
  publicEncrypt,
  sign,
  verify,
} from "node:crypto";
import {
  type DownloadLicence,
  type DownloadLicenceTerms,
  downloadLicenceTermsSchema,
} from "@tazama/contracts";

const b64url = (data: Buffer) => data.toString("base64url");

/** The bytes of a base64url text written exactly as we write it (no padding, no spare bits). */
function canonicalBytes(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const bytes = Buffer.from(text, "base64url");
  return b64url(bytes) === text ? bytes : null;
}

/**
 * Signs download licences (ECDSA P-256, SHA-256, r‖s as WebCrypto verifies them) with a key
 * derived from a server secret, so every process of a deployment signs alike and no key file is
 * kept; and wraps a content key for a device (RSA-OAEP, SHA-256).
 */
export function createLicenceSigner(secret: string) {
  const d = Buffer.from(hkdfSync("sha256", secret, "tazama", "download-licence/p256", 32));
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  const publicJwk = {
    kty: "EC",
    crv: "P-256",
    x: b64url(point.subarray(1, 33)),
    y: b64url(point.subarray(33, 65)),
  };
  const privateKey = createPrivateKey({ key: { ...publicJwk, d: b64url(d) }, format: "jwk" });
  const publicKey = createPublicKey({ key: publicJwk, format: "jwk" });

  return {
    /** The public key a device checks licences with (JWK). */
    publicJwk,

    sign(terms: DownloadLicenceTerms): DownloadLicence {
      const json = Buffer.from(JSON.stringify(terms), "utf8");
      const signature = sign("sha256", json, { key: privateKey, dsaEncoding: "ieee-p1363" });
      return { terms: b64url(json), signature: b64url(signature) };
    },

    /** The terms of a licence this server signed, or null (edited, re-encoded, or not ours). */
    verify(licence: DownloadLicence): DownloadLicenceTerms | null {
      const json = canonicalBytes(licence.terms);
      const signature = canonicalBytes(licence.signature);
      if (!json || !signature || signature.length !== 64) return null;
      const valid = verify(
        "sha256",
        json,
        { key: publicKey, dsaEncoding: "ieee-p1363" },
        signature,
      );
      if (!valid) return null;
      try {
        const parsed = downloadLicenceTermsSchema.safeParse(JSON.parse(json.toString("utf8")));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

/** Whether `spki` (base64) is an RSA public key of 2048 to 4096 bits a device may register. */
export function isDeviceKey(spki: string): boolean {
  try {
    const key = createPublicKey({ key: Buffer.from(spki, "base64"), format: "der", type: "spki" });
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    return key.asymmetricKeyType === "rsa" && bits >= 2048 && bits <= 4096;
  } catch {
    return false;
  }
}

/** The content key encrypted to the device's public key (RSA-OAEP, SHA-256), base64. */
export function wrapKey(spki: string, key: Buffer): string {
  const publicKey = createPublicKey({
    key: Buffer.from(spki, "base64"),
    format: "der",
    type: "spki",
  });
  return publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    key,
  ).toString("base64");
}

export type LicenceSigner = ReturnType<typeof createLicenceSigner>;
