import { createHash } from "node:crypto";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { PHOTO_RULES } from "@tazama/contracts";
import sharp from "sharp";
import { HttpError } from "../../lib/http-error.ts";
import type { ObjectStore } from "../storage/storage.public.ts";

const FORMATS = new Set(["jpeg", "png", "webp"]);
export const PHOTO_FILE = /^[0-9a-f]{64}\.webp$/;

export const photoTypeError = () =>
  new HttpError(400, "profile/photo-type", "Choose a JPEG, PNG or WebP picture.");
export const photoTooBig = () =>
  new HttpError(
    413,
    "profile/photo-too-big",
    `Choose a picture of at most ${PHOTO_RULES.maxBytes / 1024 / 1024} MB.`,
  );

/** A stored photo in the media bucket: `photos/<hash>.webp`. */
const photoKey = (name: string) => `photos/${name}`;

/**
 * A profile photo: the bytes are checked by what they are (not by the name or the type the
 * browser claims), turned upright, cropped square around what draws the eye, and stored as a
 * 256 × 256 WebP named by its hash (immutable, so it caches for a year). Stored in `dir`, or,
 * when `bucket()` gives the media bucket (MEDIA_STORE), there, for every API process to serve
 * (a photo still in `dir` from before is served from it).
 */
export function createPhotoStore(
  dir: string,
  bucket: () => ObjectStore | undefined = () => undefined,
) {
  return {
    dir,
    async save(bytes: Buffer): Promise<string> {
      let square: Buffer;
      try {
        const image = sharp(bytes, { limitInputPixels: 40_000_000, failOn: "error" });
        const { format } = await image.metadata();
        if (!FORMATS.has(format)) throw photoTypeError();
        square = await image
          .rotate()
          .resize(PHOTO_RULES.sizePx, PHOTO_RULES.sizePx, {
            fit: "cover",
            position: sharp.strategy.attention,
          })
          .webp({ quality: 80 })
          .toBuffer();
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw photoTypeError(); // not an image sharp can read
      }
      const name = `${createHash("sha256").update(square).digest("hex")}.webp`;
      const store = bucket();
      if (store) {
        await store.put(photoKey(name), square, "image/webp");
        return name;
      }
      await mkdir(dir, { recursive: true });
      const temp = path.join(dir, `.${name}.${process.pid}.tmp`);
      await writeFile(temp, square);
      await rename(temp, path.join(dir, name));
      return name;
    },
    async read(name: string): Promise<Buffer | null> {
      if (!PHOTO_FILE.test(name)) return null;
      const stored = await bucket()?.read(photoKey(name));
      if (stored) return stored;
      return readFile(path.join(dir, name)).catch(() => null);
    },
    async remove(name: string): Promise<void> {
      if (!PHOTO_FILE.test(name)) return;
      await bucket()?.delete(photoKey(name));
      await unlink(path.join(dir, name)).catch(() => undefined);
    },
  };
}
export type PhotoStore = ReturnType<typeof createPhotoStore>;

/** The file name of one of our stored photos from a profile's photo URL, else null. */
export function storedPhotoName(photoUrl: string | null, prefix: string): string | null {
  if (!photoUrl?.startsWith(`${prefix}/`)) return null;
  const name = photoUrl.slice(prefix.length + 1);
  return PHOTO_FILE.test(name) ? name : null;
}
