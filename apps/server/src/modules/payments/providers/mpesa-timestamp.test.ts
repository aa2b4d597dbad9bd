import { describe, expect, it } from "vitest";
import { darajaTimestamp } from "./mpesa.provider.ts";

describe("darajaTimestamp", () => {
  it("is yyyyMMddHHmmss in Nairobi time (UTC+3)", () => {
    expect(darajaTimestamp(new Date("2026-11-22T21:05:09Z"))).toBe("20261123000509");
    expect(darajaTimestamp(new Date("2026-01-01T00:00:00Z"))).toBe("20260101030000");
  });
});
