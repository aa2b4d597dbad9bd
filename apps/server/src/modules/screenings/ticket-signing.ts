import {
  type KeyObject,
  createHash,
  createPrivateKey,
  createPublicKey,
  randomBytes,
  sign,
  verify,
} from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What a ticket's QR code says: which seat of which screening, under which booking. */
export interface TicketClaims {
  ticketId: string;
  screeningId: string;
  seat: string;
  refCode: string;
}

// PKCS#8 and SPKI wrappers of a raw Ed25519 key (RFC 8410): the fixed prefix, then the 32 bytes.
const PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
const SPKI_PREFIX_LENGTH = 12;

export interface TicketSigner {
  /** The key's id: the first 8 characters of its public key's SHA-256, base64url. */
  kid: string;
  /** The raw public key, base64url: what the usher's device verifies with offline. */
  publicKey: string;
  sign: (claims: TicketClaims) => string;
  /** The claims of a token this key signed; null for anything else. */
  verify: (token: string) => TicketClaims | null;
}

const FORMAT = /^T1\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{86})$/;

/**
 * Whether `text` is the one base64url spelling of its bytes: no padding, no length that leaves a
 * lone character, and the unused low bits of the last character zero. Node's decoder ignores
 * those bits, so without this check a signature with its last character changed (`…g` for `…A`)
 * still verifies: one ticket, many spellings (issue 39).
 */
export const isCanonicalBase64url = (text: string): boolean =>
  Buffer.from(text, "base64url").toString("base64url") === text;

/**
 * Tickets signed with Ed25519: `T1.<claims>.<signature>`, the claims
 * `ticketId|screeningId|seat|refCode|kid` in base64url. The door checks the signature with the
 * public key alone, so it admits a ticket without reaching the database (issue 15).
 */
export function createTicketSigner(seed: Buffer): TicketSigner {
  const privateKey: KeyObject = createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, seed]),
    format: "der",
    type: "pkcs8",
  });
  const raw = createPublicKey(privateKey)
    .export({ format: "der", type: "spki" })
    .subarray(SPKI_PREFIX_LENGTH);
  const publicKey = raw.toString("base64url");
  const kid = createHash("sha256").update(raw).digest("base64url").slice(0, 8);
  const publicKeyObject = createPublicKey(privateKey);

  return {
    kid,
    publicKey,
    sign(claims) {
      const body = Buffer.from(
        [claims.ticketId, claims.screeningId, claims.seat, claims.refCode, kid].join("|"),
      ).toString("base64url");
      const signature = sign(null, Buffer.from(body), privateKey).toString("base64url");
      return `T1.${body}.${signature}`;
    },
    verify(token) {
      const match = FORMAT.exec(token);
      if (!match) return null;
      const [, body, signature] = match;
      if (!isCanonicalBase64url(body!) || !isCanonicalBase64url(signature!)) return null;
      if (
        !verify(null, Buffer.from(body!), publicKeyObject, Buffer.from(signature!, "base64url"))
      ) {
        return null;
      }
      const parts = Buffer.from(body!, "base64url").toString().split("|");
      if (parts.length !== 5 || parts[4] !== kid) return null;
      const [ticketId, screeningId, seat, refCode] = parts as [string, string, string, string];
      return { ticketId, screeningId, seat, refCode };
    },
  };
}

/**
 * The signing key's seed: TICKET_SIGNING_KEY, or (outside production) one made once and kept
 * in `DATA_DIR/keys/ticket-signing.key` (mode 600), so tickets outlive a restart.
 */
export function ticketSeed(options: {
  configured: string | undefined;
  isProduction: boolean;
  dataDir: string;
}): Buffer {
  if (options.configured) return Buffer.from(options.configured, "base64url");
  if (options.isProduction) {
    throw new Error("TICKET_SIGNING_KEY is required in production");
  }
  const file = path.join(options.dataDir, "keys", "ticket-signing.key");
  if (existsSync(file)) {
    const seed = Buffer.from(readFileSync(file, "utf8").trim(), "base64url");
    if (seed.length === 32) return seed;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const seed = randomBytes(32);
  writeFileSync(file, seed.toString("base64url"), { mode: 0o600 });
  chmodSync(file, 0o600);
  return seed;
}
