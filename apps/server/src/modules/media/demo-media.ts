import { randomBytes } from "node:crypto";
import { access, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { MASTER_PLAYLIST, type RenditionInfo, buildDemoSourceArgs, runTool } from "@tazama/media";
import { linkAsset } from "./asset-links.ts";
import type { MediaLog } from "./media.service.ts";
import type { MediaRepository, NewAsset } from "./media.repository.ts";

/** Three distinct synthetic sources, 30–36 s of 720p each; every title's trailer is one of them. */
export const DEMO_SOURCES = [
  { storageKey: "demo-1", pattern: "testsrc2", durationS: 30, toneHz: 440 },
  { storageKey: "demo-2", pattern: "mandelbrot", durationS: 32, toneHz: 330 },
  { storageKey: "demo-3", pattern: "life", durationS: 36, toneHz: 550 },
] as const;

export interface DemoMediaDeps {
  repository: MediaRepository;
  /** DATA_DIR/demo-media: sources and their keys (not served). */
  demoDir: string;
  mediaDir: string;
  metaDir: string;
  fontFile: string;
  ffmpeg: string;
  enqueueTranscode: (assetId: string) => Promise<void>;
  log: MediaLog;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function demoKeys(demoDir: string): Promise<Record<string, string>> {
  const file = path.join(demoDir, "keys.json");
  if (await exists(file)) return JSON.parse(await readFile(file, "utf8")) as Record<string, string>;
  const keys = Object.fromEntries(
    DEMO_SOURCES.map((s) => [s.storageKey, randomBytes(16).toString("hex")]),
  );
  await writeFile(file, JSON.stringify(keys));
  return keys;
}

/**
 * Gives every title a trailer (and free titles their main video) from a few shared synthetic
 * sources, run through the same transcode job. Nothing happens once assets exist; a wiped
 * database with the transcoded folders still on disk is re-linked without transcoding again.
 */
export async function seedDemoMedia(
  deps: DemoMediaDeps,
): Promise<{ queued: number; linked: number }> {
  const { repository: repo, log } = deps;
  if ((await repo.countAssets()) > 0) return { queued: 0, linked: 0 };
  const titles = await repo.listTitles();
  if (titles.length === 0) return { queued: 0, linked: 0 };
  await mkdir(deps.demoDir, { recursive: true });
  const keys = await demoKeys(deps.demoDir);
  let queued = 0;
  let linked = 0;
  for (const [index, demo] of DEMO_SOURCES.entries()) {
    const anchor = titles[index % titles.length]!;
    const source = path.join(deps.demoDir, `${demo.storageKey}.mp4`);
    const metaFile = path.join(deps.metaDir, `${demo.storageKey}.json`);
    const done =
      (await exists(metaFile)) &&
      (await exists(path.join(deps.mediaDir, demo.storageKey, MASTER_PLAYLIST)));
    if (!done && !(await exists(source))) {
      const partial = `${source}.part.mp4`;
      await runTool(
        deps.ffmpeg,
        buildDemoSourceArgs({
          output: partial,
          title: anchor.title,
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
    const meta = done
      ? (JSON.parse(await readFile(metaFile, "utf8")) as {
          renditions: RenditionInfo[];
          durationS: number;
        })
      : undefined;
    const shared = titles.filter((_, i) => i % DEMO_SOURCES.length === index);
    const base = {
      sourcePath: source,
      storageKey: demo.storageKey,
      keyHex: keys[demo.storageKey]!,
      status: meta ? ("ready" as const) : ("queued" as const),
      renditions: meta?.renditions ?? [],
      durationS: meta?.durationS ?? null,
    };
    const rows: NewAsset[] = shared.flatMap((t) => [
      { ...base, titleId: t.id, kind: "trailer" as const },
      ...(t.isFree ? [{ ...base, titleId: t.id, kind: "main" as const }] : []),
    ]);
    const inserted = await repo.insertAssets(rows);
    if (meta) {
      for (const row of inserted) await linkAsset(deps.mediaDir, row.id, row.storageKey);
      linked += inserted.length;
    } else if (inserted[0]) {
      await deps.enqueueTranscode(inserted[0].id);
      queued += 1;
    }
    log.info(
      {
        titleRef: anchor.ref,
        storageKey: demo.storageKey,
        assets: inserted.length,
        reused: !!meta,
      },
      meta ? "demo media linked" : "demo media queued",
    );
  }
  return { queued, linked };
}
