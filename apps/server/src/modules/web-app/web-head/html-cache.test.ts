import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createHtmlCache, renderedPage } from "./html-cache.ts";

describe("renderedPage", () => {
  it("tags the same HTML with the same strong ETag and different HTML with another", () => {
    expect(renderedPage("<p>a</p>").etag).toBe(renderedPage("<p>a</p>").etag);
    expect(renderedPage("<p>a</p>").etag).not.toBe(renderedPage("<p>b</p>").etag);
    expect(renderedPage("<p>a</p>").etag).toMatch(/^"[\w-]{27}"$/);
  });

  it("carries gzip and br encodings of the same bytes", () => {
    const page = renderedPage(`<p>${"Tazama ".repeat(500)}</p>`);
    expect(gunzipSync(page.gzip).equals(page.body)).toBe(true);
    expect(brotliDecompressSync(page.br).equals(page.body)).toBe(true);
    expect(page.br.length).toBeLessThan(page.body.length / 10);
  });
});

describe("createHtmlCache", () => {
  it("renders a key once", async () => {
    const cache = createHtmlCache(10);
    let renders = 0;
    const render = async () => {
      renders += 1;
      return renderedPage("x");
    };
    await cache.get("v1 /", render);
    await cache.get("v1 /", render);
    expect(renders).toBe(1);
  });

  it("keeps at most `limit` pages, dropping the oldest", async () => {
    const cache = createHtmlCache(2);
    let renders = 0;
    const render = async () => {
      renders += 1;
      return renderedPage(String(renders));
    };
    await cache.get("a", render);
    await cache.get("b", render);
    await cache.get("c", render);
    expect(cache.size).toBe(2);
    await cache.get("a", render);
    expect(renders).toBe(4);
  });

  it("does not keep a failed render", async () => {
    const cache = createHtmlCache(2);
    await expect(cache.get("a", () => Promise.reject(new Error("db down")))).rejects.toThrow(
      "db down",
    );
    expect(cache.size).toBe(0);
    expect((await cache.get("a", async () => renderedPage("ok"))).body.toString()).toBe("ok");
  });
});
