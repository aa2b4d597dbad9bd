import { describe, expect, it } from "vitest";
import { csvField, csvTable } from "./csv.ts";

describe("the CSV writer", () => {
  it("keeps numbers as numbers, negative ones too, and defuses formula-like text", () => {
    expect(csvField(-5)).toBe("-5");
    expect(csvField(1200)).toBe("1200");
    expect(csvField("-5")).toBe("'-5");
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField("@home")).toBe("'@home");
    expect(csvField("Love, Lagos")).toBe('"Love, Lagos"');
    expect(csvField(0)).toBe("0");
  });

  it("quotes commas, quotes and line breaks, and ends every line with CRLF", () => {
    expect(
      csvTable([
        ["a,b", 'say "hi"'],
        ["line\nbreak", 3],
      ]),
    ).toBe('"a,b","say ""hi"""\r\n"line\nbreak",3\r\n');
    expect(csvTable([["x"]], { bom: true })).toBe("\uFEFFx\r\n");
  });
});
