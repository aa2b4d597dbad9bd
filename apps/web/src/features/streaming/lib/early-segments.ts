import type {
  FragmentLoaderConstructor,
  HlsConfig,
  Loader,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderContext,
  LoaderStats,
} from "hls.js";
import { deviceStartLevel } from "./hls-start.ts";
import { readMediaPlaylist } from "../../../lib/hls-playlist.ts";

/**
 * A cold /watch page's first media segments, fetched by the early stream while hls.js is still
 * downloading (issue 41). Without them, the first segment was asked for only once hls.js had
 * arrived and run: at 1.6 Mbps / 150 ms, 0.8 s of a 2.2 s start went to that wait alone.
 *
 * What hls.js will ask for first is worked out as it works it out: the master's rung by
 * `deviceStartLevel` (the call `startHls` makes), the audio of that rung's
 * group, the segment where playback starts. The fetches go through the player's own loader
 * (`earlySegmentLoader`), with the times they really took: hls.js's bandwidth estimate sees the
 * network, not an instant answer from a cache, and a segment hls.js asks for while its fetch is
 * still running is not fetched twice.
 */

/** hls.js's `maxFragLookUpTolerance`: near a segment's end it starts at the next one. */
const LOOKUP_TOLERANCE_S = 0.25;
/** A start this close to that edge could go either way: nothing is fetched ahead for it. */
const EDGE_S = 0.1;

/** A variant of a master playlist: what hls.js's first rung is chosen from. */
export interface Variant {
  uri: string;
  height: number;
  bitrate: number;
  audio: string | null;
}

export interface Master {
  variants: Variant[];
  /** Each audio group's default rendition's playlist. */
  audio: Map<string, string>;
}

export interface MediaSegment {
  uri: string;
  start: number;
  duration: number;
}

export interface MediaPlaylist {
  init: string | null;
  segments: MediaSegment[];
}

/** `KEY=value,KEY="a, b"` → a map. */
function attributes(list: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, key, value] of list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) {
    found.set(key!, value!.replace(/^"|"$/g, ""));
  }
  return found;
}

const resolve = (uri: string, base: string) => new URL(uri, base).href;

/** A master playlist's variants and audio groups, with absolute URLs. */
export function parseMaster(text: string, base: string): Master {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const variants: Variant[] = [];
  const audio = new Map<string, string>();
  lines.forEach((line, i) => {
    if (line.startsWith("#EXT-X-MEDIA:")) {
      const media = attributes(line.slice("#EXT-X-MEDIA:".length));
      const group = media.get("GROUP-ID");
      const uri = media.get("URI");
      if (media.get("TYPE") !== "AUDIO" || !group || !uri) return;
      if (!audio.has(group) || media.get("DEFAULT") === "YES") audio.set(group, resolve(uri, base));
    } else if (line.startsWith("#EXT-X-STREAM-INF:")) {
      const info = attributes(line.slice("#EXT-X-STREAM-INF:".length));
      const uri = lines.slice(i + 1).find((next) => next !== "" && !next.startsWith("#"));
      if (!uri) return;
      variants.push({
        uri: resolve(uri, base),
        height: Number(/x(\d+)$/.exec(info.get("RESOLUTION") ?? "")?.[1] ?? 0),
        bitrate: Number(info.get("BANDWIDTH") ?? info.get("AVERAGE-BANDWIDTH") ?? 0),
        audio: info.get("AUDIO") ?? null,
      });
    }
  });
  return { variants, audio };
}

/** A media playlist's init segment and segments (start times summed), with absolute URLs. */
export function parseMediaPlaylist(text: string, base: string): MediaPlaylist {
  const { init, segments } = readMediaPlaylist(text);
  let start = 0;
  return {
    init: init === null ? null : resolve(init, base),
    segments: segments.map(({ uri, duration }) => {
      const segment = { uri: resolve(uri, base), start, duration };
      start += duration;
      return segment;
    }),
  };
}

/**
 * The segment hls.js loads first for a start at `position` (seconds), or null when the start is
 * so near a segment's edge that it might take the next one instead (or past the end).
 */
export function segmentAt(segments: readonly MediaSegment[], position: number) {
  for (const segment of segments) {
    const edge = segment.start + segment.duration - LOOKUP_TOLERANCE_S;
    if (Math.abs(edge - position) < EDGE_S) return null;
    if (edge > position) return segment;
  }
  return null;
}

/** A segment fetched ahead: its bytes and when its request started, answered and finished. */
export interface EarlySegment {
  data: ArrayBuffer;
  start: number;
  first: number;
  end: number;
}

export interface EarlySegments {
  /**
   * The segment fetched ahead for `url` (once: the next call gets null), else null. Null too,
   * and nothing more fetched ahead, once hls.js asks for a segment it was not fetching.
   */
  take(url: string): Promise<EarlySegment | null> | null;
  /** Settles when every fetch ahead has been started (or given up). */
  readonly planned: Promise<void>;
}

export interface EarlyFetchOptions {
  fetch?: typeof fetch;
  now?: () => number;
  /** The first rung, from the master's variants (`startHls`'s choice by default). */
  pickLevel?: (variants: readonly Variant[]) => number;
}

/**
 * Starts fetching the init and first segments of the rung and audio hls.js will start `master`
 * on at `startAt`. The playlists come from the page's preloads (the server names them in the head)
 * or the HTTP cache; each segment is fetched once, and only until hls.js asks for one itself.
 */
export function prefetchFirstSegments(
  master: string,
  startAt: number,
  options: EarlyFetchOptions = {},
): EarlySegments {
  const fetchNow = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? (() => performance.now());
  const pickLevel = options.pickLevel ?? ((variants) => deviceStartLevel(variants).start);
  const fetched = new Map<string, Promise<EarlySegment | null>>();
  let closed = false;

  const text = async (url: string) => {
    const response = await fetchNow(url, { credentials: "same-origin" });
    if (!response.ok) throw new Error(`${response.status} ${url}`);
    return response.text();
  };
  const fetchAhead = (url: string) => {
    if (closed || fetched.has(url)) return;
    const start = now();
    fetched.set(
      url,
      fetchNow(url, { credentials: "same-origin" })
        .then(async (response) => {
          if (!response.ok) return null;
          const first = now();
          const data = await response.arrayBuffer();
          return { data, start, first, end: now() };
        })
        .catch(() => null),
    );
  };
  /** The init and the segment at `startAt` of one media playlist. */
  const firstOf = async (playlist: string) => {
    const parsed = parseMediaPlaylist(await text(playlist), playlist);
    const segment = segmentAt(parsed.segments, startAt);
    if (!segment || closed) return;
    if (parsed.init) fetchAhead(parsed.init);
    fetchAhead(segment.uri);
  };
  const planned = (async () => {
    // The grant names it from the site's root: hls.js asks for its files by absolute URL.
    const masterUrl = new URL(master, window.location.href).href;
    const { variants, audio } = parseMaster(await text(masterUrl), masterUrl);
    const variant = variants[pickLevel(variants)];
    if (!variant || variant.height === 0) return;
    const audioPlaylist = variant.audio ? audio.get(variant.audio) : undefined;
    await Promise.all([firstOf(variant.uri), ...(audioPlaylist ? [firstOf(audioPlaylist)] : [])]);
  })().catch(() => undefined);

  return {
    planned,
    take(url) {
      const segment = fetched.get(url);
      if (!segment) {
        closed = true;
        return null;
      }
      fetched.delete(url);
      return segment;
    },
  };
}

type LoaderClass = new (config: HlsConfig) => Loader<LoaderContext>;

/**
 * hls.js's fragment loader (`fLoader`) on top of its default loader (`Base`): a segment fetched
 * ahead is answered from that fetch, with its real times; any other goes to the network as usual.
 */
export function earlySegmentLoader(
  Base: LoaderClass,
  early: EarlySegments,
): FragmentLoaderConstructor {
  class EarlySegmentLoader implements Loader<LoaderContext> {
    private readonly network: Loader<LoaderContext>;
    /** Waiting on a fetch ahead, for these callbacks (null: the network's, or done). */
    private waiting: LoaderCallbacks<LoaderContext> | null = null;
    context: LoaderContext | null = null;
    stats: LoaderStats;

    constructor(config: HlsConfig) {
      this.network = new Base(config);
      this.stats = this.network.stats;
    }

    load(
      context: LoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<LoaderContext>,
    ): void {
      this.context = context;
      const ahead = context.rangeStart || context.rangeEnd ? null : early.take(context.url);
      if (!ahead) {
        this.network.load(context, config, callbacks);
        return;
      }
      this.waiting = callbacks;
      const stats = this.stats;
      stats.loading.start = performance.now();
      void ahead.then((segment) => {
        if (this.waiting !== callbacks) return; // aborted or destroyed meanwhile
        this.waiting = null;
        if (!segment) {
          // The fetch ahead failed: the network's turn, as if it had not been tried.
          stats.loading.start = 0;
          this.network.load(context, config, callbacks);
          return;
        }
        stats.loading = { start: segment.start, first: segment.first, end: segment.end };
        stats.loaded = stats.total = segment.data.byteLength;
        callbacks.onSuccess(
          { url: context.url, data: segment.data, code: 200 },
          stats,
          context,
          null,
        );
      });
    }

    abort(): void {
      const callbacks = this.waiting;
      if (!callbacks) {
        this.network.abort();
        return;
      }
      this.waiting = null;
      this.stats.aborted = true;
      callbacks.onAbort?.(this.stats, this.context!, null);
    }

    destroy(): void {
      this.waiting = null;
      this.network.destroy();
    }

    getCacheAge(): number | null {
      return this.network.getCacheAge?.() ?? null;
    }

    getResponseHeader(name: string): string | null {
      return this.network.getResponseHeader?.(name) ?? null;
    }
  }
  // As hls.js's own default loader, it loads any context: fragments' too.
  return EarlySegmentLoader as FragmentLoaderConstructor;
}
