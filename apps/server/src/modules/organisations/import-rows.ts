import { cleanDisplayName, isFormulaLike, ORG_IMPORT_RULES } from "@tazama/contracts";
import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import { csvItems } from "./csv.ts";
import { problemReason, type RowProblem } from "./row-problems.ts";

export interface ParsedRow {
  line: number;
  name: string;
  email: string | null;
  phone: string | null;
  status: "new" | "invalid" | "duplicate";
  reason: string | null;
}

export type MemberCsv =
  | { rows: ParsedRow[]; linesRead: number }
  | {
      error: string;
      code: "org/csv-invalid" | "org/csv-too-many-rows";
      /** How far the reader went: it stops at the first line past the limit. */
      linesRead: number;
    };

export interface ReadOptions {
  /** Rows after the header, blank ones included (default: the contract's 10,000). */
  maxRows?: number;
  /** Gives the event loop a turn (default: `setImmediate`); awaited every `pauseEveryRows` rows. */
  pause?: () => Promise<void>;
  pauseEveryRows?: number;
}

const HEADERS: Record<string, "name" | "email" | "phone"> = {
  name: "name",
  "full name": "name",
  email: "email",
  "e-mail": "email",
  phone: "phone",
  "phone number": "phone",
  phone_number: "phone",
  mobile: "phone",
};
const emailSchema = z.email();
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** ORG_IMPORT_RULES.maxRows, written out (a literal, so the API's catalogue translates it). */
export const TOO_MANY_ROWS =
  "This file has more than 10,000 rows (blank rows count too). Split it and upload the parts.";

/**
 * The rows of a member CSV (a header with name and email and/or phone, any order), each checked
 * on its own (a name, cleaned of bidirectional controls and not formula-like; an email or a
 * phone; both valid), then against the earlier rows (the same email or phone twice: the later
 * one is a duplicate of the first). Local numbers ("0712…") are read in `country`.
 *
 * Read as it is parsed (issue 39, item 6): every line after the header counts toward the row
 * limit, blank ones and rows of empty cells too (those are skipped, not listed as problems), and
 * reading stops at the first line past it, so a file of a million empty rows is refused after
 * ten thousand. The event loop gets a turn every few hundred rows and every 64 K characters.
 */
export async function readMemberCsv(
  text: string,
  country: CountryCode,
  options: ReadOptions = {},
): Promise<MemberCsv> {
  const maxRows = options.maxRows ?? ORG_IMPORT_RULES.maxRows;
  const pause = options.pause ?? nextTurn;
  const pauseEvery = options.pauseEveryRows ?? 250;
  const items = csvItems(text);
  const rows: ParsedRow[] = [];
  const seen = new Map<string, number>();
  let columns: ("name" | "email" | "phone" | undefined)[] | null = null;
  let linesRead = 0;
  let sincePause = 0;
  const invalid = (message: string): MemberCsv => ({
    error: message,
    code: "org/csv-invalid",
    linesRead,
  });

  for (;;) {
    const next = items.next();
    if (next.done) {
      if (next.value) return invalid(next.value.error);
      break;
    }
    const item = next.value;
    if (item.kind === "pause" || (sincePause += 1) >= pauseEvery) {
      sincePause = 0;
      await pause();
      if (item.kind === "pause") continue;
    }
    linesRead += 1;
    // The header is line 1 of the limit's count; blank lines before it count as rows too.
    if (linesRead > maxRows + 1) {
      return { error: TOO_MANY_ROWS, code: "org/csv-too-many-rows", linesRead };
    }
    if (item.kind === "blank") continue;
    if (!columns) {
      columns = item.fields.map((f) => HEADERS[f.trim().toLowerCase()]);
      if (!columns.includes("name") || (!columns.includes("email") && !columns.includes("phone")))
        return invalid("The first line must name the columns: name, and email and/or phone.");
      continue;
    }
    if (item.fields.every((f) => f.trim() === "")) continue; // an empty row: counted, skipped
    rows.push(checkRow(item.line, item.fields, columns, country, seen));
  }
  if (!columns) return invalid("The file is empty.");
  return { rows, linesRead };
}

function checkRow(
  line: number,
  fields: string[],
  columns: ("name" | "email" | "phone" | undefined)[],
  country: CountryCode,
  seen: Map<string, number>,
): ParsedRow {
  const cell = (name: "name" | "email" | "phone") => (fields[columns.indexOf(name)] ?? "").trim();
  const fullName = cleanDisplayName(cell("name"));
  const name = fullName.slice(0, 200);
  const rawEmail = cell("email").toLowerCase();
  const rawPhone = cell("phone");
  const invalid = (problem: RowProblem): ParsedRow => ({
    line,
    name,
    email: rawEmail || null,
    phone: rawPhone || null,
    status: "invalid",
    reason: problemReason(problem),
  });
  if (!name) return invalid({ code: "name-missing" });
  if (fullName.length > 120) return invalid({ code: "name-long" });
  if (isFormulaLike(name)) return invalid({ code: "name-formula" });
  if (!rawEmail && !rawPhone) return invalid({ code: "contact-missing" });
  if (rawEmail && (rawEmail.length > 254 || !emailSchema.safeParse(rawEmail).success)) {
    return invalid({ code: "email-invalid", value: rawEmail.slice(0, 60) });
  }
  let phone: string | null = null;
  if (rawPhone) {
    const number = parsePhoneNumberFromString(rawPhone, country);
    if (!number?.isValid()) return invalid({ code: "phone-invalid", value: rawPhone.slice(0, 30) });
    phone = number.number;
  }
  const email = rawEmail || null;
  const keys = [email && `e:${email}`, phone && `p:${phone}`].filter(Boolean) as string[];
  const first = keys.map((k) => seen.get(k)).find((l) => l !== undefined);
  if (first !== undefined) {
    return {
      line,
      name,
      email,
      phone,
      status: "duplicate",
      reason: problemReason({ code: "duplicate", sameAs: first }),
    };
  }
  for (const key of keys) seen.set(key, line);
  return { line, name, email, phone, status: "new", reason: null };
}
