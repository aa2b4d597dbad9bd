import type { Readable } from "node:stream";

/**
 * Where media lives (issue 20): a local folder (`npm start`) or an S3-compatible bucket (AWS S3,
 * Cloudflare R2, MinIO, Ceph RGW). Keys are relative paths with `/`, e.g.
 * `<storageKey>/360p/seg_00001.m4s`; objects are written once and never changed in place.
 */
export interface ObjectStore {
  /** `local` or `s3`, for logs and /readyz. */
  kind: "local" | "s3";
  /** Writes a file from disk (multipart for a big one). */
  putFile(key: string, file: string, contentType?: string): Promise<void>;
  /** Writes bytes. */
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
  /** The whole object, or undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  /** A byte range [start, end] (inclusive) as a stream, or undefined when there is none. */
  readRange(key: string, start: number, end: number): Promise<Readable | undefined>;
  /** Its size, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** Every key under `prefix` (a folder: ends with `/`), in no particular order. */
  list(prefix: string): Promise<string[]>;
  /** Deletes one object (nothing when there is none). */
  delete(key: string): Promise<void>;
  /** Deletes everything under `prefix`. */
  deletePrefix(prefix: string): Promise<void>;
}

/** A key must be a relative path without `..`, `.` or empty parts (it names a file or object). */
export function checkKey(key: string): string {
  const parts = key.split("/");
  if (
    key.length === 0 ||
    key.length > 1024 ||
    key.startsWith("/") ||
    parts.some((p, i) => p === ".." || p === "." || (p === "" && i !== parts.length - 1))
  ) {
    throw new Error(`bad object key: ${JSON.stringify(key)}`);
  }
  return key;
}
