import {
  constants,
  createECDH,
  createPrivateKey,
  createPublicKey,
  hkdfSync,
  publicEncrypt,
  sign,
} from "node:crypto";
import type { DownloadLicence, DownloadLicenceTerms } from "@tazama/contracts";

const b64url = (data: Buffer) => data.toString("base64url");

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

  return {
    /** The public key a device checks licences with (JWK). */
    publicJwk,

    sign(terms: DownloadLicenceTerms): DownloadLicence {
      const json = Buffer.from(JSON.stringify(terms), "utf8");
      const signature = sign("sha256", json, { key: privateKey, dsaEncoding: "ieee-p1363" });
      return { terms: b64url(json), signature: b64url(signature) };
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
