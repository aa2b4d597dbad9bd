import { z } from "zod";

/**
 * Bidirectional controls (embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, the
 * marks U+200E, U+200F and U+061C): inside a name they turn the text around it backwards in a
 * mail or a list ("Amina‮moc.evil" reads as something else). No name needs them: the letters
 * of Arabic or Hebrew carry their own direction.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** The other control characters (C0, DEL, C1): a line break or a tab in a name is a space. */
// eslint-disable-next-line no-control-regex -- these are the characters it removes
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]+/gu;

/**
 * A spreadsheet reads a cell that starts with one of these as a formula ("=HYPERLINK(…)",
 * OWASP's CSV injection), the full-width forms included.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u;

/**
 * A person's or an organisation's display name as it is stored: without bidirectional controls,
 * other control characters as spaces, trimmed (issue 39, item 9). Every place that stores a
 * display name goes through it (the schemas below, the member CSV, the Google profile).
 */
export function cleanDisplayName(name: string): string {
  return name.replace(BIDI_CONTROLS, "").replace(CONTROLS, " ").trim();
}

/** Whether a spreadsheet would read `text` as a formula. */
export function isFormulaLike(text: string): boolean {
  return FORMULA_START.test(text);
}

/**
 * A name as it goes into a mail (subject, text) or an SMS: cleaned, and a formula-like one
 * behind an apostrophe, as a spreadsheet cell is defused (the reports' CSV does the same), so
 * "=HYPERLINK(…)" is shown as the text "'=HYPERLINK(…)".
 */
export function nameForMail(name: string): string {
  const clean = cleanDisplayName(name);
  return isFormulaLike(clean) ? `'${clean}` : clean;
}

/**
 * A display name field: a string cleaned by `cleanDisplayName` before its length is checked
 * (a name of only bidirectional controls is empty). Chain `.min()` and `.max()`.
 */
export const displayNameField = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(cleanDisplayName);
