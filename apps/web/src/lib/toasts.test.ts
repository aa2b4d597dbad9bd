import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const src = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [file] : [];
  });
}

describe("toasts", () => {
  it("are shown through lib/toasts.ts (which asks for the host), never Mantine's store directly", () => {
    // A toast shown on Mantine's store alone would wait unseen on a page whose host never came.
    const direct = sourceFiles(src)
      .filter((file) => !file.endsWith(path.join("lib", "toasts.ts")))
      .filter((file) =>
        /import\s*\{[^}]*\bnotifications\b[^}]*\}\s*from\s*"@mantine\/notifications"/.test(
          readFileSync(file, "utf8"),
        ),
      )
      .map((file) => path.relative(src, file));
    expect(direct).toEqual([]);
  });
});
