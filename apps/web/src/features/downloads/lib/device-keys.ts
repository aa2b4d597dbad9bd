import { type DeviceIdentity, deleteMeta, readMeta, writeMeta } from "./offline-store.ts";

const RSA: RsaHashedKeyGenParams = {
  name: "RSA-OAEP",
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: "SHA-256",
};

const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * This account's download identity on this browser: an RSA-OAEP key pair made here, whose
 * private key cannot be exported (kept as a CryptoKey in IndexedDB); the server wraps content
 * keys to its public key. Each account has its own; signing out drops it (`dropIdentity`), so
 * the next person on this browser cannot unwrap the keys of the last one's downloads.
 */
export async function deviceIdentity(userId: string): Promise<DeviceIdentity> {
  const kept = await keptIdentity(userId);
  if (kept) return kept;
  const keys = await crypto.subtle.generateKey(RSA, false, ["encrypt", "decrypt"]);
  const spki = toBase64(await crypto.subtle.exportKey("spki", keys.publicKey));
  const made: DeviceIdentity = { id: null, keys, spki };
  await writeMeta(`device:${userId}`, made);
  return made;
}

/** The account's identity if this browser still has it (never makes one). */
export async function keptIdentity(userId: string): Promise<DeviceIdentity | undefined> {
  return readMeta<DeviceIdentity>(`device:${userId}`);
}

export async function rememberDeviceId(
  userId: string,
  identity: DeviceIdentity,
  id: string | null,
): Promise<DeviceIdentity> {
  const next = { ...identity, id };
  await writeMeta(`device:${userId}`, next);
  return next;
}

/** Forgets the account's private key: its downloads stay, locked, until it signs in again. */
export async function dropIdentity(userId: string): Promise<void> {
  await deleteMeta(`device:${userId}`);
}

/**
 * The one identity downloads had before each account had its own: it becomes the account's
 * whose device it is (that account's list of devices names it).
 */
export async function adoptLegacyIdentity(
  userId: string,
  accountDevices: readonly string[],
): Promise<DeviceIdentity | undefined> {
  const legacy = await readMeta<DeviceIdentity>("device");
  if (!legacy?.id || !accountDevices.includes(legacy.id)) return undefined;
  if (!(await keptIdentity(userId))) await writeMeta(`device:${userId}`, legacy);
  await deleteMeta("device");
  return legacy;
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
