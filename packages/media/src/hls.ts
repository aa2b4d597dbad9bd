import { createCipheriv, createDecipheriv } from "node:crypto";
import { h264Rungs, isAv1, isOpus, sharedAudio } from "./ladder.ts";

export interface MediaPlaylist {
  mapUri: string | undefined;
  /**
   * `sequence` is the number the segment was encrypted with (its AES-128 IV): its media sequence
   * number, unless a key tag gives an explicit IV (a looping demo playlist repeats segments).
   */
  segments: { uri: string; durationS: number; sequence: number }[];
}

/** Reads the init segment and the segments (with EXTINF durations) of a VOD media playlist. */
export function parseMediaPlaylist(text: string): MediaPlaylist {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  if (lines[0] !== "#EXTM3U") throw new Error("not an HLS playlist");
  let mapUri: string | undefined;
  const segments: MediaPlaylist["segments"] = [];
  let pending: number | undefined;
  let iv: number | undefined;
  for (const line of lines) {
    if (line.startsWith("#EXT-X-MAP:")) mapUri = /URI="([^"]+)"/.exec(line)?.[1];
    else if (line.startsWith("#EXT-X-KEY:")) {
      const hex = /,IV=0x([0-9a-fA-F]{1,32})/.exec(line)?.[1];
      iv = hex === undefined ? undefined : Number.parseInt(hex, 16);
    } else if (line.startsWith("#EXTINF:")) pending = Number.parseFloat(line.slice(8));
    else if (line && !line.startsWith("#")) {
      if (pending === undefined || !Number.isFinite(pending))
        throw new Error(`no EXTINF for ${line}`);
      segments.push({ uri: line, durationS: pending, sequence: iv ?? segments.length });
      pending = undefined;
    }
  }
  return { mapUri, segments };
}

/** The sum of a media playlist's EXTINF durations, to the millisecond. */
export function playlistDuration(playlist: MediaPlaylist): number {
  return Math.round(playlist.segments.reduce((sum, s) => sum + s.durationS, 0) * 1000) / 1000;
}

/**
 * A VOD media playlist that plays its segments `repeats` times over (the demo films, ADR 0070):
 * one EXT-X-DISCONTINUITY between repetitions (the timestamps start again), and before every
 * segment a key tag whose explicit IV is the number it was encrypted with, since a repeated
 * segment's media sequence number is no longer its IV. The URIs repeat as they are: a download
 * keeps each file once, a token stays valid for every line. `repeats` 1 returns the text as is.
 */
export function loopMediaPlaylist(text: string, repeats: number): string {
  if (!Number.isInteger(repeats) || repeats < 1) throw new Error(`invalid repeat count ${repeats}`);
  if (repeats === 1) return text;
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  if (lines[0] !== "#EXTM3U") throw new Error("not an HLS playlist");
  if (lines.some((l) => l.startsWith("#EXT-X-DISCONTINUITY") || /,IV=/.test(l))) {
    throw new Error("playlist already loops");
  }
  const keyLine = lines.find((l) => l.startsWith("#EXT-X-KEY:"));
  const keyUri = keyLine ? /URI="([^"]+)"/.exec(keyLine)?.[1] : undefined;
  const firstSegment = lines.findIndex((l) => l.startsWith("#EXTINF:"));
  if (firstSegment < 0) throw new Error("playlist has no segments");
  // The header: everything before the first segment but the key tag (given per segment below).
  const head = lines.slice(0, firstSegment).filter((l) => l && !l.startsWith("#EXT-X-KEY:"));
  const { segments } = parseMediaPlaylist(text);
  const out = [...head];
  for (let round = 0; round < repeats; round += 1) {
    if (round > 0) out.push("#EXT-X-DISCONTINUITY");
    for (const segment of segments) {
      if (keyUri !== undefined) {
        const iv = segmentIv(segment.sequence).toString("hex");
        out.push(`#EXT-X-KEY:METHOD=AES-128,URI="${keyUri}",IV=0x${iv}`);
      }
      out.push(`#EXTINF:${segment.durationS.toFixed(6)},`, segment.uri);
    }
  }
  out.push("#EXT-X-ENDLIST");
  return `${out.join("\n")}\n`;
}

/**
 * Declares AES-128 for the media segments: the tag goes after EXT-X-MAP (the init segment holds no
 * media and stays clear) and carries no IV, so each segment's IV is its media sequence number.
 */
export function addKeyTag(playlist: string, keyUri: string): string {
  if (playlist.includes("#EXT-X-KEY:")) throw new Error("playlist already declares a key");
  if (/["\r\n]/.test(keyUri)) throw new Error("invalid key URI");
  const lines = playlist.split("\n");
  const first = lines.findIndex((l) => l.startsWith("#EXTINF:"));
  if (first < 0) throw new Error("playlist has no segments");
  lines.splice(first, 0, `#EXT-X-KEY:METHOD=AES-128,URI="${keyUri}"`);
  return lines.join("\n");
}

/** RFC 8216 §5.2: without an IV attribute the IV is the media sequence number, big-endian, 16 bytes. */
export function segmentIv(sequence: number): Buffer {
  const iv = Buffer.alloc(16);
  iv.writeBigUInt64BE(BigInt(sequence), 8);
  return iv;
}

/** AES-128-CBC with PKCS#7 padding over the whole segment (HLS METHOD=AES-128). */
export function encryptSegment(data: Buffer, key: Buffer, sequence: number): Buffer {
  const cipher = createCipheriv("aes-128-cbc", key, segmentIv(sequence));
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

/** The inverse of encryptSegment; `strictPadding: false` returns garbage instead of throwing on a wrong key. */
export function decryptSegment(
  data: Buffer,
  key: Buffer,
  sequence: number,
  strictPadding = true,
): Buffer {
  const decipher = createDecipheriv("aes-128-cbc", key, segmentIv(sequence));
  decipher.setAutoPadding(strictPadding);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}

/** One rendition as measured after transcoding. */
export interface RenditionInfo {
  name: string;
  /** 0 for the audio-only rendition. */
  height: number;
  width: number;
  /** Peak segment bit rate (bits/s), as HLS BANDWIDTH requires; includes audio for video rungs. */
  bandwidth: number;
  averageBandwidth: number;
  /** Every byte a full playback of this rendition fetches (playlist, init and segments). */
  bytes: number;
  /**
   * What the folder holds, when less than `bytes`: a looping playlist (ADR 0070) names a segment
   * more than once; a download keeps it once.
   */
  storedBytes?: number;
  durationS: number;
  codecs: string;
  fps?: number;
  /**
   * On the Opus rendition: the folder has `master-opus.m3u8`, the H.264 rungs with it (ADR 0083).
   * Absent from a folder made before it, whose grant must not offer that master.
   */
  opusMaster?: boolean;
}

export const AUDIO_GROUP = "aud";
/** The AV1 master's audio group: Opus (ADR 0083). */
export const OPUS_GROUP = "opus";

/**
 * The master playlist: every H.264 video rung (lowest first) with the shared AAC audio group, then
 * the audio-only variants: AAC, and Opus where the video has it (CODECS="opus": a player that
 * cannot play it leaves it out; hls.js leaves audio-only variants out beside video, listen mode
 * loads the rendition's own playlist, ADR 0073). AV1 renditions are left to `writeAv1MasterPlaylist`,
 * the H.264 rungs with Opus to `writeOpusMasterPlaylist`.
 */
export function writeMasterPlaylist(renditions: readonly RenditionInfo[]): string {
  return masterPlaylist(h264Rungs(renditions), renditions);
}

/**
 * The AV1 master playlist (ADR 0083): the AV1 rungs, then the H.264 rungs above the tallest of
 * them (a viewer may still pick 720p by hand), all playing with the Opus rendition (AAC for a
 * video made before Opus), then the audio-only variants. Undefined without AV1 renditions.
 */
export function writeAv1MasterPlaylist(renditions: readonly RenditionInfo[]): string | undefined {
  const av1 = renditions.filter((r) => r.height > 0 && isAv1(r));
  if (av1.length === 0) return undefined;
  const top = Math.max(...av1.map((r) => r.height));
  const above = h264Rungs(renditions).filter((r) => r.height > top);
  // Opus for the picture's sound too, where the video has it: a browser that plays AV1 plays it.
  const opus = renditions.find((r) => r.height === 0 && isOpus(r));
  return masterPlaylist([...av1, ...above], renditions, opus);
}

/**
 * The Opus master playlist (ADR 0083): the H.264 rungs, all playing with the Opus rendition (the
 * AV1 master's audio group), then the audio-only variants. Undefined without an Opus rendition.
 */
export function writeOpusMasterPlaylist(renditions: readonly RenditionInfo[]): string | undefined {
  const opus = renditions.find((r) => r.height === 0 && isOpus(r));
  if (!opus) return undefined;
  return masterPlaylist(h264Rungs(renditions), renditions, opus);
}

/** Whether the renditions as recorded say their folder has the Opus master (ADR 0083). */
export function hasOpusMaster(renditions: readonly RenditionInfo[]): boolean {
  return renditions.some((r) => r.height === 0 && isOpus(r) && r.opusMaster === true);
}

/** The renditions with the Opus one marked as having the Opus master beside it. */
export function markOpusMaster(renditions: readonly RenditionInfo[]): RenditionInfo[] {
  return renditions.map((r) => (r.height === 0 && isOpus(r) ? { ...r, opusMaster: true } : r));
}

function masterPlaylist(
  videoRungs: readonly RenditionInfo[],
  renditions: readonly RenditionInfo[],
  /** The audio the video rungs play with; the shared AAC one when not given. */
  withAudio?: RenditionInfo,
): string {
  const aac = sharedAudio(renditions);
  const opus = renditions.find((r) => r.height === 0 && isOpus(r));
  const audio = withAudio ?? aac;
  const video = [...videoRungs].sort((a, b) => a.height - b.height);
  if (!aac || !audio || video.length === 0) {
    throw new Error("a master playlist needs video and audio");
  }
  const group = audio === aac ? AUDIO_GROUP : OPUS_GROUP;
  const lines = [
    "#EXTM3U",
    "#EXT-X-VERSION:7",
    "#EXT-X-INDEPENDENT-SEGMENTS",
    `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="${group}",NAME="Audio",LANGUAGE="und",DEFAULT=YES,AUTOSELECT=YES,URI="${audio.name}/index.m3u8"`,
  ];
  for (const r of video) {
    const attrs = [
      `BANDWIDTH=${r.bandwidth + audio.bandwidth}`,
      `AVERAGE-BANDWIDTH=${r.averageBandwidth + audio.averageBandwidth}`,
      `RESOLUTION=${r.width}x${r.height}`,
      ...(r.fps ? [`FRAME-RATE=${r.fps.toFixed(3)}`] : []),
      `CODECS="${r.codecs},${audio.codecs}"`,
      `AUDIO="${group}"`,
    ];
    lines.push(`#EXT-X-STREAM-INF:${attrs.join(",")}`, `${r.name}/index.m3u8`);
  }
  lines.push(
    `#EXT-X-STREAM-INF:BANDWIDTH=${aac.bandwidth},AVERAGE-BANDWIDTH=${aac.averageBandwidth},CODECS="${aac.codecs}"`,
    `${aac.name}/index.m3u8`,
  );
  if (opus) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${opus.bandwidth},AVERAGE-BANDWIDTH=${opus.averageBandwidth},CODECS="${opus.codecs}"`,
      `${opus.name}/index.m3u8`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** RFC 6381 codec string (avc1.PPCCLL) read from the avcC box of an fMP4 init segment. */
export function avcCodecFromInit(init: Buffer): string {
  const at = init.indexOf("avcC");
  if (at < 0 || at + 8 > init.length) throw new Error("no avcC box in the init segment");
  const hex = (offset: number) => init[at + offset]!.toString(16).padStart(2, "0");
  // avcC body: configurationVersion, AVCProfileIndication, profile_compatibility, AVCLevelIndication.
  return `avc1.${hex(5)}${hex(6)}${hex(7)}`;
}

/**
 * RFC 6381 codec string of AV1 (av01.P.LLT.DD, AV1-ISOBMFF §5) read from the av1C box of an fMP4
 * init segment: profile, level, tier and bit depth.
 */
export function av1CodecFromInit(init: Buffer): string {
  const at = init.indexOf("av1C");
  if (at < 0 || at + 7 > init.length) throw new Error("no av1C box in the init segment");
  // av1C body: marker+version, then seq_profile(3) seq_level_idx_0(5), then seq_tier_0,
  // high_bitdepth, twelve_bit and the chroma fields.
  const b1 = init[at + 5]!;
  const b2 = init[at + 6]!;
  const profile = b1 >> 5;
  const level = b1 & 0x1f;
  const tier = b2 & 0x80 ? "H" : "M";
  const depth = b2 & 0x40 ? (profile === 2 && b2 & 0x20 ? 12 : 10) : 8;
  return `av01.${profile}.${String(level).padStart(2, "0")}${tier}.${String(depth).padStart(2, "0")}`;
}
