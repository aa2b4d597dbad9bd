import { createHash } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

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

export interface ImageVariant {
  body: Buffer;
  etag: string;
}

/**
 * Resized and re-encoded copies of the artwork, made once and kept on disk (and the recent
 * ones in memory); concurrent requests for the same variant share one encode. Each variant is
 * keyed by its source's modification time and size, so art an admin replaces (same file name)
 * is rendered again, in this process and in any other reading the same folder.
 */
export function createImageVariants(opts: {
  sourceDir: string;
  cacheDir: string;
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

  async function produce(key: string, file: string, size: VariantSize, format: ImageFormat) {
    const cachePath = path.join(opts.cacheDir, key);
    const onDisk = await readFile(cachePath).catch(() => undefined);
    if (onDisk) return remember(key, { body: onDisk, etag: etagOf(onDisk) });

    const source = await readFile(path.join(opts.sourceDir, file)).catch(() => undefined);
    if (!source) return undefined;
    let pipeline = sharp(source);
    if (size === "card") {
      pipeline = pipeline.resize({ width: CARD.width, height: CARD.height, fit: "cover" });
    } else if (size) pipeline = pipeline.resize({ width: size, withoutEnlargement: true });
    if (format === "avif") pipeline = pipeline.avif({ quality: 50, effort: 2 });
    else if (format === "webp") pipeline = pipeline.webp({ quality: 72, effort: 4 });
    else pipeline = pipeline.jpeg({ quality: 80, mozjpeg: true, progressive: true });
    const body = await pipeline.toBuffer();

    await mkdir(opts.cacheDir, { recursive: true });
    const temp = `${cachePath}.${process.pid}.tmp`;
    await writeFile(temp, body);
    await rename(temp, cachePath);
    return remember(key, { body, etag: etagOf(body) });
  }

  return {
    /** A width, "card" (1200×630, cropped to fill: link previews), or undefined for the original. */
    async get(file: string, size: VariantSize, format: ImageFormat) {
      const source = await stat(path.join(opts.sourceDir, file)).catch(() => undefined);
      if (!source?.isFile()) return undefined;
      const stamp = `${Math.trunc(source.mtimeMs).toString(36)}-${source.size.toString(36)}`;
      const key = variantKey(file, stamp, size, format);
      const hit = memory.get(key);
      if (hit) return hit;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = produce(key, file, size, format).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}

function etagOf(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}
