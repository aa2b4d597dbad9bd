import type Hls from "hls.js";

type Handler = (event: string, data: never) => void;

/**
 * hls.js at its boundary, for jsdom (no MSE): a class that records how it was set up and what it
 * was told, and lets the test fire its events. `instances` lists every one made.
 */
export function fakeHlsClass() {
  const instances: FakeHls[] = [];
  class FakeHls {
    static Events = {
      MANIFEST_PARSED: "hlsManifestParsed",
      FRAG_LOADED: "hlsFragLoaded",
      ERROR: "hlsError",
    };
    static ErrorTypes = { MEDIA_ERROR: "mediaError", NETWORK_ERROR: "networkError" };
    static isSupported = () => true;
    /** Its default loader: what a fragment loader built on it wraps (never run here). */
    static DefaultConfig = {
      loader: class {
        stats = { loading: { start: 0, first: 0, end: 0 } };
      },
    };
    levels: { height: number; bitrate: number; averageBitrate: number }[] = [];
    startLevel = -1;
    currentLevel = -1;
    autoLevelCapping = -1;
    manualLevel = -1;
    bandwidthEstimate = 500_000;
    source: string | null = null;
    media: HTMLMediaElement | null = null;
    destroyed = false;
    recovered = 0;
    handlers = new Map<string, Handler[]>();
    constructor(readonly config: Record<string, unknown>) {
      instances.push(this);
    }
    on(event: string, handler: Handler) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    }
    off(event: string, handler: Handler) {
      this.handlers.set(
        event,
        (this.handlers.get(event) ?? []).filter((h) => h !== handler),
      );
    }
    emit(event: string, data: unknown = {}) {
      for (const handler of this.handlers.get(event) ?? []) handler(event, data as never);
    }
    loadSource(url: string) {
      this.source = url;
    }
    attachMedia(media: HTMLMediaElement) {
      this.media = media;
    }
    recoverMediaError() {
      this.recovered += 1;
    }
    destroy() {
      this.destroyed = true;
    }
    /** The manifest is in with these rungs (heights, bits per second). */
    parse(rungs: [number, number][]) {
      this.levels = rungs.map(([height, bitrate]) => ({
        height,
        bitrate,
        averageBitrate: bitrate,
      }));
      this.emit(FakeHls.Events.MANIFEST_PARSED);
    }
  }
  return { Hls: FakeHls as unknown as typeof Hls, instances };
}

export type FakeHls = ReturnType<typeof fakeHlsClass>["instances"][number];
