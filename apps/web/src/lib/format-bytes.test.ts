import { describe, expect, it } from "vitest";
import { formatBytes } from "./format-bytes.ts";

describe("formatBytes", () => {
  it("counts megabytes under a gigabyte, gigabytes with one decimal above", () => {
    expect(formatBytes(0)).toBe("0 MB");
    expect(formatBytes(42_400_000)).toBe("42 MB");
    expect(formatBytes(999_400_000)).toBe("999 MB");
    expect(formatBytes(1_250_000_000)).toBe("1.3 GB");
  });
});
