import { describe, expect, it } from "vitest";
import { csvItems, parseCsv } from "./csv.ts";

describe("parseCsv", () => {
  it("reads quotes, commas and line breaks inside quotes, CRLF, a BOM and blank lines", () => {
    const text =
      '\uFEFFname,email,phone\r\n"Okafor, Chidi",chidi@example.com,+2348031234567\r\n\r\n"Ama ""Kukua"" Mensah","ama@example.com",\n"Line\nBreak",x@y.z,1\n';
    expect(parseCsv(text)).toEqual({
      records: [
        { line: 1, fields: ["name", "email", "phone"] },
        { line: 2, fields: ["Okafor, Chidi", "chidi@example.com", "+2348031234567"] },
        { line: 4, fields: ['Ama "Kukua" Mensah', "ama@example.com", ""] },
        { line: 5, fields: ["Line\nBreak", "x@y.z", "1"] },
      ],
    });
  });

  it("says where a quote is wrong", () => {
    expect(parseCsv('name\n"open')).toEqual({ error: "Line 2: a quoted field is not closed." });
    expect(parseCsv('name\nab"c')).toEqual({ error: "Line 2: a quote inside an unquoted field." });
  });

  it("reads 10,000 rows", () => {
    const rows = Array.from(
      { length: 10_000 },
      (_, i) => `Name ${i},n${i}@example.com,+2547${String(i).padStart(8, "0")}`,
    );
    const parsed = parseCsv(["name,email,phone", ...rows].join("\n"));
    expect("records" in parsed && parsed.records.length).toBe(10_001);
  });

  it("yields blank lines and pauses, and reads nothing past where the caller stops", () => {
    const items = csvItems(`a\r\n\rb,"x\ny"\n${"z".repeat(200_000)}\n`, 65_536);
    const kinds: string[] = [];
    for (let next = items.next(); !next.done; next = items.next()) {
      const item = next.value;
      kinds.push(item.kind === "pause" ? "pause" : `${item.kind}@${item.line}`);
    }
    expect(kinds).toEqual([
      "record@1",
      "blank@2",
      "record@3",
      "pause", // after the long field, read in one slice
      "record@5",
    ]);
    const lazy = csvItems(`h\n${"x\n".repeat(1000)}"broken`);
    for (let n = 0; n < 10; n += 1) lazy.next();
    expect(lazy.return(null)).toEqual({ done: true, value: null }); // the broken end never read
  });
});
