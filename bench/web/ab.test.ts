import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AB_TOLERANCE, abPages, abVerdict, measured, median, sameLockFile } from "./ab.ts";

describe("abVerdict", () => {
  it("passes a page within 10 % of the previous build, medians of the runs", () => {
    const { worse, line } = abVerdict(
      "/",
      { fcp: [1400, 1500, 9000], tbt: [200, 210, 220] },
      { fcp: [1600, 1550, 1000], tbt: [230, 100, 215] },
    );
    expect(worse).toEqual([]);
    expect(line).toContain("FCP 1.50 → 1.55 s (+3 %)");
  });

  it("fails First Contentful Paint or Total Blocking Time worse by more than 10 %", () => {
    const { worse } = abVerdict(
      "/movies",
      { fcp: [1340], tbt: [1000] },
      { fcp: [2410], tbt: [1340] },
    );
    expect(worse).toEqual(["FCP 80 % worse", "TBT 34 % worse"]);
  });

  it("leaves a few milliseconds of blocking time aside", () => {
    expect(
      abVerdict("/view/x", { fcp: [1000], tbt: [20] }, { fcp: [1000], tbt: [60] }).worse,
    ).toEqual([]);
  });

  it("is 10 %, and the median is the middle run", () => {
    expect(AB_TOLERANCE).toBe(0.1);
    expect(median([3, 1, 2])).toBe(2);
  });

  it("calls a page the previous build does not have a new page, not NaN, and never worse", () => {
    const { line, worse } = abVerdict(
      "/screenings",
      { fcp: [], tbt: [] },
      { fcp: [1200, 1100, 1300], tbt: [90, 80, 100] },
    );
    expect(worse).toEqual([]);
    expect(line).toBe(
      `${"/screenings".padEnd(28)} new page: not in the previous build (FCP 1.20 s, TBT 0.09 s now)`,
    );
    expect(line).not.toContain("NaN");
    // Lighthouse's runs that measured nothing count as none.
    expect(measured({ fcp: [Number.NaN], tbt: [Number.NaN] })).toBe(false);
    expect(
      abVerdict("/x", { fcp: [Number.NaN], tbt: [Number.NaN] }, { fcp: [], tbt: [] }).line,
    ).toBe(`${"/x".padEnd(28)} new page: not in the previous build`);
  });
});

describe("abPages", () => {
  const pages = [
    "/",
    "/movies",
    "/view/oshodi-overtime",
    "/series/ten-oclock-bulletin",
    "/search",
    "/search?q=Oshodi%20Overtime",
  ];

  it("keeps every page without --pages, the named ones with it", () => {
    expect(abPages(pages, undefined)).toEqual(pages);
    expect(abPages(pages, "/, /view")).toEqual(["/", "/view/oshodi-overtime"]);
    expect(abPages(pages, "/movies")).toEqual(["/movies"]);
    // A page drawn from its query is named by its path, with and without the query.
    expect(abPages(pages, "/search")).toEqual(["/search", "/search?q=Oshodi%20Overtime"]);
  });

  it("refuses a list that names no page", () => {
    expect(() => abPages(pages, "/nowhere")).toThrow("no page");
  });
});

describe("sameLockFile", () => {
  it("tells a previous build that can share this tree's packages from one that needs its own", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "tazama-ab-lock-"));
    const tree = (name: string, lock: string) => {
      const dir = path.join(folder, name);
      mkdirSync(dir);
      writeFileSync(path.join(dir, "package-lock.json"), lock);
      return dir;
    };
    try {
      const root = tree("root", '{"packages":{"node_modules/vite":{"version":"8.3.8"}}}');
      const same = tree("same", '{"packages":{"node_modules/vite":{"version":"8.3.8"}}}');
      const older = tree("older", '{"packages":{"node_modules/@fastify/helmet":{}}}');
      expect(sameLockFile(root, same)).toBe(true);
      expect(sameLockFile(root, older)).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
