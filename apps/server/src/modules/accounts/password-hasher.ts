import { hash, verify } from "@node-rs/argon2";

/** Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax). */
const ARGON2ID = 2;

/** OWASP's argon2id minimum: m=19456 KiB, t=2, p=1. */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

/** False (never a throw) for a malformed stored hash. */
export async function verifyPassword(data: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(data.hash, data.password);
  } catch {
    return false;
  }
}
