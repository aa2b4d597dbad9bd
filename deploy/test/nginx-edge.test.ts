// Issue 6 and 20: Debian's nginx with the deploy/ config on loopback, in front of a stand-in for
// the Node server; the token matrix, Range, content types and proxying are checked through it,
// with media from a folder on the edge's disk and from a bucket (s3rver, ADR 0051).
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { type IncomingHttpHeaders, type Server, createServer, get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { signMediaToken } from "@tazama/media";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type VerifyingBucket, startVerifyingBucket } from "./verifying-bucket.ts";
import { linkAsset } from "../../apps/server/src/modules/streaming/asset-links.ts";
import { createAssetPointers } from "../../apps/server/src/modules/streaming/asset-pointers.ts";
import { createS3Store } from "../../apps/server/src/modules/storage/s3-store.ts";
import { type TestS3rver, startS3rver } from "../../apps/server/test/s3rver.ts";
import {
  type EdgeOptions,
  freePort,
  renderEdgeConfig,
  startNginx,
  stopNginx,
} from "../edge-process.ts";

const SECRET = randomBytes(32).toString("base64url");
const ASSET = "0b7e0c1e-5d3a-4c8e-9a51-2f0d1f1a7c11";
const OTHER = "7f1f1c9e-0000-4c8e-9a51-2f0d1f1a7c22";
const UNREADY = "aaaaaaaa-0000-4c8e-9a51-2f0d1f1a7c33";
const FILES = {
  "master.m3u8": Buffer.from("#EXTM3U\n#EXT-X-VERSION:7\n"),
  "144p/index.m3u8": Buffer.from("#EXTM3U\n#EXT-X-TARGETDURATION:4\n"),
  // A film's playlist: hundreds of segments, each with its key line.
  "long/index.m3u8": Buffer.from(
    `#EXTM3U\n${Array.from(
      { length: 300 },
      (_, i) =>
        `#EXT-X-KEY:METHOD=AES-128,URI="../key",IV=0x${i.toString(16).padStart(32, "0")}\n#EXTINF:4.000000,\nseg_${String(i).padStart(3, "0")}.m4s\n`,
    ).join("")}#EXT-X-ENDLIST\n`,
  ),
  "144p/init_0.mp4": randomBytes(700),
  "144p/seg_000.m4s": randomBytes(50_000),
  // AV1 for phones (ADR 0083): its own master and rung folders, served like the others.
  "master-av1.m3u8": Buffer.from("#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n"),
  "av1-144p/seg_000.m4s": randomBytes(20_000),
  // The H.264 rungs with the Opus audio (ADR 0083): a master of its own, served like the others.
  "master-opus.m3u8": Buffer.from("#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n\n"),
  // A file named like the key in the folder must never be served: keys go to the Node server.
  key: Buffer.from("not-a-key-on-disk"),
};
const CONTENT_TYPES: Record<string, string> = {
  m3u8: "application/vnd.apple.mpegurl",
  mp4: "video/mp4",
  m4s: "video/iso.segment",
};
const BUCKET = "tazama-edge";
const S3_KEYS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };

type Mode = "folder" | "bucket";
let work: string;
let upstream: Server;
let upstreamAddress = "";
const seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];
let s3: TestS3rver;
/** The bucket as the edge sees it: private, every signature checked by the SDK's signer. */
let privateBucket: VerifyingBucket;
const bucket = () =>
  createS3Store({
    bucket: BUCKET,
    prefix: "site/",
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });

const nowS = () => Math.floor(Date.now() / 1000);
const token = (assetId: string, user: string, expiresAt = nowS() + 600) =>
  signMediaToken(SECRET, { assetId, user, expiresAt });
const codeOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string } }).error.code;

/** The media of both assets (sharing one folder, as the demo trailers do); UNREADY has none. */
async function placeMedia(mode: Mode): Promise<Partial<EdgeOptions>> {
  const media = path.join(work, "media");
  if (mode === "folder") {
    for (const [name, data] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(media, "store-1", name)), { recursive: true });
      await writeFile(path.join(media, "store-1", name), data);
    }
    await linkAsset(media, ASSET, "store-1");
    await linkAsset(media, OTHER, "store-1");
    return {};
  }
  const store = bucket();
  for (const [name, data] of Object.entries(FILES)) {
    await store.put(`store-1/${name}`, data, CONTENT_TYPES[name.split(".").pop() ?? ""]);
  }
  const rows = [ASSET, OTHER].map((id) => ({ id, storageKey: "store-1", status: "ready" }));
  await createAssetPointers({ store, listFolders: async () => rows, now: Date.now }).publish(
    "store-1",
  );
  return { mediaStore: { url: `s3://${BUCKET}/site`, endpoint: privateBucket.endpoint } };
}

/** nginx with the deploy/ config on its own prefix, media from `mode`, key pair in its env. */
async function startEdge(mode: Mode, prefix: string, env: Record<string, string> = S3_KEYS) {
  await mkdir(prefix, { recursive: true });
  const port = await freePort();
  const conf = path.join(prefix, "nginx.conf");
  await writeFile(
    conf,
    renderEdgeConfig({
      prefix,
      port,
      upstream: upstreamAddress,
      mediaRoot: path.join(work, "media"),
      ...(await placeMedia(mode)),
    }),
  );
  const nginx = await startNginx(prefix, conf, port, SECRET, mode === "bucket" ? env : {});
  return { nginx, url: `http://127.0.0.1:${port}` };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "tazama-edge-"));
  s3 = await startS3rver(work, BUCKET);
  privateBucket = await startVerifyingBucket(s3.endpoint, {
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  });
  upstream = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      const key = /\/key$/.test(req.url ?? "");
      res.writeHead(key ? 403 : 200, { "content-type": "application/json" });
      res.end(JSON.stringify(key ? { error: { code: "content/not-entitled" } } : { node: true }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const address = upstream.address();
  if (!address || typeof address !== "object") throw new Error("no upstream port");
  upstreamAddress = `127.0.0.1:${address.port}`;
}, 30_000);

afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  await privateBucket.close();
  await s3.close();
  await rm(work, { recursive: true, force: true });
});

describe.each<Mode>(["folder", "bucket"])(
  "nginx edge (deploy/nginx) serving /media from a %s",
  (mode) => {
    let nginx: ChildProcess | undefined;
    let edge = "";
    const get = (url: string, headers: Record<string, string> = {}) =>
      fetch(`${edge}${url}`, { headers });
    beforeAll(async () => {
      const started = await startEdge(mode, path.join(work, `edge-${mode}`));
      nginx = started.nginx;
      edge = started.url;
    }, 30_000);
    afterAll(async () => {
      if (nginx) await stopNginx(nginx);
    });

    it("accepts a token from packages/media's signMediaToken, byte for byte the stored file", async () => {
      const base = `/media/${ASSET}/${token(ASSET, "anon")}`;
      for (const [file, type] of [
        ["master.m3u8", "application/vnd.apple.mpegurl"],
        ["144p/index.m3u8", "application/vnd.apple.mpegurl"],
        ["144p/init_0.mp4", "video/mp4"],
        ["144p/seg_000.m4s", "video/iso.segment"],
        ["master-av1.m3u8", "application/vnd.apple.mpegurl"],
        ["av1-144p/seg_000.m4s", "video/iso.segment"],
        ["master-opus.m3u8", "application/vnd.apple.mpegurl"],
      ] as const) {
        const res = await get(`${base}/${file}`);
        expect({ file, status: res.status, type: res.headers.get("content-type") }).toEqual({
          file,
          status: 200,
          type,
        });
        expect(res.headers.get("cache-control")).toBe("private, max-age=3600, immutable");
        expect(Buffer.from(await res.arrayBuffer()).equals(FILES[file])).toBe(true);
      }
      // The signature computed by njs is the one signMediaToken made: one character off fails.
      const good = token(ASSET, "user-42");
      const flipped = good.slice(0, -1) + (good.endsWith("A") ? "B" : "A");
      expect((await get(`/media/${ASSET}/${good}/master.m3u8`)).status).toBe(200);
      expect((await get(`/media/${ASSET}/${flipped}/master.m3u8`)).status).toBe(403);
    });

    it("answers the token matrix: none 401; another user's, asset's, expired or too long 403", async () => {
      const good = token(ASSET, "user-1");
      const [, expires, sig] = good.split(".");
      const cases: [string, number, string][] = [
        [`/media/${ASSET}/master.m3u8`, 401, "media/token-missing"],
        [`/media/${ASSET}/not-a-token/master.m3u8`, 401, "media/token-missing"],
        [`/media/${ASSET}/a.b.c/144p/seg_000.m4s`, 401, "media/token-missing"],
        [`/media/${ASSET}/user-2.${expires}.${sig}/master.m3u8`, 403, "media/token-invalid"],
        [`/media/${ASSET}/${token(OTHER, "user-1")}/master.m3u8`, 403, "media/token-invalid"],
        [
          `/media/${ASSET}/${token(ASSET, "user-1", nowS() - 5)}/master.m3u8`,
          403,
          "media/token-expired",
        ],
        [
          `/media/${ASSET}/${token(ASSET, "user-1", nowS() + 9 * 3600)}/master.m3u8`,
          403,
          "media/token-invalid",
        ],
      ];
      for (const [url, status, code] of cases) {
        const res = await get(url);
        expect({ url, status: res.status, type: res.headers.get("content-type") }).toEqual({
          url,
          status,
          type: "application/json",
        });
        expect(await codeOf(res)).toBe(code);
      }
      expect(seen.filter((r) => r.url.startsWith("/media/"))).toEqual([]);
    });

    it("serves only the servable names of a ready asset; 404 otherwise, never outside the folder", async () => {
      const t = token(ASSET, "anon");
      for (const file of [
        "key.txt",
        "144p/seg_0.m4s",
        "144p/../master.m3u8x",
        "144p/seg_999.m4s",
      ]) {
        const res = await get(`/media/${ASSET}/${t}/${file}`);
        expect({ file, status: res.status }).toEqual({ file, status: 404 });
        expect(await codeOf(res)).toBe("media/not-found");
      }
      // Not ready (no link or pointer): a valid token still finds nothing.
      const unready = await get(`/media/${UNREADY}/${token(UNREADY, "anon")}/master.m3u8`);
      expect(unready.status).toBe(404);
      // A token for another asset sharing the folder works for that asset's own URL.
      expect((await get(`/media/${OTHER}/${token(OTHER, "anon")}/master.m3u8`)).status).toBe(200);
    });

    it("sends a playlist gzipped to a player that accepts it, a segment as it is", async () => {
      const base = `/media/${ASSET}/${token(ASSET, "anon")}`;
      const raw = (file: string) =>
        new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
          httpGet(`${edge}${base}/${file}`, { headers: { "accept-encoding": "gzip" } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => {
              resolve({
                encoding: res.headers["content-encoding"],
                vary: res.headers.vary,
                body: Buffer.concat(chunks),
              });
            });
          }).on("error", reject);
        });
      const playlist = await raw("long/index.m3u8");
      expect(playlist.encoding).toBe("gzip");
      expect(playlist.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(playlist.body).equals(FILES["long/index.m3u8"])).toBe(true);
      expect(playlist.body.length).toBeLessThan(FILES["long/index.m3u8"].length / 10);
      const segment = await raw("144p/seg_000.m4s");
      expect(segment.encoding).toBeUndefined();
      expect(segment.body.equals(FILES["144p/seg_000.m4s"])).toBe(true);
    });

    it("answers a byte range with 206 and exactly those bytes", async () => {
      const url = `/media/${ASSET}/${token(ASSET, "anon")}/144p/seg_000.m4s`;
      const res = await get(url, { range: "bytes=100-1099" });
      expect(res.status).toBe(206);
      expect(res.headers.get("content-range")).toBe(
        `bytes 100-1099/${FILES["144p/seg_000.m4s"].length}`,
      );
      expect(res.headers.get("content-type")).toBe("video/iso.segment");
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.equals(FILES["144p/seg_000.m4s"].subarray(100, 1100))).toBe(true);
      const suffix = await get(url, { range: "bytes=-10" });
      expect(suffix.status).toBe(206);
      expect(
        Buffer.from(await suffix.arrayBuffer()).equals(FILES["144p/seg_000.m4s"].subarray(-10)),
      ).toBe(true);
    });

    it("forwards keys to the Node server, which decides (a stored file named key is never read)", async () => {
      seen.length = 0;
      const url = `/media/${ASSET}/${token(ASSET, "user-1")}/key`;
      const res = await get(url, { cookie: "session=abc" });
      expect(res.status).toBe(403);
      expect(await codeOf(res)).toBe("content/not-entitled");
      expect(seen).toHaveLength(1);
      expect(seen[0]!.url).toBe(url);
      expect(seen[0]!.headers.cookie).toBe("session=abc");
      expect(seen[0]!.headers["x-forwarded-for"]).toBe("127.0.0.1");
    });

    it("proxies everything else to the Node server with X-Forwarded-* and the body", async () => {
      seen.length = 0;
      const res = await fetch(`${edge}/api/v1/views/store?x=1`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ref: "some-title" }),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ node: true });
      expect(seen).toHaveLength(1);
      const [request] = seen;
      expect(request).toMatchObject({
        method: "POST",
        url: "/api/v1/views/store?x=1",
        body: JSON.stringify({ ref: "some-title" }),
      });
      expect(request!.headers["x-forwarded-for"]).toBe("127.0.0.1");
      expect(request!.headers["x-forwarded-proto"]).toBe("http");
      expect(request!.headers["x-forwarded-host"]).toBe(new URL(edge).host);
      expect((await get("/watch/some-title")).status).toBe(200);
    });
  },
);

describe("nginx edge with media in a bucket (ADR 0051)", () => {
  let nginx: ChildProcess | undefined;
  let edge = "";
  beforeAll(async () => {
    const started = await startEdge("bucket", path.join(work, "edge-cache"));
    nginx = started.nginx;
    edge = started.url;
  }, 30_000);
  afterAll(async () => {
    if (nginx) await stopNginx(nginx);
  });

  it("fetches an object from the bucket once; every later viewer gets it from the edge's cache", async () => {
    const file = "144p/init_0.mp4";
    const first = await fetch(`${edge}/media/${ASSET}/${token(ASSET, "user-1")}/${file}`);
    expect(first.headers.get("x-tazama-edge-cache")).toBe("MISS");
    expect(Buffer.from(await first.arrayBuffer()).equals(FILES[file])).toBe(true);
    // Another viewer, another asset sharing the folder: the same cached object.
    const second = await fetch(`${edge}/media/${OTHER}/${token(OTHER, "user-2")}/${file}`);
    expect(second.headers.get("x-tazama-edge-cache")).toBe("HIT");
    expect(Buffer.from(await second.arrayBuffer()).equals(FILES[file])).toBe(true);
    // Gone from the bucket, still served: the bytes come from the edge's disk.
    await bucket().delete(`store-1/${file}`);
    const third = await fetch(`${edge}/media/${ASSET}/${token(ASSET, "user-3")}/${file}`);
    expect(third.status).toBe(200);
    expect(Buffer.from(await third.arrayBuffer()).equals(FILES[file])).toBe(true);
  });

  it("answers a range of an object not cached yet with exactly those bytes", async () => {
    const file = "144p/seg_000.m4s";
    await bucket().put(`store-2/${file}`, FILES[file], "video/iso.segment");
    const id = "bbbbbbbb-0000-4c8e-9a51-2f0d1f1a7c44";
    await bucket().put(`by-asset/${id}`, Buffer.from("store-2"), "text/plain");
    const res = await fetch(`${edge}/media/${id}/${token(id, "anon")}/${file}`, {
      headers: { range: "bytes=10-19" },
    });
    expect(res.status).toBe(206);
    expect(Buffer.from(await res.arrayBuffer()).equals(FILES[file].subarray(10, 20))).toBe(true);
  });

  it("signs its reads with the key pair in its environment: a wrong secret gets nothing", async () => {
    const wrong = await startEdge("bucket", path.join(work, "edge-wrong-key"), {
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "not-the-secret",
    });
    const refused = privateBucket.refused();
    try {
      const res = await fetch(`${wrong.url}/media/${ASSET}/${token(ASSET, "anon")}/master.m3u8`);
      expect(res.status).toBe(404);
      expect(await codeOf(res)).toBe("media/not-found");
      expect(privateBucket.refused()).toBe(refused + 1);
    } finally {
      await stopNginx(wrong.nginx);
    }
  });
});
