import { access, mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { ARTWORK_MAX_BYTES, ARTWORK_TYPES, type ArtworkKind } from "@tazama/contracts";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { badRequest } from "../../lib/http-error.ts";
import { artworkBucket, artworkKey, artworkVersion, variantsPrefix } from "./artwork-store.ts";

/** What each kind of art must be: its shape (width ÷ height), smallest and largest stored size. */
export const ARTWORK_RULES = {
  portrait: { ratio: 2 / 3, shape: "2:3", min: [600, 900], max: [1800, 2700], suffix: "port" },
  landscape: { ratio: 16 / 9, shape: "16:9", min: [1280, 720], max: [3840, 2160], suffix: "land" },
} as const satisfies Record<ArtworkKind, object>;

/** How far from the shape an upload may be; the rest is cropped from its edges. */
const RATIO_TOLERANCE = 0.12;
const READABLE = new Set(["jpeg", "png", "webp", "avif", "heif"]);

export interface PreparedArtwork {
  body: Buffer;
  /** A short hash of the bytes: the `?v=` its URLs carry. */
  version: string;
  width: number;
  height: number;
}

/** The file the images route serves a title's art from (spec §8: `{id}_port.jpg`, `{id}_land.jpg`). */
export const artworkFile = (ref: string, kind: ArtworkKind) =>
  `${ref}_${ARTWORK_RULES[kind].suffix}.jpg`;

/**
 * Image bodies (an artwork upload's Content-Type) read whole, up to ARTWORK_MAX_BYTES, in the
 * scope of the plugin that calls it.
 */
export function acceptImageBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    [...ARTWORK_TYPES],
    { parseAs: "buffer", bodyLimit: ARTWORK_MAX_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );
}

/** The image an artwork route was sent, or a clear 400 when there is none. */
export function imageBody(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw badRequest("artwork/empty", "Send the image as the request's body.");
  }
  return body;
}

/**
 * Checks an uploaded image (readable, large enough, near the kind's shape) and makes the images
 * route's source of it: turned upright, cropped to the exact shape, at most the largest size, a
 * progressive JPEG without its metadata (no camera or location data leaks).
 */
export async function prepareArtwork(kind: ArtworkKind, upload: Buffer): Promise<PreparedArtwork> {
  const rule = ARTWORK_RULES[kind];
  const meta = await sharp(upload)
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !READABLE.has(meta.format) || !meta.width || !meta.height) {
    throw badRequest(
      "artwork/unreadable",
      "That file is not an image we can read. Send a JPEG, PNG, WebP or AVIF.",
    );
  }
  // EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const [minW, minH] = rule.min;
  if (width < minW || height < minH) {
    throw badRequest(
      "artwork/too-small",
      `A ${kind} image must be at least ${minW} × ${minH} pixels; this one is ${width} × ${height}.`,
    );
  }
  if (Math.abs(width / height / rule.ratio - 1) > RATIO_TOLERANCE) {
    throw badRequest(
      "artwork/wrong-shape",
      `A ${kind} image must be about ${rule.shape}; this one is ${width} × ${height}.`,
    );
  }
  // The largest exact-shape box that fits both the upload and the largest stored size.
  const outWidth = Math.min(rule.max[0], width, Math.floor(height * rule.ratio));
  const outHeight = Math.round(outWidth / rule.ratio);
  const body = await sharp(upload)
    .rotate()
    .resize({ width: outWidth, height: outHeight, fit: "cover", position: "attention" })
    .jpeg({ quality: 86, mozjpeg: true, progressive: true })
    .toBuffer();
  return { body, version: artworkVersion(body), width: outWidth, height: outHeight };
}

/**
 * Puts the art in place at once (a rename): a reader sees the old file or the new, never half.
 * With a bucket for media (MEDIA_STORE), the art goes there instead, for every API process to
 * serve, and the resized copies of the art it replaces are dropped.
 */
export async function placeArtwork(uploadsDir: string, file: string, body: Buffer): Promise<void> {
  const bucket = artworkBucket(uploadsDir);
  if (bucket) {
    await bucket.put(artworkKey(file), body, "image/jpeg");
    await bucket.deletePrefix(variantsPrefix(file));
    return;
  }
  await mkdir(uploadsDir, { recursive: true });
  const temp = path.join(uploadsDir, `.${file}.${process.pid}.${Date.now()}.tmp`);
  await writeFile(temp, body);
  await rename(temp, path.join(uploadsDir, file));
}

/** Whether art named `file` is there to serve: placed (bucket or folder) or the demo's. */
export async function hasArtwork(uploadsDir: string, file: string): Promise<boolean> {
  const bucket = artworkBucket(uploadsDir);
  if (bucket && (await bucket.size(artworkKey(file))) !== undefined) return true;
  return access(path.join(uploadsDir, file)).then(
    () => true,
    () => false,
  );
}
