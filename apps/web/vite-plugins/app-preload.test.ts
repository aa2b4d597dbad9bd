import type { OutputBundle, OutputChunk } from "rolldown";
import { describe, expect, it } from "vitest";
import { appPreloadFiles } from "./app-preload.ts";

/** A bundle's chunk as far as appPreloadFiles reads it. */
const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) =>
  ({ type: "chunk", fileName, imports, facadeModuleId }) as unknown as OutputChunk;

const bundle = {
  "assets/boot.js": chunk("assets/boot.js", ["assets/styles.js"], "/w/src/boot.ts"),
  "assets/styles.js": chunk("assets/styles.js", []),
  "assets/main.js": chunk(
    "assets/main.js",
    ["assets/app.js", "assets/preload.js"],
    "/w/src/main.tsx",
  ),
  "assets/app.js": chunk("assets/app.js", ["assets/preload.js", "assets/vendor.js"]),
  "assets/vendor.js": chunk("assets/vendor.js", ["assets/app.js"]),
  "assets/preload.js": chunk("assets/preload.js", []),
  "assets/watch.js": chunk("assets/watch.js", ["assets/app.js"], "/w/src/app/routes/watch.tsx"),
  "assets/index.css": { type: "asset", fileName: "assets/index.css" },
} as unknown as OutputBundle;

describe("appPreloadFiles", () => {
  it("lists what the app chunk imports, transitively and once, but not what the html names", () => {
    const html = '<link rel="modulepreload" crossorigin href="/assets/preload.js">';
    expect(appPreloadFiles(bundle, "src/main.tsx", html).sort()).toEqual([
      "assets/app.js",
      "assets/vendor.js",
    ]);
    // Neither the entry's own imports nor lazy routes.
    expect(appPreloadFiles(bundle, "src/main.tsx", "")).not.toContain("assets/watch.js");
    expect(appPreloadFiles(bundle, "src/main.tsx", "")).not.toContain("assets/styles.js");
  });

  it("fails the build when the app's module is not in the bundle", () => {
    expect(() => appPreloadFiles(bundle, "src/missing.tsx", "")).toThrow(/no chunk/);
  });
});
