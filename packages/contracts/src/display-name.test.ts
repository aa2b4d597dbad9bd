import { describe, expect, it } from "vitest";
import { cleanDisplayName, displayNameField, isFormulaLike, nameForMail } from "./display-name.ts";

describe("display names", () => {
  it("drops every bidirectional control, turns other controls into spaces, and trims", () => {
    const controls = [
      "\u202A",
      "\u202B",
      "\u202C",
      "\u202D",
      "\u202E",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
      "\u200E",
      "\u200F",
      "\u061C",
    ];
    for (const c of controls) expect(cleanDisplayName(`Ami${c}na`)).toBe("Amina");
    expect(cleanDisplayName(" \u202EAmina\tWanjiru\r\n")).toBe("Amina Wanjiru");
    expect(cleanDisplayName("عائشة بنت أحمد")).toBe("عائشة بنت أحمد"); // Arabic keeps its letters
    expect(cleanDisplayName("Chidi 👨‍👩‍👧")).toBe("Chidi 👨‍👩‍👧"); // joiners stay
  });

  it("knows a formula-like name and defuses it for a mail", () => {
    for (const name of ["=HYPERLINK(1)", "+234", "-1", "@SUM(A1)", "＝1"]) {
      expect(isFormulaLike(name)).toBe(true);
      expect(nameForMail(name)).toBe(`'${name}`);
    }
    expect(isFormulaLike("Amina = 1")).toBe(false);
    expect(nameForMail("\u202E=cmd")).toBe("'=cmd");
    expect(nameForMail("Amina")).toBe("Amina");
  });

  it("checks the length of the cleaned name", () => {
    const field = displayNameField().min(2).max(10);
    expect(field.parse(" Ami\u202Ena ")).toBe("Amina");
    expect(field.safeParse("\u202E\u202E\u202E").success).toBe(false);
  });
});
