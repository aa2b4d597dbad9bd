import { type DeviceIdentity, readMeta, writeMeta } from "./offline-store.ts";

const RSA: RsaHashedKeyGenParams = {
  name: "RSA-OAEP",
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: "SHA-256",
};

const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * This browser's download identity: an RSA-OAEP key pair made here, whose private key cannot be
 * exported (kept as a CryptoKey in IndexedDB); the server wraps content keys to its public key.
 */
export async function deviceIdentity(): Promise<DeviceIdentity> {
  const kept = await readMeta<DeviceIdentity>("device");
  if (kept) return kept;
  const keys = await crypto.subtle.generateKey(RSA, false, ["encrypt", "decrypt"]);
  const spki = toBase64(await crypto.subtle.exportKey("spki", keys.publicKey));
  const made: DeviceIdentity = { id: null, keys, spki };
  await writeMeta("device", made);
  return made;
}

export async function rememberDeviceId(identity: DeviceIdentity, id: string | null) {
  const next = { ...identity, id };
  await writeMeta("device", next);
  return next;
}

/** The content key a licence carries, unwrapped with this device's private key. */
export async function unwrapKey(identity: DeviceIdentity, wrapped: string): Promise<ArrayBuffer> {
  return crypto.subtle.decrypt({ name: "RSA-OAEP" }, identity.keys.privateKey, fromBase64(wrapped));
}

/** "Chrome on Android": how a device is named in the list of devices. */
export function deviceName(userAgent = navigator.userAgent): string {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "Browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "a device";
  return `${browser} on ${system}`;
}
