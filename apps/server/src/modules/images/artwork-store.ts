import { createHash } from "node:crypto";
import path from "node:path";
import type { ObjectStore } from "../storage/storage.public.ts";

/** An uploaded artwork file in the media store (S3 mode): `artwork/<ref>_port.jpg`. */
export const artworkKey = (file: string) => `artwork/${file}`;

/** The resized copies of one artwork file in the media store, shared by every API process. */
export const variantsPrefix = (file: string) => `image-variants/${file}/`;

/** The art's version (the `?v=` of its URLs): a short hash of its bytes. */
export const artworkVersion = (body: Buffer) =>
  createHash("sha256").update(body).digest("base64url").slice(0, 10);

/**
 * Which uploads folder's art goes to a bucket instead. Modules place art with
 * `placeArtwork(uploadsDir, …)` (no app at hand), so the images module binds its folder to the
 * app's store when that is a bucket; two apps in one process (tests) have two folders.
 */
const bound = new Map<string, () => ObjectStore | undefined>();

/** Binds `uploadsDir` to the bucket `store()` returns (none: the folder); returns the unbind. */
export function bindArtworkStore(uploadsDir: string, store: () => ObjectStore | undefined) {
  const dir = path.resolve(uploadsDir);
  bound.set(dir, store);
  return () => {
    if (bound.get(dir) === store) bound.delete(dir);
  };
}

/** The bucket art placed under `uploadsDir` goes to, or undefined for the folder itself. */
export function artworkBucket(uploadsDir: string): ObjectStore | undefined {
  return bound.get(path.resolve(uploadsDir))?.();
}
