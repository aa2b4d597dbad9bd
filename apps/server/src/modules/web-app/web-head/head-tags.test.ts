import { describe, expect, it } from "vitest";
import { injectHead, renderHeadTags, withoutModulePreloads } from "./head-tags.ts";

const INDEX = `<html><head><title>T</title><script type="module" src="/assets/i.js"></script></head><body></body></html>`;

describe("renderHeadTags", () => {
  it("renders the image, fetch, module and style preloads with escaped attributes", () => {
    const tags = renderHeadTags({
      image: {
        src: "/a.jpg?w=1080",
        srcSet: "/a.jpg?w=640 640w, /a.jpg?w=750 750w",
        sizes: "100vw",
      },
      fetches: ["/api/v1/content/a&b"],
      modules: ["/assets/view.js"],
      styles: ["/assets/view.css"],
    });
    expect(tags.split("\n").map((line) => line.trim())).toEqual([
      '<link rel="preload" as="image" href="/a.jpg?w=1080" imagesrcset="/a.jpg?w=640 640w, /a.jpg?w=750 750w" imagesizes="100vw" fetchpriority="high">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/content/a&amp;b">',
      '<link rel="modulepreload" crossorigin href="/assets/view.js">',
      '<link rel="stylesheet" crossorigin href="/assets/view.css">',
    ]);
  });

  it("preloads a listing's posters after the LCP image, in their order", () => {
    const poster = (n: number) => ({
      src: `/p${n}.jpg?w=640`,
      srcSet: `/p${n}.jpg?w=640 640w`,
      sizes: "31vw",
    });
    const tags = renderHeadTags({
      posters: [poster(1), poster(2)],
      fetches: [],
      modules: [],
      styles: [],
    });
    expect(tags.split("\n").map((line) => line.trim())).toEqual([
      '<link rel="preload" as="image" href="/p1.jpg?w=640" imagesrcset="/p1.jpg?w=640 640w" imagesizes="31vw" fetchpriority="high">',
      '<link rel="preload" as="image" href="/p2.jpg?w=640" imagesrcset="/p2.jpg?w=640 640w" imagesizes="31vw" fetchpriority="high">',
    ]);
  });

  it("names the player's files in a meta tag, not as preloads", () => {
    const tags = renderHeadTags({
      fetches: [],
      modules: [],
      styles: [],
      player: ["/assets/watch.js", "/assets/hls.js"],
    });
    expect(tags).toBe('<meta name="tazama:player" content="/assets/watch.js /assets/hls.js">');
  });

  it("renders nothing without hints", () => {
    expect(renderHeadTags({ fetches: [], modules: [], styles: [] })).toBe("");
  });
});

describe("injectHead", () => {
  it("puts the tags before the first script, so they start first", () => {
    const html = injectHead(INDEX, "<link rel=x>");
    expect(html.indexOf("<link rel=x>")).toBeLessThan(html.indexOf("<script"));
    expect(html.indexOf("<link rel=x>")).toBeGreaterThan(html.indexOf("</title>"));
  });

  it("puts them at the end of the head when there is no script there", () => {
    const html = injectHead("<head><title>T</title></head><body><script></script></body>", "<x>");
    expect(html).toBe("<head><title>T</title><x>\n    </head><body><script></script></body>");
  });

  it("leaves the page unchanged without tags", () => {
    expect(injectHead(INDEX, "")).toBe(INDEX);
  });
});

describe("withoutModulePreloads", () => {
  it("drops the named modulepreloads and nothing else", () => {
    const html = [
      "<head>",
      '    <link rel="modulepreload" crossorigin href="/assets/app.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/early.js">',
      '    <link rel="stylesheet" href="/assets/app.js">',
      '    <script type="module" src="/assets/app.js"></script>',
      "</head>",
    ].join("\n");
    expect(withoutModulePreloads(html, ["/assets/app.js"])).toBe(
      [
        "<head>",
        '    <link rel="modulepreload" crossorigin href="/assets/early.js">',
        '    <link rel="stylesheet" href="/assets/app.js">',
        '    <script type="module" src="/assets/app.js"></script>',
        "</head>",
      ].join("\n"),
    );
    expect(withoutModulePreloads(html, [])).toBe(html);
  });
});
