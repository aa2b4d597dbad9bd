import { randomInt } from "node:crypto";
import { REF_CODE_ALPHABET, REF_CODE_LENGTH } from "@tazama/contracts";

/**
 * A ref code (a booking's, a watch party's): 8 characters from 32 nobody misreads (no 0/O, 1/I), 40 bits, random
 * (not derived from anything), so a code says nothing and is not guessed.
 */
export function newRefCode(): string {
  let code = "";
  for (let i = 0; i < REF_CODE_LENGTH; i += 1) {
    code += REF_CODE_ALPHABET.charAt(randomInt(REF_CODE_ALPHABET.length));
  }
  return code;
}
