import { randomBytes } from "node:crypto";
import { access, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { type RenditionInfo, buildDemoSourceArgs, runTool } from "@tazama/media";
import type { IngestRepository, MediaLadderRung, NewAsset } from "./ingest.repository.ts";
import type { MediaLog } from "./ingest.service.ts";

/**
 * Three distinct synthetic sources, 30–36 s of 720p each; every title's videos are one of them.
 * Each is transcoded once, and its playlists play the clip `repeats` times over (ADR 0070): a
 * film of 10, 8 or 12 minutes, long enough for a watch party, a premiere, a data limit or
 * Continue watching, for no more encoding at the first start.
 */
export const DEMO_SOURCES = [
  { storageKey: "demo-1", pattern: "testsrc2", durationS: 30, toneHz: 440, repeats: 20 },
  { storageKey: "demo-2", pattern: "mandelbrot", durationS: 32, toneHz: 330, repeats: 15 },
  { storageKey: "demo-3", pattern: "life", durationS: 36, toneHz: 550, repeats: 20 },
] as const;

/** How many times a demo folder's playlists play its clip; undefined for any other folder. */
export function demoRepeats(storageKey: string): number | undefined {
  return DEMO_SOURCES.find((s) => s.storageKey === storageKey)?.repeats;
}

/** What a demo source plays, in whole seconds, before it is transcoded (then: as measured). */
export const plannedRunningTimeS = (demo: (typeof DEMO_SOURCES)[number]) =>
  demo.durationS * demo.repeats;

export interface DemoMediaDeps {
  repository: IngestRepository;
  /** DATA_DIR/demo-media: sources and their keys (not served). */
  demoDir: string;
  metaDir: string;
  /** Whether the media store holds a transcoded folder (on disk, or in the bucket). */
  hasFolder: (storageKey: string) => Promise<boolean>;
  fontFile: string;
  ffmpeg: string;
  /** ffmpeg and ffprobe work here (checked once by the pipeline). */
  canTranscode: boolean;
  enqueueTranscode: (assetId: string) => Promise<void>;
  /**
   * Serves a transcoded folder's ready assets (into the bucket first when the store is one):
   * links on disk, or pointers in the bucket (ADR 0051).
   */
  publish: (storageKey: string) => Promise<void>;
  /**
   * Makes a folder's playlists loop in place (loopFolder, when the store is this machine's
   * folder): a demo folder transcoded before the films looped (ADR 0070). Undefined: left as is.
   */
  loopFolder?: (
    storageKey: string,
    renditions: RenditionInfo[],
    repeats: number,
  ) => Promise<{ renditions: RenditionInfo[]; durationS: number }>;
  /** Titles' running times changed (the catalogue is served from a cache). */
  retimed?: () => Promise<void>;
  log: MediaLog;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function demoKeyFile(demoDir: string): Promise<Record<string, string>> {
  const file = path.join(demoDir, "keys.json");
  if (await exists(file)) return JSON.parse(await readFile(file, "utf8")) as Record<string, string>;
  const keys = Object.fromEntries(
    DEMO_SOURCES.map((s) => [s.storageKey, randomBytes(16).toString("hex")]),
  );
  await writeFile(file, JSON.stringify(keys));
  return keys;
}

const NOTHING = { queued: 0, linked: 0, waiting: 0, retimed: 0 };

/**
 * Gives every title a trailer and a main video from a few shared synthetic sources (so browse →
 * pay → watch works for any demo title), each folder transcoded once by the same job and shared
 * by linking (asset-links.ts). Idempotent: only a title's missing kinds are added, so a data dir
 * from a version that gave main videos to free titles only is completed at the next start. A wiped
 * database with the transcoded folders still on disk is re-linked without transcoding again.
 * Without ffmpeg (`canTranscode` false) the assets are recorded as queued and a later start with
 * ffmpeg makes their source and queues the transcode. A database whose media are all someone
 * else's (none from these sources) is left alone.
 *
 * Every title whose main video is a demo folder says what that folder plays: its running time
 * (as measured once transcoded, as planned before) replaces the catalogue's notional one.
 */
export async function seedDemoMedia(
  deps: DemoMediaDeps,
): Promise<{ queued: number; linked: number; waiting: number; retimed: number }> {
  const { repository: repo, log } = deps;
  const titles = await repo.listTitles();
  if (titles.length === 0) return NOTHING;
  const existing = await repo.listAssetFolders();
  const demoKeys = new Set<string>(DEMO_SOURCES.map((s) => s.storageKey));
  if (existing.length > 0 && !existing.some((a) => demoKeys.has(a.storageKey))) return NOTHING;
  await mkdir(deps.demoDir, { recursive: true });
  const keys = await demoKeyFile(deps.demoDir);
  const result = { ...NOTHING };
  for (const [index, demo] of DEMO_SOURCES.entries()) {
    const shared = titles.filter((_, i) => i % DEMO_SOURCES.length === index);
    if (shared.length === 0) continue;
    const source = path.join(deps.demoDir, `${demo.storageKey}.mp4`);
    const metaFile = path.join(deps.metaDir, `${demo.storageKey}.json`);
    const done = (await exists(metaFile)) && (await deps.hasFolder(demo.storageKey));
    let meta = done
      ? (JSON.parse(await readFile(metaFile, "utf8")) as {
          renditions: RenditionInfo[];
          durationS: number;
          /** The per-title ladder (ADR 0077); absent from a folder transcoded before it. */
          ladder?: MediaLadderRung[];
        })
      : undefined;
    if (meta && !meta.renditions.some((r) => r.storedBytes !== undefined) && deps.loopFolder) {
      // Transcoded before the demo films looped (ADR 0070): its playlists loop now, in place.
      try {
        const looped = await deps.loopFolder(demo.storageKey, meta.renditions, demo.repeats);
        await repo.markReady(demo.storageKey, looped.renditions, looped.durationS);
        await writeFile(metaFile, JSON.stringify({ ...looped, ladder: meta.ladder }));
        meta = { ...looped, ladder: meta.ladder };
      } catch (error) {
        log.warn(
          {
            storageKey: demo.storageKey,
            reason: error instanceof Error ? error.message : String(error),
          },
          "demo media not looped; it plays as it was",
        );
      }
    }
    // A source on disk was queued by the start that made it, in the database it made it for;
    // one is made only with ffmpeg.
    const makeSource = !done && !(await exists(source)) && deps.canTranscode;
    if (makeSource) await makeDemoSource(deps, demo, shared[0]!.title, source);
    const before = existing.filter((a) => a.storageKey === demo.storageKey);
    const base = {
      sourcePath: source,
      storageKey: demo.storageKey,
      keyHex: keys[demo.storageKey]!,
      // New titles join the folder's state: ready, or as its existing assets stand.
      status: meta ? "ready" : (before.find((a) => a.status !== "ready")?.status ?? "queued"),
      renditions: meta?.renditions ?? [],
      ladder: meta?.ladder ?? null,
      durationS: meta?.durationS ?? null,
    } satisfies Partial<NewAsset>;
    const rows: NewAsset[] = shared.flatMap((t) => [
      { ...base, titleId: t.id, kind: "trailer" as const },
      { ...base, titleId: t.id, kind: "main" as const },
    ]);
    const inserted = await repo.insertAssets(rows);
    const first = inserted[0] ?? before[0];
    if (meta) {
      if (inserted.length > 0) await deps.publish(demo.storageKey);
      result.linked += inserted.length;
    } else if (
      first &&
      deps.canTranscode &&
      (makeSource || (inserted.length > 0 && before.length === 0))
    ) {
      // A source this start made, or one left on disk by a start whose database is gone (the
      // e2e server wipes its database; an interrupted first start): nothing else will queue it.
      await deps.enqueueTranscode(first.id);
      result.queued += 1;
    } else if (!deps.canTranscode) {
      result.waiting += 1;
    }
    // What the title page says is what plays (ADR 0070).
    const runningTimeS = Math.round(meta?.durationS ?? plannedRunningTimeS(demo));
    result.retimed += await repo.setMainDuration(demo.storageKey, runningTimeS);
    // Without ffmpeg the server's one "waiting for ffmpeg" line says it all.
    if (deps.canTranscode && (inserted.length > 0 || makeSource)) {
      log.info(
        {
          titleRef: shared[0]!.ref,
          storageKey: demo.storageKey,
          assets: inserted.length,
          reused: !!meta,
        },
        meta ? "demo media linked" : "demo media queued",
      );
    }
  }
  if (result.retimed > 0) await deps.retimed?.();
  return result;
}

async function makeDemoSource(
  deps: DemoMediaDeps,
  demo: (typeof DEMO_SOURCES)[number],
  title: string,
  source: string,
): Promise<void> {
  const partial = `${source}.part.mp4`;
  await runTool(
    deps.ffmpeg,
    buildDemoSourceArgs({
      output: partial,
      title,
      durationS: demo.durationS,
      width: 1280,
      height: 720,
      pattern: demo.pattern,
      fontFile: deps.fontFile,
      toneHz: demo.toneHz,
    }),
    { niceness: 10 },
  );
  await rename(partial, source);
}
