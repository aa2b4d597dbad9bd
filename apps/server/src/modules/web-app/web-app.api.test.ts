import { gunzipSync } from "node:zlib";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CatalogueResponse, StreamGrant } from "@tazama/contracts";
import { schema } from "@tazama/db";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "../../../test/accounts.ts";
import { addMediaAsset } from "../../../test/factories/media-asset.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { buildApp } from "../../app.ts";

// A built web app in miniature: index.html as Vite writes it and the manifest naming the chunks.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Tazama</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="preload" as="fetch" crossorigin="anonymous" href="/api/tazama-app-cache?build=1&amp;platform=web">
  </head>
  <body><div id="root"></div></body>
</html>
`;
const MANIFEST = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react-2.js" },
  "src/app/routes/view.tsx": {
    file: "assets/view-3.js",
    isDynamicEntry: true,
    imports: ["_react.js"],
    css: ["assets/view-3.css"],
  },
};

let t: TestApp;
let app: FastifyInstance;
let movieRef: string;
beforeAll(async () => {
  t = await getTestApp();
  const distDir = mkdtempSync(path.join(tmpdir(), "tazama-web-dist-"));
  mkdirSync(path.join(distDir, ".vite"));
  writeFileSync(path.join(distDir, "index.html"), INDEX_HTML);
  writeFileSync(path.join(distDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  writeFileSync(path.join(distDir, "sw.js"), "self.addEventListener('fetch', () => {});\n");
  writeFileSync(path.join(distDir, "manifest.webmanifest"), '{"name":"Tazama"}\n');
  app = await buildApp({
    // Pages are answered at PUBLIC_URL only; inject addresses them to http://localhost.
    config: { ...t.config, webDistDir: distDir, publicUrl: "http://localhost" },
    database: t.database,
    logger: false,
  });
  const catalogue = await app.inject({ url: "/api/tazama-app-cache?build=1&platform=web" });
  const movie = catalogue.json<CatalogueResponse>().content.find((i) => i.type === "Movie");
  movieRef = movie?.ref ?? "";
});
afterAll(async () => {
  await app.close();
});

const imagePreloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

describe("one canonical host", () => {
  it("sends a page asked for at another address to PUBLIC_URL with its path and query (308)", async () => {
    for (const method of ["GET", "HEAD"] as const) {
      const res = await app.inject({
        method,
        url: `/view/${movieRef}?from=share`,
        headers: { host: "127.0.0.1:3000" },
      });
      expect(res.statusCode).toBe(308);
      expect(res.headers.location).toBe(`http://localhost/view/${movieRef}?from=share`);
    }
    const unknown = await app.inject({ url: "/no-such-page", headers: { host: "127.0.0.1" } });
    expect(unknown.headers.location).toBe("http://localhost/no-such-page");
  });

  it("answers pages at the public address, and the API, assets and health at any address", async () => {
    expect((await app.inject({ url: "/", headers: { host: "localhost" } })).statusCode).toBe(200);
    const api = await app.inject({
      url: "/api/tazama-app-cache?build=1&platform=web",
      headers: { host: "127.0.0.1:3000" },
    });
    expect(api.statusCode).toBe(200);
    const missingApi = await app.inject({ url: "/api/v1/nope", headers: { host: "10.0.0.5" } });
    expect(missingApi.statusCode).toBe(404);
    const health = await app.inject({ url: "/healthz", headers: { host: "10.0.0.5" } });
    expect(health.statusCode).toBe(200);
  });
});

describe("the app's HTML head", () => {
  it("preloads the featured title's art on / at high priority, with the srcset the hero renders", async () => {
    const res = await app.inject({ url: "/" });
    expect(res.statusCode).toBe(200);
    const art = `/content/uploads/${movieRef}_land.jpg`;
    expect(imagePreloads(res.body)).toEqual([
      `<link rel="preload" as="image" href="${art}?w=1080" imagesrcset="${art}?w=640 640w, ` +
        `${art}?w=750 750w, ${art}?w=828 828w, ${art}?w=1080 1080w, ${art}?w=1200 1200w, ` +
        `${art}?w=1920 1920w" imagesizes="100vw" fetchpriority="high">`,
    ]);
  });

  it("preloads a title's JSON, art and route chunk on /view/{ref}", async () => {
    const res = await app.inject({ url: `/view/${movieRef}` });
    expect(res.statusCode).toBe(200);
    const detail = await app.inject({ url: `/api/v1/content/${movieRef}` });
    const landscape = detail.json<{ content: { images: { landscape: string } } }>().content.images
      .landscape;
    expect(imagePreloads(res.body)).toHaveLength(1);
    expect(imagePreloads(res.body)[0]).toContain(`href="${landscape}?w=1080"`);
    expect(res.body).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/content/${movieRef}">`,
    );
    expect(res.body).toContain(`<link rel="modulepreload" crossorigin href="/assets/view-3.js">`);
    expect(res.body).toContain(`<link rel="stylesheet" crossorigin href="/assets/view-3.css">`);
    // Already loaded by the entry: not named twice.
    expect(res.body).not.toContain("react-2.js");
    // Before the entry script, so the browser asks for them first.
    expect(res.body.indexOf('as="image"')).toBeLessThan(res.body.indexOf("<script"));
  });

  it("preloads no art or JSON for a ref no title has (the page still answers 200)", async () => {
    for (const url of ["/view/no-such-title", "/view/Not_A_Ref"]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(imagePreloads(res.body)).toEqual([]);
      expect(res.body).not.toContain("/api/v1/content/");
      expect(res.body).toContain('href="/assets/view-3.js"');
    }
  });

  it("answers an unknown path with the plain index.html and 404", async () => {
    const res = await app.inject({ url: "/no-such-page" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers.etag).toBeUndefined();
  });

  it("keeps the CSP: no inline script is added, only links to our own origin", async () => {
    const res = await app.inject({ url: `/view/${movieRef}` });
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.body.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="module" crossorigin src="/assets/index-1.js">',
    ]);
    // Relative links, and the canonical link at PUBLIC_URL.
    for (const [, href] of res.body.matchAll(/\bhref="([^"]*)"/g)) {
      expect(href).toMatch(/^(\/|http:\/\/localhost\/)/);
    }
  });

  it("tags each page with an ETag and answers a revalidation that matches with 304", async () => {
    const first = await app.inject({ url: "/" });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const again = await app.inject({ url: "/", headers: { "if-none-match": String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const other = await app.inject({ url: `/view/${movieRef}` });
    expect(other.headers.etag).not.toBe(etag);
    const stale = await app.inject({ url: "/", headers: { "if-none-match": '"old"' } });
    expect(stale.statusCode).toBe(200);
  });
});

describe("the installable app's files (issue 19)", () => {
  it("serves the service worker uncached at the root, and the web app manifest as JSON", async () => {
    const worker = await app.inject({ url: "/sw.js" });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toMatch(/javascript/);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    const manifest = await app.inject({ url: "/manifest.webmanifest" });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers["cache-control"]).toBe("public, max-age=300");
  });
});

describe("a cold /watch open (issue 19)", () => {
  it("carries the stream grant and preloads the playlist and key; never cached", async () => {
    const [row] = await t.database.db
      .select({ id: schema.titles.id })
      .from(schema.titles)
      .where(eq(schema.titles.ref, movieRef));
    await addMediaAsset(t.database, row!.id, { kind: "trailer" });
    const res = await app.inject({ url: `/watch/${movieRef}?kind=trailer` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const block = /<script type="application\/json" id="tz-stream-grant">(.*?)<\/script>/.exec(
      res.body,
    );
    const data = JSON.parse(block![1]!) as { ref: string; kind: string; grant: StreamGrant };
    expect(data).toMatchObject({ ref: movieRef, kind: "trailer" });
    expect(data.grant.manifestUrl).toMatch(/^\/media\/[^/]+\/[^/]+\/master\.m3u8$/);
    const preload = (url: string) =>
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`;
    expect(res.body).toContain(preload(data.grant.manifestUrl));
    expect(res.body).toContain(preload(data.grant.manifestUrl.replace(/master\.m3u8$/, "key")));
    // The player's page shows nothing of the catalogue: not fetched before the first frame.
    expect(res.body).not.toContain("-app-cache");
    expect((await app.inject({ url: `/view/${movieRef}` })).body).toContain(
      preload("/api/tazama-app-cache?build=1&amp;platform=web"),
    );
    // The grant is data, not script: every other script tag still loads a file of ours.
    const scripts = res.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.every((tag) => / src="\//.test(tag) || /application\/json/.test(tag))).toBe(
      true,
    );

    // Compressed for a browser that takes it (the page carries the catalogue of its language).
    const gzipped = await app.inject({
      url: `/watch/${movieRef}?kind=trailer`,
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["cache-control"]).toBe("no-store");
    expect(gzipped.headers.vary).toBe("Accept-Encoding");
    expect(gzipped.rawPayload.length).toBeLessThan(res.rawPayload.length);
    expect(gunzipSync(gzipped.rawPayload).toString("utf8")).toContain('id="tz-stream-grant"');
  });

  it("carries nothing when the video cannot be given (the page asks and says why)", async () => {
    const res = await app.inject({ url: `/watch/no-such-title` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("tz-stream-grant");
    expect(res.body).not.toContain("-app-cache");
    expect(res.headers.etag).toBeDefined();
  });
});

describe("the admin console's pages (issue 18)", () => {
  it("answer admins 200 and anyone else 403, never cached; the setup link's page is open", async () => {
    const viewer = await createTestUser(app, t.database);
    const admin = await createTestUser(app, t.database, { role: "admin" });
    for (const url of ["/admin", "/admin/users", "/admin/users/abc", "/admin/audit?page=2"]) {
      const anonymous = await app.inject({ url });
      expect(anonymous.statusCode, url).toBe(403);
      expect(anonymous.headers["cache-control"]).toBe("no-store");
      expect(anonymous.body).toContain('<div id="root"></div>');
      expect((await app.inject({ url, headers: { cookie: viewer.cookie } })).statusCode).toBe(403);
      const allowed = await app.inject({ url, headers: { cookie: admin.cookie } });
      expect(allowed.statusCode, url).toBe(200);
      expect(allowed.body).toContain('<div id="root"></div>');
    }
    expect((await app.inject({ url: "/admin/setup?token=abc" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/administrator" })).statusCode).toBe(404);
  });
});
