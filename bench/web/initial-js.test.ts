import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  INITIAL_JS_BUDGET,
  initialGraph,
  initialScripts,
  overBudget,
  resolveUrl,
  VIEWER_JS_BUDGET,
  staticImports,
  viewerScripts,
} from "./initial-js.ts";

const dist = path.join(import.meta.dirname, "fixtures/dist");
const read = (url: string) => readFileSync(path.join(dist, url), "utf8");

describe("initialScripts", () => {
  it("takes module scripts and modulepreloads, not stylesheets or classic scripts", () => {
    const html = readFileSync(path.join(dist, "index.html"), "utf8");
    expect(initialScripts(html)).toEqual(["/assets/index-a1.js", "/assets/vendor-b2.js"]);
  });

  it("reads single-quoted and unquoted attributes", () => {
    const html = `<script type=module src='/a.js'></script><link href=/b.js rel=modulepreload>`;
    expect(initialScripts(html)).toEqual(["/a.js", "/b.js"]);
  });
});

describe("staticImports", () => {
  it("finds named, bare and re-export imports but not dynamic import()", () => {
    expect(staticImports(read("/assets/index-a1.js"))).toEqual([
      "./vendor-b2.js",
      "./shared-d4.js",
    ]);
    expect(staticImports(read("/assets/vendor-b2.js"))).toEqual(["./deep-f6.js"]);
  });

  it("ignores package specifiers and strings that only look like paths", () => {
    expect(staticImports(`import"react";const x="./not-an-import.js";`)).toEqual([]);
  });
});

describe("initialGraph", () => {
  it("follows static imports transitively and leaves lazy chunks out", () => {
    const files = initialGraph(["/assets/index-a1.js", "/assets/vendor-b2.js"], read);
    expect(files.sort()).toEqual([
      "/assets/deep-f6.js",
      "/assets/index-a1.js",
      "/assets/shared-d4.js",
      "/assets/vendor-b2.js",
    ]);
  });

  it("resolves parent-relative specifiers", () => {
    expect(resolveUrl("/assets/js/a.js", "../b.js")).toBe("/assets/b.js");
  });
});

describe("overBudget", () => {
  it("is DESIGN §7's budget: 140 KB of gzip in at most 15 files", () => {
    expect(INITIAL_JS_BUDGET).toEqual({ bytes: 140 * 1024, files: 15 });
  });

  it("passes the budget itself, and names each limit that is exceeded", () => {
    expect(overBudget(140 * 1024, 15)).toEqual([]);
    expect(overBudget(140 * 1024 + 1, 15)).toEqual(["140.0 KB > 140 KB"]);
    expect(overBudget(153.9 * 1024, 47)).toEqual(["153.9 KB > 140 KB", "47 files > 15"]);
    expect(overBudget(100 * 1024, 16)).toEqual(["16 files > 15"]);
  });
});

describe("viewerScripts", () => {
  it("counts every script once, as sent, and leaves prefetches and other files out", () => {
    const scripts = viewerScripts([
      { url: "http://h/assets/index-a.js", resourceType: "script", bytes: 3_000 },
      { url: "http://h/assets/app-b.js", resourceType: "script", bytes: 90_000 },
      { url: "http://h/assets/style.css", resourceType: "stylesheet", bytes: 30_000 },
      { url: "http://h/assets/app-b.js", resourceType: "script", bytes: 90_000 },
      { url: "http://h/assets/en-c.js", resourceType: "script", bytes: 15_000 },
      { url: "http://h/assets/watch-d.js", resourceType: "script", purpose: "prefetch", bytes: 9 },
      { url: "http://h/assets/hls-e.js", resourceType: "other", purpose: "prefetch", bytes: 9 },
    ]);
    expect(scripts.map((s) => s.url)).toEqual([
      "http://h/assets/index-a.js",
      "http://h/assets/app-b.js",
      "http://h/assets/en-c.js",
    ]);
    expect(scripts.reduce((sum, s) => sum + s.bytes, 0)).toBe(108_000);
  });

  it("is issue 41's budget: 120 KB compressed in at most 15 files", () => {
    expect(VIEWER_JS_BUDGET).toEqual({ bytes: 120 * 1024, files: 15 });
  });
});
