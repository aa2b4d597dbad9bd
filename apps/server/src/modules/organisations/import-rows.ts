import { ORG_IMPORT_RULES } from "@tazama/contracts";
import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import { parseCsv } from "./csv.ts";

export interface ParsedRow {
  line: number;
  name: string;
  email: string | null;
  phone: string | null;
  status: "new" | "invalid" | "duplicate";
  reason: string | null;
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

/**
 * The rows of a member CSV (a header with name and email and/or phone, any order), each checked
 * on its own (a name; an email or a phone; both valid), then against the earlier rows (the same
 * email or phone twice: the later one is a duplicate of the first). Local numbers ("0712…") are
 * read in `country`. Refuses the whole file only when it cannot be read or is too long.
 */
export function readMemberCsv(
  text: string,
  country: CountryCode,
): { rows: ParsedRow[] } | { error: string } {
  const parsed = parseCsv(text);
  if ("error" in parsed) return parsed;
  const [header, ...records] = parsed.records;
  if (!header) return { error: "The file is empty." };
  const columns = header.fields.map((f) => HEADERS[f.trim().toLowerCase()]);
  const at = (name: "name" | "email" | "phone") => columns.indexOf(name);
  if (at("name") < 0 || (at("email") < 0 && at("phone") < 0)) {
    return { error: "The first line must name the columns: name, and email and/or phone." };
  }
  if (records.length > ORG_IMPORT_RULES.maxRows) {
    return { error: `At most ${ORG_IMPORT_RULES.maxRows.toLocaleString("en")} people per file.` };
  }
  const seen = new Map<string, number>();
  return {
    rows: records.map(({ line, fields }) => {
      const cell = (name: "name" | "email" | "phone") => (fields[at(name)] ?? "").trim();
      const name = cell("name").slice(0, 200);
      const rawEmail = cell("email").toLowerCase();
      const rawPhone = cell("phone");
      const invalid = (reason: string): ParsedRow => ({
        line,
        name,
        email: rawEmail || null,
        phone: rawPhone || null,
        status: "invalid",
        reason,
      });
      if (!name) return invalid("The name is missing.");
      if (name.length > 120) return invalid("The name is longer than 120 characters.");
      if (!rawEmail && !rawPhone) return invalid("An email or a phone number is needed.");
      if (rawEmail && (rawEmail.length > 254 || !emailSchema.safeParse(rawEmail).success)) {
        return invalid(`"${rawEmail.slice(0, 60)}" is not an email address.`);
      }
      let phone: string | null = null;
      if (rawPhone) {
        const number = parsePhoneNumberFromString(rawPhone, country);
        if (!number?.isValid()) return invalid(`"${rawPhone.slice(0, 30)}" is not a phone number.`);
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
          reason: `Same person as line ${first}.`,
        };
      }
      for (const key of keys) seen.set(key, line);
      return { line, name, email, phone, status: "new", reason: null };
    }),
  };
}
