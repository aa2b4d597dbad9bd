import {
  CATALOGUE_GENRES,
  catalogueResponseSchema,
  contentResponseSchema,
  genresResponseSchema,
} from "@tazama/contracts";
import { SERIES } from "@tazama/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listDemoCatalogue } from "../../../test/factories/media-asset.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

let t: TestApp;
let unlist: () => Promise<void>;
beforeAll(async () => {
  t = await getTestApp();
  // Every demo title with its video, as the app has them: priced ones are listed (ADR 0069).
  unlist = await listDemoCatalogue(t);
});
afterAll(async () => {
  await unlist();
});

const CATALOGUE = "/api/tazama-app-cache?build=1&platform=web";

describe("GET /api/{product}-app-cache", () => {
  it("returns the whole demo catalogue with JSON-encoded genres", async () => {
    const res = await t.app.inject({ url: CATALOGUE });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["cache-control"]).toContain("max-age=60");
    const body = catalogueResponseSchema.parse(res.json());
    const movies = body.content.filter((c) => c.type === "Movie");
    const episodes = body.content.filter((c) => c.type === "Series");
    expect(movies.length).toBeGreaterThanOrEqual(60);
    expect(episodes.length).toBeGreaterThanOrEqual(24);
    // Every demo series (other tests of this worker may add series of their own).
    const seriesTitles = new Set(episodes.map((e) => e.title.replace(/ Ep\. \d+$/, "")));
    for (const series of SERIES) expect(seriesTitles).toContain(series.title);
    expect(episodes.every((e) => e.seriesRef !== undefined)).toBe(true);
    expect(movies.every((m) => m.seriesRef === undefined)).toBe(true);
    // The 12 demo genres (an admin test of this worker may have added its own).
    for (const genre of CATALOGUE_GENRES) expect(body.genres).toContain(genre);
    expect(CATALOGUE_GENRES).toHaveLength(12);
    for (const item of body.content) {
      const genres: unknown = JSON.parse(item.genres);
      expect(Array.isArray(genres)).toBe(true);
      expect((genres as string[]).every((g) => body.genres.includes(g))).toBe(true);
      // With `?v=` once an admin replaced the art (another test of this worker may have).
      expect(item.poster).toMatch(
        new RegExp(`^/content/uploads/${item.ref}_port\\.jpg(\\?v=[\\w-]+)?$`),
      );
    }
    expect(episodes.every((e) => / Ep\. \d+$/.test(e.title))).toBe(true);
  });

  it("answers 304 to a matching ETag, weak or strong, and 200 to a stale one", async () => {
    const first = await t.app.inject({ url: CATALOGUE });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ url: CATALOGUE, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    const weak = await t.app.inject({ url: CATALOGUE, headers: { "if-none-match": `W/${etag}` } });
    expect(weak.statusCode).toBe(304);
    const stale = await t.app.inject({ url: CATALOGUE, headers: { "if-none-match": '"old"' } });
    expect(stale.statusCode).toBe(200);
  });

  it("sends brotli or gzip when accepted, and the same bytes decoded", async () => {
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    const plain = await t.app.inject({ url: CATALOGUE });
    const br = await t.app.inject({ url: CATALOGUE, headers: { "accept-encoding": "gzip, br" } });
    const gz = await t.app.inject({ url: CATALOGUE, headers: { "accept-encoding": "gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it.each([
    ["build=abc&platform=web", "build"],
    ["build=1.5&platform=web", "build"],
    ["build=-1&platform=web", "build"],
    ["build=1&platform=toaster", "platform"],
  ])("rejects a malformed query (%s) with 400 naming the field", async (query, field) => {
    const res = await t.app.inject({ url: `/api/tazama-app-cache?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe("request/invalid");
    expect(body.error.message).toContain(field);
  });
});

describe("GET /api/v1/genres", () => {
  it("lists the 12 genres with slugs and counts", async () => {
    const res = await t.app.inject({ url: "/api/v1/genres" });
    expect(res.statusCode).toBe(200);
    const { genres } = genresResponseSchema.parse(res.json());
    // The 12 demo genres (an admin test of this worker may have added its own).
    expect(CATALOGUE_GENRES.every((name) => genres.some((g) => g.name === name))).toBe(true);
    expect(genres.every((g) => g.id === g.name.replace(/[^A-Za-z0-9]/g, "").toLowerCase())).toBe(
      true,
    );
    expect(genres.reduce((n, g) => n + g.movieCount, 0)).toBeGreaterThanOrEqual(60);
    expect(genres.some((g) => g.seriesCount > 0)).toBe(true);
  });
});

describe("GET /api/v1/content/:ref", () => {
  it("returns a movie with synopsis, genres, images and a price in each currency", async () => {
    const list = catalogueResponseSchema.parse(
      (await t.app.inject({ url: CATALOGUE })).json(),
    ).content;
    const paid = list.find((c) => c.type === "Movie" && !c.free)!;
    const res = await t.app.inject({ url: `/api/v1/content/${paid.ref}` });
    expect(res.statusCode).toBe(200);
    const { content } = contentResponseSchema.parse(res.json());
    expect(content.title).toBe(paid.title);
    expect(content.synopsis.length).toBeGreaterThan(100);
    expect(content.duration).toBeGreaterThan(60 * 60);
    expect(content.images.landscape).toBe(`/content/uploads/${paid.ref}_land.jpg`);
    expect(content.prices.map((p) => p.currency).sort()).toEqual([
      "GHS",
      "KES",
      "NGN",
      "USD",
      "ZAR",
    ]);
    for (const p of content.prices) {
      expect(Number.isInteger(p.buy) && Number.isInteger(p.rent)).toBe(true);
      expect(p.rent).toBeLessThan(p.buy);
    }
    expect(content.series).toBeNull();
  });

  it("returns an episode with its series and every episode sorted by number", async () => {
    const list = catalogueResponseSchema.parse(
      (await t.app.inject({ url: CATALOGUE })).json(),
    ).content;
    const episode = list.find((c) => c.type === "Series" && c.title.endsWith(" Ep. 2"))!;
    const { content } = contentResponseSchema.parse(
      (await t.app.inject({ url: `/api/v1/content/${episode.ref}` })).json(),
    );
    expect(content.series?.episodeNumber).toBe(2);
    const numbers = content.series!.episodes.map((e) => e.episodeNumber);
    expect(numbers.length).toBeGreaterThanOrEqual(4);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers[0]).toBe(1);
  });

  it("answers 404 with a clear error for an unknown ref", async () => {
    const res = await t.app.inject({ url: "/api/v1/content/no-such-title" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: "content/not-found", message: 'No title with ref "no-such-title".' },
    });
  });

  it("answers 400 for a malformed ref", async () => {
    const res = await t.app.inject({ url: "/api/v1/content/Bad%20Ref!" });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { code: string } }>().error.code).toBe("request/invalid");
  });
});
