import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addPageStyles } from "./page-styles.ts";

const src = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [file] : [];
  });
}

describe("addPageStyles", () => {
  it("adds a page's styles to the head once", () => {
    addPageStyles("tz-test-styles", ".a{color:red}");
    addPageStyles("tz-test-styles", ".a{color:red}");
    const added = document.head.querySelectorAll("#tz-test-styles");
    expect(added).toHaveLength(1);
    expect(added[0]?.textContent).toBe(".a{color:red}");
  });

  it("does nothing without a document (the server render)", () => {
    expect(() => {
      addPageStyles("tz-none", ".a{}", undefined);
    }).not.toThrow();
  });
});

describe("the render-blocking stylesheet", () => {
  // What only pages the browser draws use: a plain import would put it in the one stylesheet.
  const pageOnly = [
    "@mantine/charts/styles.css",
    "@mantine/core/styles/Tabs.css",
    "@mantine/core/styles/Timeline.css",
    "@mantine/core/styles/Switch.css",
  ];

  it("carries none of the console's and member pages' own Mantine styles", () => {
    const plain = sourceFiles(src).filter((file) => {
      const text = readFileSync(file, "utf8");
      return pageOnly.some((sheet) => text.includes(`import "${sheet}"`));
    });
    expect(plain.map((file) => path.relative(src, file))).toEqual([]);
  });
});
