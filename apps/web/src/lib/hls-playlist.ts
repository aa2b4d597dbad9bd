/** A media playlist as written: its init segment and its media lines, URIs as they stand. */
export interface MediaPlaylistLines {
  init: string | null;
  /** Each media line with its EXTINF duration in seconds (0 where none precedes it). */
  segments: { uri: string; duration: number }[];
}

/**
 * Reads an HLS media playlist's `#EXT-X-MAP` URI and its media lines, in order (a looping demo
 * playlist names a segment more than once: each line is kept). What a download keeps and what a
 * cold /watch fetches ahead are both read from it.
 */
export function readMediaPlaylist(text: string): MediaPlaylistLines {
  let init: string | null = null;
  const segments: MediaPlaylistLines["segments"] = [];
  let duration: number | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith("#EXT-X-MAP:")) {
      init = /URI="([^"]+)"/.exec(line)?.[1] ?? init;
    } else if (line.startsWith("#EXTINF:")) {
      duration = Number.parseFloat(line.slice("#EXTINF:".length));
    } else if (line !== "" && !line.startsWith("#")) {
      segments.push({ uri: line, duration: Number.isFinite(duration) ? duration! : 0 });
      duration = null;
    }
  }
  return { init, segments };
}
