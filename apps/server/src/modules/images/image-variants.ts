import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ObjectStore } from "../storage/storage.public.ts";
import type { ArtworkSource, SourceVersion } from "./artwork-sources.ts";
import { variantsPrefix } from "./artwork-store.ts";

/** The widths we render (spec §9: 640 to 3840); a request is rounded up to the next one. */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export type ImageFormat = "avif" | "webp" | "jpeg";

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

export function snapWidth(requested: number): number {
  return IMAGE_WIDTHS.find((w) => w >= requested) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/** AVIF, then WebP, when the client says it accepts them; JPEG otherwise. */
export function pickFormat(accept: string | undefined): ImageFormat {
  if (accept?.includes("image/avif")) return "avif";
  if (accept?.includes("image/webp")) return "webp";
  return "jpeg";
}

/** A link preview's image (Open Graph, WhatsApp, X): 1.91:1 at 1200 px. */
export const CARD = { width: 1200, height: 630 } as const;

type VariantSize = number | "card" | undefined;

/** A variant's name: the source's file, its stamp (so a replaced source is rendered anew), size, format. */
const variantKey = (file: string, stamp: string, size: VariantSize, format: ImageFormat) =>
  `${file}@${stamp}@${size ?? "orig"}.${format}`;

/** The same variant in the bucket: `image-variants/<file>/<stamp>/<size>.<format>`. */
const bucketKey = (file: string, stamp: string, size: VariantSize, format: ImageFormat) =>
  `${variantsPrefix(file)}${stamp}/${size ?? "orig"}.${format}`;

export interface ImageVariant {
  body: Buffer;
  etag: string;
}

/**
 * Resized and re-encoded copies of the artwork, made once and kept on disk (and the recent
 * ones in memory); concurrent requests for the same variant share one encode. Each variant is
 * keyed by its source's stamp (artwork-sources.ts), so art an admin replaces (same file name)
 * is rendered again. With a bucket, the variants of art in it are kept there too: one API
 * process renders a variant, every other reads it.
 */
export function createImageVariants(opts: {
  source: ArtworkSource;
  cacheDir: string;
  bucket?: ObjectStore | undefined;
  maxEntries?: number;
}) {
  const memory = new Map<string, ImageVariant>();
  const inFlight = new Map<string, Promise<ImageVariant | undefined>>();
  const maxEntries = opts.maxEntries ?? 300;

  function remember(key: string, variant: ImageVariant): ImageVariant {
    memory.set(key, variant);
    if (memory.size > maxEntries) memory.delete(memory.keys().next().value!);
    return variant;
  }

  async function keepOnDisk(cachePath: string, body: Buffer) {
    await mkdir(opts.cacheDir, { recursive: true });
    const temp = `${cachePath}.${process.pid}.tmp`;
    await writeFile(temp, body);
    await rename(temp, cachePath);
  }

  async function produce(
    key: string,
    file: string,
    version: SourceVersion,
    size: VariantSize,
    format: ImageFormat,
  ) {
    const cachePath = path.join(opts.cacheDir, key);
    const onDisk = await readFile(cachePath).catch(() => undefined);
    if (onDisk) return remember(key, { body: onDisk, etag: etagOf(onDisk) });

    const bucket = version.shared ? opts.bucket : undefined;
    const shared = bucketKey(file, version.stamp, size, format);
    const stored = await bucket?.read(shared);
    if (stored) {
      await keepOnDisk(cachePath, stored);
      return remember(key, { body: stored, etag: etagOf(stored) });
    }

    const source = await version.load();
    if (!source) return undefined;
    let pipeline = sharp(source.body);
    if (size === "card") {
      pipeline = pipeline.resize({ width: CARD.width, height: CARD.height, fit: "cover" });
    } else if (size) pipeline = pipeline.resize({ width: size, withoutEnlargement: true });
    if (format === "avif") pipeline = pipeline.avif({ quality: 50, effort: 2 });
    else if (format === "webp") pipeline = pipeline.webp({ quality: 72, effort: 4 });
    else pipeline = pipeline.jpeg({ quality: 80, mozjpeg: true, progressive: true });
    const body = await pipeline.toBuffer();
    const variant = { body, etag: etagOf(body) };
    // Replaced since it was stamped: the newest art is served, and kept under no stale name.
    if (source.stamp !== version.stamp) return variant;

    await bucket?.put(shared, body, CONTENT_TYPES[format]);
    await keepOnDisk(cachePath, body);
    return remember(key, variant);
  }

  return {
    /**
     * A width, "card" (1200×630, cropped to fill: link previews), or undefined for the original;
     * `hint` is the `?v=` the request carried (the art's version as its page knew it).
     */
    async get(file: string, size: VariantSize, format: ImageFormat, hint?: string) {
      const version = await opts.source.current(file, hint);
      if (!version) return undefined;
      const key = variantKey(file, version.stamp, size, format);
      const hit = memory.get(key);
      if (hit) return hit;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = produce(key, file, version, size, format).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}

function etagOf(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}
