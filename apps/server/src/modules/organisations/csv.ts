/**
 * RFC 4180 CSV: comma-separated, fields optionally in double quotes (a quote inside doubled),
 * quoted fields may hold commas and line breaks; CRLF or LF; a UTF-8 byte-order mark is dropped.
 * Returns each record with the line number it starts on (1 = the header), or the first error.
 */
export function parseCsv(
  text: string,
): { records: { line: number; fields: string[] }[] } | { error: string } {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let quoted = false;
  let touched = false; // the record has at least one character or separator
  while (i < input.length) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      if (c === "\n") line += 1;
      field += c;
      i += 1;
      continue;
    }
    if (c === '"') {
      if (field !== "") return { error: `Line ${line}: a quote inside an unquoted field.` };
      quoted = true;
      touched = true;
      i += 1;
    } else if (c === ",") {
      fields.push(field);
      field = "";
      touched = true;
      i += 1;
    } else if (c === "\r" || c === "\n") {
      if (touched || field !== "") {
        fields.push(field);
        records.push({ line: recordLine, fields });
      }
      fields = [];
      field = "";
      touched = false;
      i += c === "\r" && input[i + 1] === "\n" ? 2 : 1;
      line += 1;
      recordLine = line;
    } else {
      field += c;
      touched = true;
      i += 1;
    }
  }
  if (quoted) return { error: `Line ${recordLine}: a quoted field is not closed.` };
  if (touched || field !== "") {
    fields.push(field);
    records.push({ line: recordLine, fields });
  }
  return { records };
}
