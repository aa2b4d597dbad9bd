import { describe, expect, it } from "vitest";
import { readMemberCsv } from "./import-rows.ts";

describe("readMemberCsv", () => {
  it("checks each row and finds duplicates by email or phone, with line numbers", () => {
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
    expect(readMemberCsv(csv, "KE")).toEqual({
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

  it("refuses a file without the columns, or with more than 10,000 people", () => {
    expect(readMemberCsv("who,where\nx,y", "NG")).toEqual({
      error: "The first line must name the columns: name, and email and/or phone.",
    });
    const big = [
      "name,email",
      ...Array.from({ length: 10_001 }, (_, i) => `N${i},n${i}@x.org`),
    ].join("\n");
    expect(readMemberCsv(big, "NG")).toEqual({ error: "At most 10,000 people per file." });
  });
});
