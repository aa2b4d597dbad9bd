import { randomBytes } from "node:crypto";
import path from "node:path";
import { type Database, schema } from "@tazama/db";
import { buildDemoSourceArgs, runTool } from "@tazama/media";
import { inArray, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import "../../src/modules/catalogue/catalogue.public.ts";
import { vi } from "vitest";

type AssetKind = "main" | "trailer";
type AssetStatus = "queued" | "processing" | "ready" | "failed";
type Settled = "ready" | "failed";

export interface MediaAssetOptions {
  kind?: AssetKind;
  status?: AssetStatus;
  storageKey?: string;
  keyHex?: string;
}

/**
 * A media asset row per title (a row only, no files: buying, grants and keys need none),
 * ready unless told. A title's existing asset of that kind is kept.
 */
export async function addMediaAssets(
  database: Database,
  titleIds: number[],
  options: MediaAssetOptions = {},
): Promise<void> {
  const kind = options.kind ?? "main";
  await database.db
    .insert(schema.mediaAssets)
    .values(
      titleIds.map((titleId) => ({
        titleId,
        kind,
        status: options.status ?? ("ready" as const),
        sourcePath: "/nonexistent/test-asset.mp4",
        storageKey: options.storageKey ?? `test-asset-${titleId}-${kind}`,
        keyHex: options.keyHex ?? randomBytes(16).toString("hex"),
        durationS: 60,
      })),
    )
    .onConflictDoNothing();
}

export function addMediaAsset(database: Database, titleId: number, options?: MediaAssetOptions) {
  return addMediaAssets(database, [titleId], options);
}

/**
 * Waits (up to 90 s) until every asset has left the queue: ready or failed. Returns their
 * statuses in the order given, for the test to assert on.
 */
export async function waitForAssets(database: Database, ids: string[]): Promise<Settled[]> {
  return vi.waitFor(
    async () => {
      const rows = await database.db
        .select({ id: schema.mediaAssets.id, status: schema.mediaAssets.status })
        .from(schema.mediaAssets)
        .where(inArray(schema.mediaAssets.id, ids));
      const statuses = ids.map((id) => rows.find((r) => r.id === id)?.status);
      if (!statuses.every((s): s is Settled => s === "ready" || s === "failed")) {
        throw new Error(`still transcoding: ${statuses.join(", ")}`);
      }
      return statuses;
    },
    { timeout: 90_000, interval: 200 },
  );
}

const FONT = path.resolve(
  import.meta.dirname,
  "../../../../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff",
);

/** Writes a small demo source video (test pattern, title and clock burnt in) to `output`. */
export async function makeSourceVideo(
  output: string,
  o: { title: string; durationS: number; width: number; height: number },
): Promise<string> {
  await runTool(
    "ffmpeg",
    buildDemoSourceArgs({ output, ...o, pattern: "testsrc2", fontFile: FONT }),
  );
  return output;
}

const LISTED_PREFIX = "test-listed-";

/**
 * The demo catalogue listed as the app lists it with its demo videos (ADR 0069: a priced title
 * is listed once its main video plays): a ready main video row for every published priced title
 * that has none. Returns the undo (files of a worker share the database): it removes those rows.
 * Both lists again (a new catalogue and search index).
 */
export async function listDemoCatalogue(t: {
  app: FastifyInstance;
  database: Database;
}): Promise<() => Promise<void>> {
  const { rows } = await t.database.raw.query<{ id: number }>(
    `select t.id from titles t
      where t.status = 'published' and not t.is_free
        and not exists (select 1 from media_assets a where a.title_id = t.id and a.kind = 'main')`,
  );
  await t.database.db
    .insert(schema.mediaAssets)
    .values(
      rows.map(({ id }) => ({
        titleId: id,
        kind: "main" as const,
        status: "ready" as const,
        sourcePath: "/nonexistent/test-asset.mp4",
        storageKey: `${LISTED_PREFIX}${id}`,
        keyHex: randomBytes(16).toString("hex"),
        durationS: 60,
      })),
    )
    .onConflictDoNothing();
  await t.app.listingsChanged();
  return async () => {
    await t.database.db
      .delete(schema.mediaAssets)
      .where(like(schema.mediaAssets.storageKey, `${LISTED_PREFIX}%`));
    await t.app.listingsChanged();
  };
}
