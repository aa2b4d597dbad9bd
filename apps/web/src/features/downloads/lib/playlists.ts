import { readMediaPlaylist } from "../../../lib/hls-playlist.ts";

/**
 * What a download keeps of a stream (issue 19): the master playlist cut down to the chosen rung
 * and its audio, and the files each media playlist names (init segment, then segments), all as
 * paths relative to the master playlist, exactly as served (segments stay encrypted).
 */

/** The master playlist with only `rendition`'s variant and the audio group it plays with. */
export function keepVariant(master: string, rendition: string): string {
  const lines = master.split(/\r?\n/);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith("#EXT-X-STREAM-INF:")) {
      const uri = lines[i + 1] ?? "";
      if (uri === `${rendition}/index.m3u8`) out.push(line, uri);
      i++;
      continue;
    }
    if (line.trim() !== "") out.push(line);
  }
  if (!out.some((l) => l.startsWith("#EXT-X-STREAM-INF:"))) {
    throw new Error(`the stream has no rendition "${rendition}"`);
  }
  return `${out.join("\n")}\n`;
}

/** The audio rendition's folder named by the master playlist's EXT-X-MEDIA, if any. */
export function audioFolder(master: string): string | null {
  const media = master.split(/\r?\n/).find((l) => l.startsWith("#EXT-X-MEDIA:TYPE=AUDIO"));
  const uri = media ? /URI="([^"/]+)\/index\.m3u8"/.exec(media)?.[1] : undefined;
  return uri ?? null;
}

/**
 * The init segment and segments a media playlist names, relative to the master playlist, each
 * once: a demo film's playlist plays its segments over again (ADR 0070), a download keeps them once.
 */
export function mediaFiles(playlist: string, folder: string): string[] {
  const { init, segments } = readMediaPlaylist(playlist);
  const files = new Set(
    [...(init ? [init] : []), ...segments.map((segment) => segment.uri)].map(
      (file) => `${folder}/${file}`,
    ),
  );
  for (const file of files) {
    // A rung's folder: "144p", "audio", "opus", or an AV1 rung's "av1-144p" (ADR 0083).
    if (!/^(av1-)?[a-z0-9]+\/[\w.-]+$/.test(file)) throw new Error(`unexpected media file ${file}`);
  }
  return [...files];
}
