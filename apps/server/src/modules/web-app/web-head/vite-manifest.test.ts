import { describe, expect, it } from "vitest";
import {
  APP_MODULE,
  type ViteManifest,
  dynamicImportModules,
  lazyChunkAssets,
} from "./vite-manifest.ts";

const manifest: ViteManifest = {
  "index.html": {
    file: "assets/index-1.js",
    isEntry: true,
    imports: ["_react.js", "_box.js"],
    css: ["assets/index-1.css"],
  },
  "_react.js": { file: "assets/react-2.js" },
  "_box.js": { file: "assets/box-3.js", css: ["assets/box-3.css"] },
  "src/app/routes/view.tsx": {
    file: "assets/view-4.js",
    imports: ["_react.js", "_get-content.js"],
    css: ["assets/view-4.css"],
  },
  "_get-content.js": { file: "assets/get-content-5.js", imports: ["_box.js", "_deep.js"] },
  "_deep.js": { file: "assets/deep-6.js", css: ["assets/deep-6.css", "assets/box-3.css"] },
};

describe("lazyChunkAssets", () => {
  it("lists the chunk and its static imports, minus what the entry already loads", () => {
    expect(lazyChunkAssets(manifest, "src/app/routes/view.tsx")).toEqual({
      modules: ["/assets/view-4.js", "/assets/get-content-5.js", "/assets/deep-6.js"],
      styles: ["/assets/view-4.css", "/assets/deep-6.css"],
    });
  });

  it("knows nothing of a chunk the build does not have", () => {
    expect(lazyChunkAssets(manifest, "src/app/routes/gone.tsx")).toBeUndefined();
  });

  it("leaves out what the chunks every page loads already have (the app's)", () => {
    const withApp: ViteManifest = {
      ...manifest,
      [APP_MODULE]: { file: "assets/main-7.js", imports: ["_get-content.js"] },
    };
    expect(lazyChunkAssets(withApp, "src/app/routes/view.tsx", [APP_MODULE])).toEqual({
      modules: ["/assets/view-4.js"],
      styles: ["/assets/view-4.css"],
    });
    // The app's own files, asked for themselves.
    expect(lazyChunkAssets(withApp, APP_MODULE)?.modules).toEqual([
      "/assets/main-7.js",
      "/assets/get-content-5.js",
      "/assets/deep-6.js",
    ]);
  });
});

describe("dynamicImportModules", () => {
  const built: ViteManifest = {
    "index.html": {
      file: "assets/index-1.js",
      isEntry: true,
      imports: ["_react.js"],
      dynamicImports: ["src/app/routes/watch.tsx", "src/app/routes/view.tsx"],
    },
    "_react.js": { file: "assets/react-2.js" },
    "src/app/routes/watch.tsx": {
      file: "assets/watch-3.js",
      imports: ["index.html", "_react.js", "_load-hls.js"],
    },
    "_load-hls.js": { file: "assets/load-hls-4.js", dynamicImports: ["hls.mjs"] },
    "hls.mjs": { file: "assets/hls-5.js", imports: ["_react.js", "_worker.js"] },
    "_worker.js": { file: "assets/worker-6.js" },
    "src/app/routes/view.tsx": { file: "assets/view-7.js", imports: ["_react.js"] },
  };

  it("lists what the chunk's own modules import dynamically, with their static imports", () => {
    // Not the entry's dynamic imports (the other routes), nor what the entry already loads.
    expect(dynamicImportModules(built, "src/app/routes/watch.tsx")).toEqual([
      "/assets/hls-5.js",
      "/assets/worker-6.js",
    ]);
  });

  it("is empty for a chunk without dynamic imports, or one the build does not have", () => {
    expect(dynamicImportModules(built, "src/app/routes/view.tsx")).toEqual([]);
    expect(dynamicImportModules(built, "src/app/routes/gone.tsx")).toEqual([]);
  });
});
