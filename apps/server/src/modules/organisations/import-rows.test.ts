import { ORG_IMPORT_RULES } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { readMemberCsv, TOO_MANY_ROWS } from "./import-rows.ts";

describe("readMemberCsv", () => {
  it("checks each row and finds duplicates by email or phone, with line numbers", async () => {
    const csv = [
      "Phone,Full name,E-mail",
      "0712 345 678,Amina Wanjiru,Amina@Example.com",
      ",Baraka Otieno,baraka@example.com",
      "+254712345678,Amina again,",
      ",No Contact,",
      "12,Bad Phone,",
      ",Bad Email,not-an-email",
      "0722000111,,",
    ].join("\n");
    expect(await readMemberCsv(csv, "KE")).toEqual({
      linesRead: 8,
      rows: [
        {
          line: 2,
          name: "Amina Wanjiru",
          email: "amina@example.com",
          phone: "+254712345678",
          status: "new",
          reason: null,
        },
        {
          line: 3,
          name: "Baraka Otieno",
          email: "baraka@example.com",
          phone: null,
          status: "new",
          reason: null,
        },
        {
          line: 4,
          name: "Amina again",
          email: null,
          phone: "+254712345678",
          status: "duplicate",
          reason: "Same person as line 2.",
        },
        {
          line: 5,
          name: "No Contact",
          email: null,
          phone: null,
          status: "invalid",
          reason: "An email or a phone number is needed.",
        },
        {
          line: 6,
          name: "Bad Phone",
          email: null,
          phone: "12",
          status: "invalid",
          reason: '"12" is not a phone number.',
        },
        {
          line: 7,
          name: "Bad Email",
          email: "not-an-email",
          phone: null,
          status: "invalid",
          reason: '"not-an-email" is not an email address.',
        },
        {
          line: 8,
          name: "",
          email: null,
          phone: "0722000111",
          status: "invalid",
          reason: "The name is missing.",
        },
      ],
    });
  });

  it("refuses a file without the columns, or with more than 10,000 people", async () => {
    expect(await readMemberCsv("who,where\nx,y", "NG")).toEqual({
      error: "The first line must name the columns: name, and email and/or phone.",
      code: "org/csv-invalid",
      linesRead: 1,
    });
    const big = [
      "name,email",
      ...Array.from({ length: 10_001 }, (_, i) => `N${i},n${i}@x.org`),
    ].join("\n");
    expect(await readMemberCsv(big, "NG")).toEqual({
      error: TOO_MANY_ROWS,
      code: "org/csv-too-many-rows",
      linesRead: 10_002,
    });
    expect(TOO_MANY_ROWS).toContain(ORG_IMPORT_RULES.maxRows.toLocaleString("en"));
  });
});

describe("readMemberCsv on a hostile file (issue 39)", () => {
  it("stops at the first line past the limit: a million empty rows are not read to the end", async () => {
    // 1,000,000 rows of empty cells (2 MB), then a broken quote: a reader that went to the end
    // would answer with the quote's line; this one never gets there.
    const csv = `name,email\n${",\n".repeat(1_000_000)}x"y,z\n`;
    let pauses = 0;
    const read = await readMemberCsv(csv, "NG", {
      pause: async () => {
        pauses += 1;
      },
    });
    expect(read).toEqual({
      error: TOO_MANY_ROWS,
      code: "org/csv-too-many-rows",
      linesRead: 10_002,
    });
    expect(pauses).toBeGreaterThanOrEqual(40); // a turn for the event loop every 250 rows
  });

  it("counts blank rows and rows of empty cells toward the limit, and does not list them", async () => {
    const rows = ["Amina,amina@example.com", "", ",", " , ", "Baraka,baraka@example.com"];
    const read = await readMemberCsv(["name,email", ...rows].join("\r\n"), "NG");
    expect(read).toMatchObject({ linesRead: 6, rows: [{ line: 2 }, { line: 6 }] });
    const full = ["name,email", ...Array.from({ length: 9_999 }, (_, i) => `N${i},n${i}@x.org`)];
    expect(await readMemberCsv([...full, ""].join("\n"), "NG")).toMatchObject({
      linesRead: 10_000,
    });
    expect(await readMemberCsv([...full, ",", "Last,last@x.org"].join("\n"), "NG")).toMatchObject({
      code: "org/csv-too-many-rows",
    });
  });

  it("cleans names of bidirectional controls and leaves out formula-like names, by line", async () => {
    const csv = [
      "name,email",
      "\u202EAmina\u202C Wanjiru,amina@example.com",
      '"=HYPERLINK(""https://evil.example"",""Bank"")",x@example.com',
      "+2348031234567,y@example.com",
      "-Chidi,c@example.com",
      "@admin,d@example.com",
      "\u202E=cmd,e@example.com",
      "Ama-Kukua Mensah,ama@example.com",
    ].join("\n");
    const read = await readMemberCsv(csv, "NG");
    if (!("rows" in read)) throw new Error(read.error);
    expect(read.rows.map((r) => [r.line, r.name, r.status, r.reason])).toEqual([
      [2, "Amina Wanjiru", "new", null],
      ...[
        [3, '=HYPERLINK("https://evil.example","Bank")'],
        [4, "+2348031234567"],
        [5, "-Chidi"],
        [6, "@admin"],
        [7, "=cmd"],
      ].map(([line, name]) => [
        line,
        name,
        "invalid",
        "The name starts with =, +, - or @, so a spreadsheet would read it as a formula. Write the name as it is said.",
      ]),
      [8, "Ama-Kukua Mensah", "new", null],
    ]);
  });
});
