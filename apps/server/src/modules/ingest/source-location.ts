import path from "node:path";

/**
 * Where a video's source is. `file`: a path on the machine that ingested it (local mode, demo
 * media, the ingest script). `object`: a key in the media store (`app.storage`, S3 mode), so
 * that a worker on another machine can read it (issue 20).
 */
export type SourceLocation = { kind: "file"; path: string } | { kind: "object"; key: string };

/**
 * How `media_assets.source_path` and `media_jobs.source_path` hold an object: `store:` and its
 * key (`store:sources/<assetId>/<random>.mp4`). A file is its absolute path as before, so
 * local mode's rows are unchanged; an absolute path never starts with `store:`.
 */
const IN_STORE = "store:";

/** The column's text → where the source is. The one place that reads the column's form. */
export function sourceAt(column: string): SourceLocation {
  return column.startsWith(IN_STORE)
    ? { kind: "object", key: column.slice(IN_STORE.length) }
    : { kind: "file", path: column };
}

/** Where the source is → the column's text. The one place that writes the column's form. */
export function sourceColumn(source: SourceLocation): string {
  return source.kind === "object" ? `${IN_STORE}${source.key}` : source.path;
}

/** `.mp4` of `Film Final.MP4`; "" when the name has no plain extension (a tus upload's file). */
export function extensionOf(name: string): string {
  const ext = path.extname(name).toLowerCase();
  return /^\.[a-z0-9]{1,10}$/.test(ext) ? ext : "";
}
