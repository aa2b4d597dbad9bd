import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** No 0/O, 1/I: a reference read over the phone is typed right. */
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** `TZ-SUB-7K3M9Q`: 32^6 ≈ 10^9 references; uniqueness is the database's. */
export function newReference(): string {
  let code = "";
  for (let i = 0; i < 6; i += 1) code += ALPHABET.charAt(randomInt(ALPHABET.length));
  return `TZ-SUB-${code}`;
}

/** 32 random bytes, URL-safe: the only key to a draft besides an admin. */
export function newEditToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Compares a presented token with a stored hash in constant time. */
export function tokenMatches(token: string | undefined, storedHash: string): boolean {
  if (!token) return false;
  const presented = Buffer.from(hashToken(token), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
