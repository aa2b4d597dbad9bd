import { createHmac, timingSafeEqual } from "node:crypto";

/** The longest a media URL may live (DESIGN: expiry ≤ 8 h). */
export const MAX_TOKEN_TTL_S = 8 * 60 * 60;
/** The user of a token given to an anonymous viewer of a free title or a trailer. */
export const ANONYMOUS = "anon";

const USER_RE = /^[A-Za-z0-9_-]{1,64}$/;
const ASSET_RE = /^[A-Za-z0-9_-]{1,64}$/;

export interface MediaTokenClaims {
  assetId: string;
  /** A user id, or "anon". */
  user: string;
  /** Unix seconds. */
  expiresAt: number;
}

function signature(secret: string, claims: MediaTokenClaims): string {
  return createHmac("sha256", secret)
    .update(`tazama-media-v1\n${claims.assetId}\n${claims.user}\n${claims.expiresAt}`)
    .digest("base64url");
}

/**
 * `<user>.<expiresAt>.<hmac>`: a path segment of `/media/<assetId>/<token>/…`, so every relative URI
 * in the playlists keeps it and the token covers exactly that asset's folder.
 */
export function signMediaToken(secret: string, claims: MediaTokenClaims): string {
  if (secret.length < 32) throw new Error("media token secret must be at least 32 characters");
  if (!USER_RE.test(claims.user)) throw new Error("invalid user for a media token");
  if (!ASSET_RE.test(claims.assetId)) throw new Error("invalid asset id for a media token");
  if (!Number.isSafeInteger(claims.expiresAt)) throw new Error("invalid expiry");
  return `${claims.user}.${claims.expiresAt}.${signature(secret, claims)}`;
}

export type MediaTokenCheck =
  | { ok: true; user: string; expiresAt: number }
  | { ok: false; reason: "missing" | "malformed" | "bad-signature" | "expired" | "too-long" };

/** Checks a token against the asset of the URL at `nowS`; no database involved. */
export function verifyMediaToken(
  secret: string,
  token: string | undefined,
  assetId: string,
  nowS: number,
): MediaTokenCheck {
  if (!token) return { ok: false, reason: "missing" };
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "malformed" };
  const [user, expires, sig] = parts as [string, string, string];
  if (!USER_RE.test(user) || !/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) {
    return { ok: false, reason: "malformed" };
  }
  const expiresAt = Number(expires);
  const expected = Buffer.from(signature(secret, { assetId, user, expiresAt }));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "bad-signature" };
  }
  if (expiresAt <= nowS) return { ok: false, reason: "expired" };
  if (expiresAt - nowS > MAX_TOKEN_TTL_S) return { ok: false, reason: "too-long" };
  return { ok: true, user, expiresAt };
}
