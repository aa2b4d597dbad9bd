/**
 * The one CSV writer (RFC 4180, CRLF lines). Text that a spreadsheet would run as a formula
 * (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe; numbers are
 * written as they are, so a negative amount stays a number.
 */
export type CsvValue = string | number;

export function csvField(value: CsvValue): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text; `bom` starts it with U+FEFF so Excel reads UTF-8 names right. */
export function csvTable(rows: readonly (readonly CsvValue[])[], { bom = false } = {}): string {
  const body = rows.map((row) => row.map(csvField).join(",")).join("\r\n");
  return `${bom ? "\uFEFF" : ""}${body}\r\n`;
}
