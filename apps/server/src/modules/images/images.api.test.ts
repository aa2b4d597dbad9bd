import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
  mkdirSync(t.config.uploadsDir, { recursive: true });
  await sharp({ create: { width: 900, height: 1350, channels: 3, background: "#7a3b12" } })
    .jpeg()
    .toFile(`${t.config.uploadsDir}/sample-title_port.jpg`);
});

const URL = "/content/uploads/sample-title_port.jpg";

describe("GET /content/uploads/:file", () => {
  it("serves the JPEG with immutable caching when no modern format is accepted", async () => {
    const res = await t.app.inject({ url: URL, headers: { accept: "image/*" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toContain("Accept");
    expect((await sharp(res.rawPayload).metadata()).width).toBe(900);
  });

  it("resizes to the next allowed width and never upscales", async () => {
    const small = await t.app.inject({ url: `${URL}?w=700`, headers: { accept: "image/jpeg" } });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(750);
    const big = await t.app.inject({ url: `${URL}?w=3840`, headers: { accept: "image/jpeg" } });
    expect((await sharp(big.rawPayload).metadata()).width).toBe(900);
  });

  it("makes a 1200×630 JPEG link-preview card, cropped to fill, whatever the browser accepts", async () => {
    const card = await t.app.inject({
      url: `${URL}?card=1`,
      headers: { accept: "image/avif,image/webp,*/*" },
    });
    expect(card.statusCode).toBe(200);
    expect(card.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(card.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1200, 630, "jpeg"]);
    expect((await t.app.inject({ url: `${URL}?card=yes` })).statusCode).toBe(400);
  });

  it("prefers AVIF, then WebP, when the browser accepts them", async () => {
    const avif = await t.app.inject({
      url: `${URL}?w=640`,
      headers: { accept: "image/avif,image/webp,*/*" },
    });
    expect(avif.headers["content-type"]).toBe("image/avif");
    expect((await sharp(avif.rawPayload).metadata()).format).toBe("heif");
    const webp = await t.app.inject({ url: `${URL}?w=640`, headers: { accept: "image/webp,*/*" } });
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect(webp.rawPayload.length).toBeLessThan(avif.rawPayload.length * 10);
  });

  it("answers 304 to a matching ETag", async () => {
    const first = await t.app.inject({ url: `${URL}?w=640`, headers: { accept: "image/webp" } });
    const again = await t.app.inject({
      url: `${URL}?w=640`,
      headers: { accept: "image/webp", "if-none-match": first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each(["w=10", "w=5000", "w=abc", "w=700.5"])("rejects ?%s with 400", async (query) => {
    const res = await t.app.inject({ url: `${URL}?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toContain("w");
  });

  it("answers 404 for a missing image and 400 for a name that is not artwork", async () => {
    const missing = await t.app.inject({ url: "/content/uploads/nothing-here_land.jpg" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: { code: string } }>().error.code).toBe("image/not-found");
    const traversal = await t.app.inject({ url: "/content/uploads/..%2F..%2Fetc%2Fpasswd" });
    expect(traversal.statusCode).toBe(400);
  });
});
