import { type Db, schema } from "@tazama/db";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  type AssetKind,
  type MediaAssetRow,
  type MediaRendition,
  type TitleSummary,
  createMediaAssetsRepository,
  titleColumns,
} from "../streaming/streaming.public.ts";
import { setRunningTime } from "../catalogue/catalogue.public.ts";

const { mediaAssets, titles } = schema;
/** One rung of an asset's per-title ladder, as recorded (ADR 0077). */
export type MediaLadderRung = schema.MediaLadderRung;

export type {
  AssetKind,
  MediaAssetRow,
  MediaRendition,
  TitleSummary,
} from "../streaming/streaming.public.ts";

export interface NewAsset {
  /** Its id when new; defaults to a random one. */
  id?: string;
  titleId: number;
  kind: AssetKind;
  sourcePath: string;
  /** Folder under the media root; defaults to the asset id. */
  storageKey?: string;
  keyHex: string;
  status?: MediaAssetRow["status"];
  renditions?: MediaRendition[];
  ladder?: MediaLadderRung[] | null;
  durationS?: number | null;
}

/** Queries of media_assets and the titles they belong to; no rules here. */
export function createIngestRepository(db: Db) {
  return {
    ...createMediaAssetsRepository(db),
    /**
     * Sets the running time of the titles whose main video plays from `storageKey` (the demo
     * films, ADR 0070); returns how many changed.
     */
    async setMainDuration(storageKey: string, durationS: number): Promise<number> {
      const rows = await db
        .select({ id: mediaAssets.titleId })
        .from(mediaAssets)
        .where(and(eq(mediaAssets.storageKey, storageKey), eq(mediaAssets.kind, "main")));
      return setRunningTime(
        db,
        rows.map((r) => r.id),
        durationS,
      );
    },

    /** Any title, draft or withdrawn too: admins upload before they publish. */
    async findTitleByRef(ref: string): Promise<TitleSummary | undefined> {
      const [row] = await db.select(titleColumns).from(titles).where(eq(titles.ref, ref));
      return row;
    },

    async listTitles(): Promise<TitleSummary[]> {
      return db.select(titleColumns).from(titles).orderBy(asc(titles.id));
    },

    /** The newest assets first, with their title's ref (for admins); one title's, or all. */
    async listAssets(limit: number, titleRef?: string) {
      return db
        .select({
          id: mediaAssets.id,
          titleRef: titles.ref,
          kind: mediaAssets.kind,
          status: mediaAssets.status,
          failureReason: mediaAssets.failureReason,
          durationS: mediaAssets.durationS,
          renditions: mediaAssets.renditions,
          ladder: mediaAssets.ladder,
          updatedAt: mediaAssets.updatedAt,
        })
        .from(mediaAssets)
        .innerJoin(titles, eq(titles.id, mediaAssets.titleId))
        .where(titleRef === undefined ? undefined : eq(titles.ref, titleRef))
        .orderBy(desc(mediaAssets.updatedAt), asc(mediaAssets.id))
        .limit(limit);
    },

    /** Creates the title's asset of that kind, or replaces it (a new ingest starts over). */
    async upsertAsset(asset: NewAsset): Promise<MediaAssetRow> {
      const id = asset.id ?? crypto.randomUUID();
      const values = {
        id,
        titleId: asset.titleId,
        kind: asset.kind,
        sourcePath: asset.sourcePath,
        storageKey: asset.storageKey ?? id,
        keyHex: asset.keyHex,
        status: asset.status ?? "queued",
        renditions: asset.renditions ?? [],
        ladder: asset.ladder ?? null,
        durationS: asset.durationS ?? null,
      };
      const [row] = await db
        .insert(mediaAssets)
        .values(values)
        .onConflictDoUpdate({
          target: [mediaAssets.titleId, mediaAssets.kind],
          set: {
            sourcePath: values.sourcePath,
            storageKey: values.storageKey,
            keyHex: values.keyHex,
            status: values.status,
            renditions: values.renditions,
            ladder: values.ladder,
            durationS: values.durationS,
            failureReason: null,
            attempts: 0,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      return row!;
    },

    /** Inserts many at once; a title's existing asset of the same kind is kept. */
    async insertAssets(rows: NewAsset[]): Promise<MediaAssetRow[]> {
      if (rows.length === 0) return [];
      return db
        .insert(mediaAssets)
        .values(
          rows.map((asset) => ({
            titleId: asset.titleId,
            kind: asset.kind,
            sourcePath: asset.sourcePath,
            storageKey: asset.storageKey ?? crypto.randomUUID(),
            keyHex: asset.keyHex,
            status: asset.status ?? "queued",
            renditions: asset.renditions ?? [],
            ladder: asset.ladder ?? null,
            durationS: asset.durationS ?? null,
          })),
        )
        .onConflictDoNothing()
        .returning();
    },

    async markQueued(id: string): Promise<void> {
      await db
        .update(mediaAssets)
        .set({ status: "queued", failureReason: null, updatedAt: sql`now()` })
        .where(eq(mediaAssets.id, id));
    },

    async markProcessing(id: string): Promise<void> {
      await db
        .update(mediaAssets)
        .set({
          status: "processing",
          attempts: sql`${mediaAssets.attempts} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(mediaAssets.id, id));
    },

    /** Every asset sharing the storage folder gets the same measured output. */
    /** Ready to play; `ladder` is what the transcode chose (undefined: the recorded one stays). */
    async markReady(
      storageKey: string,
      renditions: MediaRendition[],
      durationS: number,
      ladder?: MediaLadderRung[],
    ) {
      await db
        .update(mediaAssets)
        .set({
          status: "ready",
          renditions,
          durationS,
          ...(ladder ? { ladder } : {}),
          failureReason: null,
          updatedAt: sql`now()`,
        })
        .where(eq(mediaAssets.storageKey, storageKey));
    },

    async markFailed(storageKey: string, reason: string): Promise<void> {
      await db
        .update(mediaAssets)
        .set({ status: "failed", failureReason: reason.slice(0, 2000), updatedAt: sql`now()` })
        .where(eq(mediaAssets.storageKey, storageKey));
    },
  };
}

export type IngestRepository = ReturnType<typeof createIngestRepository>;
