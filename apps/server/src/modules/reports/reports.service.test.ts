import { describe, expect, it } from "vitest";
import { csvField } from "./reports.service.ts";

describe("csvField", () => {
  it("quotes commas, quotes and line breaks, and defuses spreadsheet formulas", () => {
    expect(csvField("Lagos Rain")).toBe("Lagos Rain");
    expect(csvField("Love, Lagos")).toBe('"Love, Lagos"');
    expect(csvField('The "Big" Day')).toBe('"The ""Big"" Day"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField(-500)).toBe("-500");
    expect(csvField(0)).toBe("0");
  });
});
