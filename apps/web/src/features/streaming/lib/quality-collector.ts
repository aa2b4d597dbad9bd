import {
  NETWORK_TYPES,
  type NetworkType,
  QUALITY_MAX_ERRORS,
  QUALITY_MAX_STALLS,
  QUALITY_MAX_SWITCHES,
  type QualityBeacon,
} from "@tazama/contracts";

/** How often a viewing reports while it has news (ADR 0072). */
export const QUALITY_EVERY_MS = 30_000;

export interface QualityCollectorDeps {
  /** Milliseconds on one steady clock (performance.now in the page). */
  now: () => number;
  /** Sends one beacon's text (navigator.sendBeacon in the page). */
  send: (body: string) => void;
  /** The viewing's random id. */
  id: string;
  ref: string;
  kind: "main" | "trailer";
  /** The network type now (the Network Information API's effectiveType). */
  network: () => NetworkType;
  /** Only one summary at the end (Save-Data, or the data limit reached). */
  summaryOnly: () => boolean;
  /** Where the startup is measured from: Play pressed, the page opened, or now. */
  startAt: number;
}

type Mode = "idle" | "playing" | "stalled";

/**
 * What one viewing was like, batched into compact beacons (ADR 0072): the time from Play to the
 * first frame, each stall and its length, rendition changes and the time-weighted bitrate, errors,
 * and whether the viewer left before the first frame. Pure: time and sending are injected.
 */
export function createQualityCollector(deps: QualityCollectorDeps) {
  let origin = deps.startAt;
  let awaitingPlay = false;
  let startupMs: number | null = null;
  let startupSent = false;
  let failed = false;
  let failureSent = false;
  let ended = false;
  let seq = 0;
  let seeking = false;

  let mode: Mode = "idle";
  let since = deps.now();
  let stallPosition = 0;
  let rendition: { label: string; kbps: number } | null = null;

  // Since the last beacon.
  let watchMs = 0;
  let kbpsMs = 0;
  let byRendition = new Map<string, number>();
  let stalls: [number, number][] = [];
  let switches: [number, string][] = [];
  let errors: [number, string][] = [];

  /** Counts the time since the last change into the current mode's total. */
  function settle(at = deps.now()) {
    const elapsed = Math.max(0, at - since);
    since = at;
    if (mode === "playing") {
      watchMs += elapsed;
      if (rendition) {
        kbpsMs += rendition.kbps * elapsed;
        byRendition.set(rendition.label, (byRendition.get(rendition.label) ?? 0) + elapsed);
      }
    }
    return elapsed;
  }

  function endStall(at = deps.now()) {
    if (mode !== "stalled") return;
    const ms = Math.round(settle(at));
    const stall: [number, number] = [round1(stallPosition), ms];
    // Past the cap, the time still counts: it joins the last stall.
    if (stalls.length < QUALITY_MAX_STALLS) stalls.push(stall);
    else stalls[stalls.length - 1]![1] += ms;
    mode = "idle";
  }

  function to(next: Mode, at = deps.now()) {
    if (mode === "stalled") endStall(at);
    else settle(at);
    mode = next;
  }

  function dominant(): string | undefined {
    let best: string | undefined;
    let longest = -1;
    for (const [label, ms] of byRendition) {
      if (ms > longest) [best, longest] = [label, ms];
    }
    return best ?? rendition?.label;
  }

  function beacon(final: boolean): QualityBeacon | null {
    if (mode === "stalled" && final) endStall();
    else if (mode !== "stalled") settle();
    const news =
      watchMs >= 1 ||
      stalls.length > 0 ||
      switches.length > 0 ||
      errors.length > 0 ||
      (startupMs !== null && !startupSent) ||
      (failed && !failureSent);
    // A last beacon goes even without news: it says the viewing ended.
    if (!final && !news) return null;
    const label = dominant();
    const w = Math.round(watchMs);
    const body: QualityBeacon = {
      v: 1,
      id: deps.id,
      s: seq,
      ref: deps.ref,
      k: deps.kind === "main" ? "m" : "t",
      n: deps.network(),
      w,
      ...(startupMs !== null && !startupSent ? { su: startupMs } : {}),
      ...(final && startupMs === null ? { x: 1 as const } : {}),
      ...(failed && !failureSent ? { fa: 1 as const } : {}),
      ...(final ? { f: 1 as const } : {}),
      ...(stalls.length > 0 ? { st: stalls } : {}),
      ...(switches.length > 0 ? { sw: switches } : {}),
      ...(errors.length > 0 ? { e: errors } : {}),
      ...(label ? { r: label } : {}),
      ...(w > 0 && kbpsMs > 0 ? { b: Math.round(kbpsMs / watchMs) } : {}),
    };
    seq += 1;
    if (startupMs !== null) startupSent = true;
    if (failed) failureSent = true;
    watchMs = 0;
    kbpsMs = 0;
    byRendition = new Map();
    stalls = [];
    switches = [];
    errors = [];
    return body;
  }

  function flush(final: boolean) {
    if (ended) return;
    if (final) ended = true;
    else if (deps.summaryOnly()) return;
    const body = beacon(final);
    if (body) deps.send(JSON.stringify(body));
  }

  return {
    /** Startup counts from the next `play` (a watch party, or a browser that refused autoplay). */
    awaitPlay() {
      if (startupMs === null) awaitingPlay = true;
    },
    /** The video was asked to play (its `play` event). */
    play() {
      if (awaitingPlay && startupMs === null) {
        origin = deps.now();
        awaitingPlay = false;
      }
    },
    /** The first frame is shown (once); `at` when it was, if earlier than now. */
    firstFrame(at = deps.now()) {
      if (startupMs !== null || ended) return;
      startupMs = Math.max(0, Math.round(at - origin));
      awaitingPlay = false;
    },
    /** Frames are moving (`playing`): ends a stall. */
    playing() {
      seeking = false;
      if (mode !== "playing") to("playing");
    },
    /** Paused, ended or gone: the clock of watching stops. */
    stopped() {
      if (mode !== "idle") to("idle");
    },
    /** The video waits for data (`waiting`): a stall, unless before the first frame or a seek. */
    waiting(positionS: number) {
      if (startupMs === null || seeking || mode === "stalled") return;
      to("stalled");
      stallPosition = positionS;
    },
    /** A seek: its wait is not watching, nor a stall (a stall it cuts short counts up to it). */
    seeking() {
      seeking = true;
      if (mode !== "idle") to("idle");
    },
    /** The rendition playing from now on (hls.js's level switch). */
    rendition(label: string, kbps: number, positionS: number) {
      if (rendition?.label === label && rendition.kbps === kbps) return;
      settle();
      rendition = { label, kbps };
      if (switches.length < QUALITY_MAX_SWITCHES) switches.push([round1(positionS), label]);
    },
    /** An error; a fatal one marks the viewing failed (said once). */
    error(code: string, positionS: number, fatal: boolean) {
      if (errors.length < QUALITY_MAX_ERRORS) errors.push([round1(positionS), safeCode(code)]);
      if (fatal) failed = true;
    },
    /** Every QUALITY_EVERY_MS: a beacon if there is news (none in summary-only mode). */
    tick() {
      flush(false);
    },
    /** The viewing is over (pagehide, another video, leaving the player): its last beacon. */
    end() {
      flush(true);
    },
    /** Forgets the viewing unsent (a player gone at once: React's StrictMode remount in dev). */
    discard() {
      ended = true;
    },
    startupMs: () => startupMs,
  };
}

const round1 = (n: number) => Math.round(Math.max(0, n) * 10) / 10;

/** A code as the contract takes it: letters, digits and `_./-`, at most 64. */
const safeCode = (code: string) => code.replace(/[^A-Za-z0-9_./-]/g, "_").slice(0, 64) || "unknown";

/** The contract's network type for the Network Information API's effectiveType. */
export function networkType(effectiveType: string | undefined): NetworkType {
  return (NETWORK_TYPES as readonly string[]).includes(effectiveType ?? "")
    ? (effectiveType as NetworkType)
    : "unknown";
}

/** hls.js's level as the contract's rendition: "720p avc1", "audio mp4a". */
export function renditionLabel(height: number, codec: string | undefined): string {
  const family = (codec ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .slice(0, 4);
  return height > 0 ? `${height}p ${family || "video"}` : `audio ${family || "aac"}`;
}
