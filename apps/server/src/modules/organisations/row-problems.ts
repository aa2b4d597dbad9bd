import type { ImportProblemCode } from "@tazama/contracts";

/** Why a row is left out: a code the web preview translates, and what it names. */
export interface RowProblem {
  code: ImportProblemCode;
  /** The cell, for `email-invalid` and `phone-invalid`. */
  value?: string;
  /** The first line of the same person, for `duplicate`. */
  sameAs?: number;
}

const FIXED: Partial<Record<ImportProblemCode, string>> = {
  "name-missing": "The name is missing.",
  "name-long": "The name is longer than 120 characters.",
  "name-formula":
    "The name starts with =, +, - or @, so a spreadsheet would read it as a formula. Write the name as it is said.",
  "contact-missing": "An email or a phone number is needed.",
  failed: "The account could not be made.",
};
const BY_TEXT = new Map(Object.entries(FIXED).map(([code, text]) => [text, code]));

/** The stored reason (English) of a problem. */
export function problemReason(problem: RowProblem): string {
  switch (problem.code) {
    case "email-invalid":
      return `"${problem.value ?? ""}" is not an email address.`;
    case "phone-invalid":
      return `"${problem.value ?? ""}" is not a phone number.`;
    case "duplicate":
      return `Same person as line ${problem.sameAs ?? 0}.`;
    default:
      return FIXED[problem.code]!;
  }
}

/** A stored reason read back into its problem (null: a text this code never wrote). */
export function problemOf(reason: string): RowProblem | null {
  const fixed = BY_TEXT.get(reason);
  if (fixed) return { code: fixed as ImportProblemCode };
  let match = /^"(.*)" is not an email address\.$/su.exec(reason);
  if (match) return { code: "email-invalid", value: match[1]! };
  match = /^"(.*)" is not a phone number\.$/su.exec(reason);
  if (match) return { code: "phone-invalid", value: match[1]! };
  match = /^Same person as line (\d+)\.$/u.exec(reason);
  if (match) return { code: "duplicate", sameAs: Number(match[1]) };
  return null;
}
