/** What the reader meets, in order: a record, a blank line, or a pause to give the event loop a turn. */
export type CsvItem =
  | { kind: "record"; line: number; fields: string[] }
  | { kind: "blank"; line: number }
  | { kind: "pause" };

const PAUSE: CsvItem = { kind: "pause" };

/** Line breaks in `text`: LF, CRLF or a lone CR each end a line. */
function lineBreaks(text: string): number {
  let count = 0;
  for (let at = 0; at < text.length; at += 1) {
    const c = text.charCodeAt(at);
    if (c === 10 || (c === 13 && text.charCodeAt(at + 1) !== 10)) count += 1;
  }
  return count;
}

/**
 * RFC 4180 CSV read one record at a time: comma-separated, fields optionally in double quotes (a
 * quote inside doubled), quoted fields may hold commas and line breaks; CRLF, LF or CR; a UTF-8
 * byte-order mark is dropped. Yields each record with the line it starts on (1 = the header),
 * each blank line (so a caller can count it), and a pause every `pauseEvery` characters (one
 * long field cannot hold the caller for long); returns the first error, or null at the end.
 * The caller stops whenever it likes: nothing past its last `next()` is read.
 */
export function* csvItems(
  text: string,
  pauseEvery = 65_536,
): Generator<CsvItem, { error: string } | null, void> {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let quoted = false;
  let touched = false; // the record has at least one character or separator
  let nextPause = pauseEvery;
  const special = /[",\r\n]/g;
  while (i < input.length) {
    if (i >= nextPause) {
      nextPause = i + pauseEvery;
      yield PAUSE;
    }
    if (quoted) {
      // Up to the next quote at once: the text between may hold commas and line breaks.
      const quote = input.indexOf('"', i);
      const text = input.slice(i, quote < 0 ? input.length : quote);
      line += lineBreaks(text);
      field += text;
      if (quote < 0) break;
      if (input[quote + 1] === '"') {
        field += '"';
        i = quote + 2;
      } else {
        quoted = false;
        i = quote + 1;
      }
      continue;
    }
    special.lastIndex = i;
    const stop = special.exec(input)?.index ?? input.length;
    if (stop > i) {
      field += input.slice(i, stop);
      touched = true;
      i = stop;
      continue;
    }
    const c = input[i]!;
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
    } else {
      if (touched || field !== "") {
        fields.push(field);
        yield { kind: "record", line: recordLine, fields };
      } else {
        yield { kind: "blank", line };
      }
      fields = [];
      field = "";
      touched = false;
      i += c === "\r" && input[i + 1] === "\n" ? 2 : 1;
      line += 1;
      recordLine = line;
    }
  }
  if (quoted) return { error: `Line ${recordLine}: a quoted field is not closed.` };
  if (touched || field !== "") {
    fields.push(field);
    yield { kind: "record", line: recordLine, fields };
  }
  return null;
}

/** The whole file's records at once (blank lines skipped), or the first error. */
export function parseCsv(
  text: string,
): { records: { line: number; fields: string[] }[] } | { error: string } {
  const records: { line: number; fields: string[] }[] = [];
  const items = csvItems(text);
  for (;;) {
    const next = items.next();
    if (next.done) return next.value ?? { records };
    if (next.value.kind === "record") {
      records.push({ line: next.value.line, fields: next.value.fields });
    }
  }
}
