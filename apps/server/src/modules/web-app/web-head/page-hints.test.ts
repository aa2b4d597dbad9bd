import type { CatalogueResponse } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { type HintSources, pageHints, routeModuleKey, viewRef } from "./page-hints.ts";
import type { ViteManifest } from "./vite-manifest.ts";

const item = (ref: string, type: "Movie" | "Series") => ({
  id: ref,
  ref,
  title: ref,
  poster: `/content/uploads/${ref}_port.jpg`,
  year: 2024,
  type,
  genres: "[]",
  synopsis: "",
  tags: [],
  duration: 60,
  free: false,
});
const catalogue: CatalogueResponse = {
  content: [item("show-ep-1", "Series"), item("first-movie", "Movie"), item("second", "Movie")],
  genres: [],
};
const manifest: ViteManifest = {
  "index.html": { file: "assets/index.js", isEntry: true },
  "src/app/routes/view.tsx": { file: "assets/view.js", css: ["assets/view.css"] },
  "src/app/routes/movies.tsx": { file: "assets/movies.js" },
};
const sources = (art: Record<string, string>): HintSources => ({
  manifest,
  catalogue: async () => catalogue,
  backdropOf: async (ref) => art[ref] ?? null,
});

describe("pageHints", () => {
  it("preloads the featured title's art on / (the catalogue's first movie)", async () => {
    const hints = await pageHints("/", sources({}));
    expect(hints.image?.src).toBe("/content/uploads/first-movie_land.jpg?w=1080");
    expect(hints.image?.sizes).toBe("100vw");
    expect(hints.fetches).toEqual([]);
    expect(hints.modules).toEqual([]);
  });

  it("preloads a title's JSON, art and route chunk on /view/{ref}", async () => {
    const hints = await pageHints(
      "/view/second",
      sources({ second: "/content/uploads/second_land.jpg" }),
    );
    expect(hints).toEqual({
      image: {
        src: "/content/uploads/second_land.jpg?w=1080",
        srcSet: expect.stringContaining("/content/uploads/second_land.jpg?w=1920 1920w") as string,
        sizes: "100vw",
      },
      fetches: ["/api/v1/content/second"],
      modules: ["/assets/view.js"],
      styles: ["/assets/view.css"],
    });
  });

  it("preloads the watch chunk and hls.js on /watch/{ref}, and hls.js on no other page", async () => {
    const built: ViteManifest = {
      ...manifest,
      "src/app/routes/watch.tsx": {
        file: "assets/watch.js",
        imports: ["index.html", "_load-hls.js"],
        css: ["assets/watch.css"],
      },
      "_load-hls.js": { file: "assets/load-hls.js", dynamicImports: ["hls.mjs"] },
      "hls.mjs": { file: "assets/hls.js" },
      "src/app/routes/view.tsx": {
        file: "assets/view.js",
        imports: ["_load-hls.js"],
        dynamicImports: ["src/app/routes/watch.tsx"],
      },
    };
    const withWatch = { ...sources({}), manifest: built };
    const watch = await pageHints("/watch/second", withWatch);
    expect(watch.modules).toEqual(["/assets/watch.js", "/assets/load-hls.js", "/assets/hls.js"]);
    expect(watch.styles).toEqual(["/assets/watch.css"]);
    const view = await pageHints("/view/second", withWatch);
    expect(view.modules).toEqual(["/assets/view.js", "/assets/load-hls.js"]);
    // Every page names the player's files, for a prefetch when idle (not a preload), but those
    // its own chunk loaded (the title page's load-hls).
    expect(view.player).toEqual(["/assets/watch.js", "/assets/watch.css", "/assets/hls.js"]);
    expect((await pageHints("/movies", withWatch)).player).toEqual([
      "/assets/watch.js",
      "/assets/load-hls.js",
      "/assets/watch.css",
      "/assets/hls.js",
    ]);
  });

  it("names no file of the app's chunk among the player's (the page has loaded them)", async () => {
    const built: ViteManifest = {
      ...manifest,
      "src/main.tsx": { file: "assets/main.js", imports: ["_mantine.js"] },
      "_mantine.js": { file: "assets/mantine.js" },
      "src/app/routes/watch.tsx": {
        file: "assets/watch.js",
        imports: ["_mantine.js", "_load-hls.js"],
      },
      "_load-hls.js": { file: "assets/load-hls.js", dynamicImports: ["hls.mjs"] },
      "hls.mjs": { file: "assets/hls.js", imports: ["_mantine.js"] },
    };
    const hints = await pageHints("/view/second", { ...sources({}), manifest: built });
    expect(hints.player).toEqual(["/assets/watch.js", "/assets/load-hls.js", "/assets/hls.js"]);
  });

  it("preloads only the chunk for a ref no title has", async () => {
    const hints = await pageHints("/view/no-such-title", sources({}));
    expect(hints).toEqual({
      fetches: [],
      modules: ["/assets/view.js"],
      styles: ["/assets/view.css"],
    });
  });

  it("never asks about a malformed ref", async () => {
    const asked: string[] = [];
    const hints = await pageHints("/view/%E0%A4%A", {
      ...sources({}),
      backdropOf: async (ref) => {
        asked.push(ref);
        return null;
      },
    });
    expect(asked).toEqual([]);
    expect(hints.image).toBeUndefined();
  });

  it("preloads the chunk of a lazy route and nothing else", async () => {
    expect(await pageHints("/movies", sources({}))).toEqual({
      fetches: [],
      modules: ["/assets/movies.js"],
      styles: [],
    });
  });
});

describe("viewRef and routeModuleKey", () => {
  it("accepts the API's refs only", () => {
    expect(viewRef("/view/oshodi-overtime")).toBe("oshodi-overtime");
    expect(viewRef("/view/Bad_Ref")).toBeUndefined();
    expect(viewRef("/view/%E0%A4%A")).toBeUndefined();
    expect(viewRef("/movies")).toBeUndefined();
  });

  it("maps routes to their chunk; unknown paths have none", () => {
    expect(routeModuleKey("/view/x")).toBe("src/app/routes/view.tsx");
    expect(routeModuleKey("/my-collection")).toBe("src/app/routes/members-only.tsx");
    expect(routeModuleKey("/series")).toBe("src/app/routes/series.tsx");
    expect(routeModuleKey("/series/pepper-and-sons")).toBe("src/app/routes/series-page.tsx");
    expect(routeModuleKey("/people/ada-obi")).toBe("src/app/routes/person.tsx");
    expect(routeModuleKey("/")).toBe("src/app/routes/home.tsx");
    expect(routeModuleKey("/nope")).toBeUndefined();
  });
});
