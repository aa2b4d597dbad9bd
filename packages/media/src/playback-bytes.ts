/** The URIs a playlist refers to: variant and media lines, and URI="…" attributes (keys, maps, renditions). */
export function playlistUris(playlist: string): string[] {
  const uris: string[] = [];
  for (const line of playlist.split(/\r?\n/).map((l) => l.trim())) {
    if (!line) continue;
    if (line.startsWith("#")) {
      const attr = /URI="([^"]+)"/.exec(line);
      if (attr) uris.push(attr[1]!);
    } else {
      uris.push(line);
    }
  }
  return uris;
}

/** Fetches one media URL (a site path with its query) and gives its body's bytes; throws unless 200. */
export type FetchBytes = (sitePath: string) => Promise<Uint8Array>;

const resolvePath = (base: string, uri: string) => {
  const url = new URL(uri, `http://media.invalid${base}`);
  return `${url.pathname}${url.search}`;
};

/**
 * Every byte a whole playback at one rung fetches, as hls.js would: the master playlist, the rung's
 * and the audio rendition's media playlists, their init and media segments, and each key once.
 * `rung` is the rendition folder (e.g. "240p"); `audio` the audio rendition's folder.
 */
export async function playbackBytes(
  fetchBytes: FetchBytes,
  manifestUrl: string,
  rung: string,
  audio = "audio",
): Promise<number> {
  const master = await fetchBytes(manifestUrl);
  // The audio rendition is named twice (EXT-X-MEDIA and an audio-only variant): fetched once.
  const wanted = [...new Set(playlistUris(new TextDecoder().decode(master)))].filter(
    (u) => u.startsWith(`${rung}/`) || u.startsWith(`${audio}/`),
  );
  if (wanted.length !== 2) {
    throw new Error(
      `expected the ${rung} and ${audio} playlists in the master, got ${wanted.length}`,
    );
  }
  let total = master.length;
  const fetched = new Set<string>();
  for (const playlistUri of wanted) {
    const playlistUrl = resolvePath(manifestUrl, playlistUri);
    const playlist = await fetchBytes(playlistUrl);
    total += playlist.length;
    for (const uri of playlistUris(new TextDecoder().decode(playlist))) {
      const url = resolvePath(playlistUrl, uri);
      if (fetched.has(url)) continue; // one key for both playlists
      fetched.add(url);
      total += (await fetchBytes(url)).length;
    }
  }
  return total;
}
