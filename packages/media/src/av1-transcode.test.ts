import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAv1Renditions } from "./av1-transcode.ts";
import { decryptSegment, parseMediaPlaylist } from "./hls.ts";
import { AV1_MASTER_PLAYLIST, OPUS_MASTER_PLAYLIST } from "./ladder.ts";
import { runTool } from "./run-tool.ts";
import { MASTER_PLAYLIST, rerunRendition, transcodeToHls } from "./transcode.ts";

let root: string;
let source: string;
const key = randomBytes(16);
let h264: Awaited<ReturnType<typeof transcodeToHls>>;
let av1: Awaited<ReturnType<typeof addAv1Renditions>>;
const steps: string[] = [];
/** The folder's playlists as the H.264 transcode left them. */
const before = new Map<string, string>();
/** When the transcode wrote the Opus master (a file served is never written again). */
let opusMasterAt = 0;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "tazama-av1-"));
  source = path.join(root, "source.mp4");
  // 300 lines: the H.264 ladder is 144p and 240p, plus the audio; AV1 gets both rungs.
  await runTool("ffmpeg", [
    ...["-v", "error", "-f", "lavfi", "-i", "testsrc2=d=6:s=400x300:r=25"],
    ...["-f", "lavfi", "-i", "sine=d=6", "-shortest", "-c:v", "libx264", "-preset", "ultrafast"],
    source,
  ]);
  const common = { source, workRoot: path.join(root, "work"), key, keyUri: "../key" };
  h264 = await transcodeToHls({ ...common, outDir: path.join(root, "media", "v1") });
  for (const file of [
    MASTER_PLAYLIST,
    OPUS_MASTER_PLAYLIST,
    ...h264.renditions.map((r) => `${r.name}/index.m3u8`),
  ]) {
    before.set(file, await readFile(path.join(root, "media", "v1", file), "utf8"));
  }
  opusMasterAt = (await stat(path.join(root, "media", "v1", OPUS_MASTER_PLAYLIST))).mtimeMs;
  // A folder as a transcode made before the Opus master (ADR 0083) left it.
  await cp(path.join(root, "media", "v1"), path.join(root, "media", "old"), { recursive: true });
  await rm(path.join(root, "media", "old", OPUS_MASTER_PLAYLIST));
  av1 = await addAv1Renditions({
    ...common,
    outDir: path.join(root, "media", "v1"),
    current: h264.renditions,
    recordedLadder: h264.ladder,
    step: (name, work) => {
      steps.push(name);
      return work();
    },
  });
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const folder = (name: string) => path.join(root, "media", name);

/** A rendition's init and segments decrypted into one file, and what ffprobe reads in it. */
async function describeRendition(dir: string) {
  const playlist = parseMediaPlaylist(await readFile(path.join(dir, "index.m3u8"), "utf8"));
  const parts: Buffer[] = [await readFile(path.join(dir, playlist.mapUri!))];
  for (const s of playlist.segments) {
    parts.push(decryptSegment(await readFile(path.join(dir, s.uri)), key, s.sequence));
  }
  const file = path.join(root, `${path.basename(dir)}-joined.mp4`);
  await writeFile(file, Buffer.concat(parts));
  const json = await runTool("ffprobe", [
    ...["-v", "error", "-count_frames", "-print_format", "json", "-show_streams", file],
  ]);
  const streams = (JSON.parse(json) as { streams: Record<string, unknown>[] }).streams;
  return { streams, segments: playlist.segments };
}

describe("addAv1Renditions", () => {
  it("adds an AV1 rendition per rung up to 480p into the folder, whose H.264 files stay as they were", async () => {
    expect(av1.renditions.map((r) => r.name)).toEqual([
      "144p",
      "240p",
      "audio",
      "opus",
      "av1-144p",
      "av1-240p",
    ]);
    for (const r of av1.renditions.slice(0, 4)) {
      expect(r).toEqual(h264.renditions.find((h) => h.name === r.name));
    }
    for (const [file, text] of before) {
      expect(await readFile(path.join(folder("v1"), file), "utf8")).toBe(text);
    }
    for (const r of av1.renditions.slice(4)) {
      expect(r.codecs).toMatch(/^av01\.0\.\d\dM\.08$/);
      expect(r.fps).toBe(25);
      const h = h264.renditions.find((x) => x.height === r.height)!;
      // Same picture size, fewer bytes than the H.264 rung it stands beside.
      expect(r.width).toBe(h.width);
      expect(r.bytes).toBeLessThan(h.bytes);
    }
    expect(steps).toEqual(["probe", "analyse", "encode", "measure", "package", "publish"]);
    // The folder had its Opus master already: left as it was served.
    const opusMaster = await stat(path.join(folder("v1"), OPUS_MASTER_PLAYLIST));
    expect(opusMaster.mtimeMs).toBe(opusMasterAt);
    expect(av1.renditions.find((r) => r.name === "opus")?.opusMaster).toBe(true);
  });

  it("gives a folder made before the Opus master one, with the AV1 rungs, its served files untouched (ADR 0083)", async () => {
    const old = folder("old");
    const served = new Map<string, Buffer>();
    for (const r of h264.renditions) {
      for (const file of await readdir(path.join(old, r.name))) {
        served.set(`${r.name}/${file}`, await readFile(path.join(old, r.name, file)));
      }
    }
    served.set(MASTER_PLAYLIST, await readFile(path.join(old, MASTER_PLAYLIST)));
    // What was recorded for it: no Opus master.
    const current = h264.renditions.map((r) => ({ ...r, opusMaster: undefined }));
    const made = await addAv1Renditions({
      ...{ source, workRoot: path.join(root, "work"), key, keyUri: "../key" },
      outDir: old,
      current,
      recordedLadder: h264.ladder,
    });
    for (const [file, bytes] of served) {
      expect(await readFile(path.join(old, file)), file).toEqual(bytes);
    }
    expect(made.renditions.filter((r) => r.opusMaster).map((r) => r.name)).toEqual(["opus"]);
    // The same Opus master a transcode writes today: the H.264 rungs with the Opus audio group.
    const opusMaster = await readFile(path.join(old, OPUS_MASTER_PLAYLIST), "utf8");
    expect(opusMaster).toBe(before.get(OPUS_MASTER_PLAYLIST));
    const variants = opusMaster.split("\n").filter((l) => l.endsWith("/index.m3u8"));
    expect(variants).toEqual([
      "144p/index.m3u8",
      "240p/index.m3u8",
      "audio/index.m3u8",
      "opus/index.m3u8",
    ]);
    expect(opusMaster).toMatch(/CODECS="avc1\.[0-9a-f]{6},opus",AUDIO="opus"\n144p\/index\.m3u8/);
    expect(opusMaster).not.toContain("av01");
    expect(await readFile(path.join(old, AV1_MASTER_PLAYLIST), "utf8")).toContain(
      "av1-240p/index.m3u8",
    );
  }, 120_000);

  it("encrypts AV1 segments of 4 s (cut at keyframes) that decode to every frame", async () => {
    const { streams, segments } = await describeRendition(path.join(folder("v1"), "av1-240p"));
    expect(streams[0]).toMatchObject({ codec_name: "av1", height: 240, nb_read_frames: "150" });
    expect(segments.map((s) => s.durationS)).toEqual([4, 2]);
    // Clear bytes would hold the fMP4 box names; the AES-128 ciphertext does not.
    const clear = await readFile(path.join(folder("v1"), "av1-240p", segments[0]!.uri));
    expect(clear.includes("mdat")).toBe(false);
  });

  it("writes an AV1 master playlist whose rungs play with the Opus audio, and leaves the H.264 one without AV1", async () => {
    const master = await readFile(path.join(folder("v1"), MASTER_PLAYLIST), "utf8");
    expect(master).not.toContain("av01");
    const av1Master = await readFile(path.join(folder("v1"), AV1_MASTER_PLAYLIST), "utf8");
    const variants = av1Master.split("\n").filter((l) => l.endsWith("/index.m3u8"));
    expect(variants).toEqual([
      "av1-144p/index.m3u8",
      "av1-240p/index.m3u8",
      "audio/index.m3u8",
      "opus/index.m3u8",
    ]);
    expect(av1Master).toMatch(/CODECS="av01\.0\.\d\dM\.08,opus",AUDIO="opus"/);
    expect(av1Master).toContain('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="opus"');
  });

  it("records each AV1 rung's bits and SSIM on the samples beside the H.264 ladder", () => {
    expect(av1.ladder.slice(0, 2)).toEqual(h264.ladder);
    const rungs = av1.ladder.slice(2);
    expect(rungs.map((r) => r.name)).toEqual(["av1-144p", "av1-240p"]);
    for (const r of rungs) {
      const beside = h264.ladder.find((h) => h.height === r.height)!;
      expect(r.ssim).toBeGreaterThan(0.9);
      expect(r.videoBitrate).toBeGreaterThan(0);
      expect(r.videoBitrate).toBeLessThan(beside.videoBitrate * 1.2);
    }
  });

  it("makes AV1 again only into a copy of the folder, never over files once served", async () => {
    const common = { source, workRoot: path.join(root, "work"), key, keyUri: "../key" };
    await expect(
      addAv1Renditions({ ...common, outDir: folder("v1"), current: av1.renditions }),
    ).rejects.toThrow(/new folder/);
    const served = await readFile(path.join(folder("v1"), "av1-144p", "index.m3u8"));
    const again = await addAv1Renditions({
      ...common,
      outDir: folder("v4"),
      currentDir: folder("v1"),
      current: av1.renditions,
      recordedLadder: av1.ladder,
    });
    expect(again.renditions.map((r) => r.name)).toEqual(av1.renditions.map((r) => r.name));
    expect(again.ladder.map((r) => r.name)).toEqual(av1.ladder.map((r) => r.name));
    expect(await readFile(path.join(folder("v1"), "av1-144p", "index.m3u8"))).toEqual(served);
    expect(await readFile(path.join(folder("v4"), AV1_MASTER_PLAYLIST), "utf8")).toContain(
      "av1-144p/index.m3u8",
    );
    expect(await readFile(path.join(folder("v4"), "144p", "index.m3u8"), "utf8")).toBe(
      before.get("144p/index.m3u8"),
    );
    // The copy keeps the Opus master the folder had.
    expect(await readFile(path.join(folder("v4"), OPUS_MASTER_PLAYLIST), "utf8")).toBe(
      before.get(OPUS_MASTER_PLAYLIST),
    );
  }, 60_000);

  it("keeps the AV1 renditions and both masters when an H.264 rung is made again", async () => {
    const again = await rerunRendition({
      source,
      workRoot: path.join(root, "work"),
      key,
      keyUri: "../key",
      outDir: folder("v3"),
      currentDir: folder("v1"),
      current: av1.renditions,
      rendition: "240p",
      recordedLadder: av1.ladder,
    });
    expect(again.renditions.map((r) => r.name)).toEqual(av1.renditions.map((r) => r.name));
    const av1Master = await readFile(path.join(folder("v3"), AV1_MASTER_PLAYLIST), "utf8");
    expect(av1Master).toContain("av1-240p/index.m3u8");
    expect(await readFile(path.join(folder("v3"), MASTER_PLAYLIST), "utf8")).not.toContain("av1-");
    expect(await readFile(path.join(folder("v3"), OPUS_MASTER_PLAYLIST), "utf8")).toMatch(
      /,opus",AUDIO="opus"\n240p\/index\.m3u8/,
    );
  }, 60_000);
});
