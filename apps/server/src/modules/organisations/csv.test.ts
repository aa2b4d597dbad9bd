import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv.ts";

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
});
