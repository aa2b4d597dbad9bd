import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import * as contracts from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { API_MESSAGES } from "./api-messages.ts";
import { catalogueProblems } from "./translate.ts";

/** Every string in the contracts' exported constants (plain objects and arrays, however deep). */
function contractStrings(): Set<string> {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (value: unknown) => {
    if (typeof value === "string") found.add(value);
    if (typeof value !== "object" || value === null || seen.has(value)) return;
    seen.add(value);
    const proto: unknown = Object.getPrototypeOf(value);
    if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return;
    Object.values(value).forEach(visit);
  };
  Object.values(contracts).forEach(visit);
  return found;
}

/** Every double-quoted string literal in the server's own code. */
function serverStrings(dir = path.resolve(import.meta.dirname, "../..")): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.ts$/.test(entry.name) || /\.test\.ts$/.test(entry.name)) continue;
    const source = readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    for (const match of source.matchAll(/"((?:[^"\\\n]|\\.)*)"/g)) found.add(match[1] ?? "");
  }
  return found;
}

describe("the API's messages in five languages", () => {
  it("translates only messages the API really sends (no stale entries)", () => {
    const sent = new Set([...contractStrings(), ...serverStrings()]);
    const stale = Object.keys(API_MESSAGES).filter((english) => !sent.has(english));
    expect(stale).toEqual([]);
  });

  it("has each message in every language, non-empty, with the same placeholders", () => {
    expect(catalogueProblems(API_MESSAGES)).toEqual([]);
  });
});
