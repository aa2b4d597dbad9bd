import { readFile } from "node:fs/promises";
import path from "node:path";
import type { AdminTitle, ApiError, AuditList, CatalogueResponse } from "@tazama/contracts";
import type { Database } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser } from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";

let app: FastifyInstance;
let database: Database;
let uploadsDir: string;
let admin: TestUser;
let viewer: TestUser;
let ref: string;

/** A solid image with a stripe, so its crops and copies can be told apart. */
const image = (width: number, height: number, colour: string, format: "jpeg" | "png" = "jpeg") =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .withExif({ IFD0: { Make: "SecretCam", Copyright: "GPS 6.45N 3.39E" } })
    [format]()
    .toBuffer();

const put = (user: TestUser | null, url: string, body: Buffer, type = "image/jpeg") =>
  app.inject({
    method: "PUT",
    url,
    headers: { "content-type": type, ...(user ? { cookie: user.cookie } : {}) },
    payload: body,
  });

beforeAll(async () => {
  const t = await getTestApp();
  ({ app, database } = t);
  uploadsDir = t.config.uploadsDir;
  admin = await createTestUser(app, database, { role: "admin", body: { name: "Art Director" } });
  viewer = await createTestUser(app, database);
  const made = await app.inject({
    method: "POST",
    url: "/api/v1/admin/titles",
    headers: { cookie: admin.cookie },
    payload: {
      title: "Artwork Test Reel",
      year: 2026,
      durationS: 600,
      synopsis: "A title whose posters change.",
      country: "Ghana",
      language: "Twi",
    },
  });
  ref = made.json<AdminTitle>().ref;
});

describe("PUT /api/v1/admin/titles/:ref/artwork/:kind", () => {
  it("is for admins only", async () => {
    const poster = await image(900, 1350, "#204060");
    const url = `/api/v1/admin/titles/${ref}/artwork/portrait`;
    expect((await put(viewer, url, poster)).statusCode).toBe(403);
    expect((await put(null, url, poster)).statusCode).toBe(401);
  });

  it("stores a poster cropped to 2:3 without its metadata, under a new version in every URL", async () => {
    // 1000 × 1400 is within the tolerance of 2:3; it is cropped to 933 × 1400.
    const res = await put(
      admin,
      `/api/v1/admin/titles/${ref}/artwork/portrait`,
      await image(1000, 1400, "#a03020", "png"),
      "image/png",
    );
    expect(res.statusCode).toBe(200);
    const title = res.json<AdminTitle>();
    const version = /\?v=([\w-]+)$/.exec(title.images.portrait ?? "")?.[1];
    expect(version).toMatch(/^[\w-]{10}$/);
    expect(title.images.portrait).toBe(`/content/uploads/${ref}_port.jpg?v=${version}`);
    // A new draft has no backdrop yet (none uploaded, no video to draw one from).
    expect(title.images.landscape).toBeNull();

    const stored = await readFile(path.join(uploadsDir, `${ref}_port.jpg`));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 933, 1400]);
    expect(meta.exif).toBeUndefined();

    const audit = await app.inject({
      url: `/api/v1/admin/audit?targetId=${ref}`,
      headers: { cookie: admin.cookie },
    });
    const entry = audit.json<AuditList>().entries.find((e) => e.action === "title.artwork");
    expect(entry?.actorName).toBe("Art Director");
    expect(entry?.after).toMatchObject({ portrait: `${ref}_port.jpg (933 × 1400)`, version });
  });

  it("serves the new art at once, at its versioned URL, in the catalogue too", async () => {
    const first = await put(
      admin,
      `/api/v1/admin/titles/${ref}/artwork/landscape`,
      await image(1920, 1080, "#00ff00"),
    );
    const firstUrl = first.json<AdminTitle>().images.landscape!;
    // Both pieces of art move to the new version: the backdrop's URL is derived from the poster's.
    const firstVersion = /\?v=([\w-]+)$/.exec(firstUrl)?.[1];
    expect(first.json<AdminTitle>().images.portrait).toBe(
      `/content/uploads/${ref}_port.jpg?v=${firstVersion}`,
    );
    const green = await app.inject({ url: `${firstUrl}&w=640`, headers: { accept: "image/jpeg" } });
    expect(green.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const pixel = async (body: Buffer) => (await sharp(body).stats()).channels.map((c) => c.mean);
    expect((await pixel(green.rawPayload))[1]).toBeGreaterThan(200);

    const second = await put(
      admin,
      `/api/v1/admin/titles/${ref}/artwork/landscape`,
      await image(1920, 1080, "#0000ff"),
    );
    const secondUrl = second.json<AdminTitle>().images.landscape!;
    expect(secondUrl).not.toBe(firstUrl);
    const blue = await app.inject({ url: `${secondUrl}&w=640`, headers: { accept: "image/jpeg" } });
    expect((await pixel(blue.rawPayload))[2]).toBeGreaterThan(200);
    expect(blue.headers.etag).not.toBe(green.headers.etag);

    // Published, the catalogue's poster carries the version too.
    await app.inject({
      method: "PATCH",
      url: `/api/v1/admin/titles/${ref}`,
      headers: { cookie: admin.cookie },
      payload: { isFree: true, status: "published" },
    });
    const catalogue = await app.inject({ url: "/api/tazama-app-cache?build=1&platform=web" });
    const item = catalogue.json<CatalogueResponse>().content.find((c) => c.ref === ref);
    expect(item?.poster).toBe(second.json<AdminTitle>().images.portrait);
  });

  it("refuses what is not art with a reason, and keeps the art it had", async () => {
    const before = await readFile(path.join(uploadsDir, `${ref}_port.jpg`));
    const url = `/api/v1/admin/titles/${ref}/artwork/portrait`;
    const cases: [Buffer, string, number, string][] = [
      [Buffer.from("not an image at all"), "image/jpeg", 400, "artwork/unreadable"],
      [await image(400, 600, "#123456"), "image/jpeg", 400, "artwork/too-small"],
      [await image(1920, 1080, "#123456"), "image/jpeg", 400, "artwork/wrong-shape"],
      [Buffer.alloc(0), "image/jpeg", 400, "artwork/empty"],
    ];
    for (const [body, type, status, code] of cases) {
      const res = await put(admin, url, body, type);
      expect(res.statusCode, code).toBe(status);
      expect(res.json<ApiError>().error.code).toBe(code);
    }
    const gif = await put(admin, url, Buffer.from("GIF89a"), "image/gif");
    expect(gif.statusCode).toBe(415);
    expect(gif.json<ApiError>().error.message).toBeTruthy();
    const missing = await put(
      admin,
      "/api/v1/admin/titles/no-such-title/artwork/portrait",
      await image(900, 1350, "#123456"),
    );
    expect(missing.statusCode).toBe(404);
    expect(await readFile(path.join(uploadsDir, `${ref}_port.jpg`))).toEqual(before);
  });
});
