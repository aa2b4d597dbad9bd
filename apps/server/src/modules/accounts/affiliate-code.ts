import { randomInt } from "node:crypto";

/** No 0/O, 1/I/L: codes are read aloud and typed from posters. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const LENGTH = 8;

/** A person's own shareable affiliate code: 8 characters, 31^8 ≈ 8.5e11 possibilities. */
export function newAffiliateCode(): string {
  let code = "";
  for (let i = 0; i < LENGTH; i++) code += ALPHABET.charAt(randomInt(ALPHABET.length));
  return code;
}
