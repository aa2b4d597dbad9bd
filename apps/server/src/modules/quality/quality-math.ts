import {
  type QualityBeacon,
  type QualityFigures,
  STARTUP_BUCKETS,
  STARTUP_BUCKET_EDGES_MS,
  startupBucket,
} from "@tazama/contracts";

/** What one beacon adds to its aggregate row (or what a set of rows adds up to). */
export interface QualitySums {
  plays: number;
  failures: number;
  exitsBeforeStart: number;
  startups: number;
  startupMsSum: number;
  startupBuckets: number[];
  watchMs: number;
  stalls: number;
  stallMs: number;
  bitrateKbpsMs: number;
  errors: number;
}

export const emptySums = (): QualitySums => ({
  plays: 0,
  failures: 0,
  exitsBeforeStart: 0,
  startups: 0,
  startupMsSum: 0,
  startupBuckets: new Array<number>(STARTUP_BUCKETS).fill(0),
  watchMs: 0,
  stalls: 0,
  stallMs: 0,
  bitrateKbpsMs: 0,
  errors: 0,
});

/**
 * A beacon's share of the aggregates. A viewing is one play, counted by the beacon that carries
 * its startup (first frame) or its exit before one; a failure is counted by the beacon that says
 * so (the player says it once per viewing). A viewing that failed before its first frame is a
 * failure, not an exit.
 */
export function beaconSums(beacon: QualityBeacon): QualitySums {
  const sums = emptySums();
  const started = beacon.su !== undefined;
  if (started || beacon.x === 1) sums.plays = 1;
  if (beacon.fa === 1) sums.failures = 1;
  if (!started && beacon.x === 1 && beacon.fa !== 1) sums.exitsBeforeStart = 1;
  if (started) {
    sums.startups = 1;
    sums.startupMsSum = beacon.su!;
    sums.startupBuckets[startupBucket(beacon.su!)] = 1;
  }
  sums.watchMs = beacon.w;
  const stalls = beacon.st ?? [];
  sums.stalls = stalls.length;
  sums.stallMs = stalls.reduce((total, [, ms]) => total + ms, 0);
  sums.bitrateKbpsMs = (beacon.b ?? 0) * beacon.w;
  sums.errors = beacon.e?.length ?? 0;
  return sums;
}

/** Adds `more` into `into` (histograms bucket by bucket). */
export function addSums(into: QualitySums, more: QualitySums): QualitySums {
  into.plays += more.plays;
  into.failures += more.failures;
  into.exitsBeforeStart += more.exitsBeforeStart;
  into.startups += more.startups;
  into.startupMsSum += more.startupMsSum;
  for (let i = 0; i < STARTUP_BUCKETS; i += 1) {
    into.startupBuckets[i] = (into.startupBuckets[i] ?? 0) + (more.startupBuckets[i] ?? 0);
  }
  into.watchMs += more.watchMs;
  into.stalls += more.stalls;
  into.stallMs += more.stallMs;
  into.bitrateKbpsMs += more.bitrateKbpsMs;
  into.errors += more.errors;
  return into;
}

const GROWTH = STARTUP_BUCKET_EDGES_MS[1]! / STARTUP_BUCKET_EDGES_MS[0]!;

/** The bounds (ms) of histogram bucket `i`; the open ends get one step of growth. */
function bucketBounds(i: number): [number, number] {
  const edges = STARTUP_BUCKET_EDGES_MS;
  const last = edges.length - 1;
  const low = i === 0 ? edges[0]! / GROWTH : edges[i - 1]!;
  const high = i > last ? edges[last]! * GROWTH : edges[i]!;
  return [low, high];
}

/**
 * The p-quantile (0 < p ≤ 1) of the startups counted in `buckets`, interpolated on a log scale
 * inside its bucket (the buckets grow geometrically); null with no startup.
 */
export function histogramQuantile(buckets: readonly number[], p: number): number | null {
  const total = buckets.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = p * total;
  let below = 0;
  for (let i = 0; i < buckets.length; i += 1) {
    const count = buckets[i] ?? 0;
    if (count > 0 && below + count >= rank) {
      const [low, high] = bucketBounds(i);
      const share = Math.min(1, Math.max(0, (rank - below) / count));
      return Math.round(low * (high / low) ** share);
    }
    below += count;
  }
  return null;
}

const pct = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0;

/** The console's figures from summed aggregates. */
export function figuresOf(sums: QualitySums): QualityFigures {
  return {
    plays: sums.plays,
    startupP50Ms: histogramQuantile(sums.startupBuckets, 0.5),
    startupP95Ms: histogramQuantile(sums.startupBuckets, 0.95),
    rebufferingPct: pct(sums.stallMs, sums.watchMs + sums.stallMs),
    stalls: sums.stalls,
    failurePct: pct(sums.failures, sums.plays),
    exitBeforeStartPct: pct(sums.exitsBeforeStart, sums.plays),
    watchHours: Math.round((sums.watchMs / 3_600_000) * 100) / 100,
    avgBitrateKbps: sums.watchMs > 0 ? Math.round(sums.bitrateKbpsMs / sums.watchMs) : null,
  };
}

/** Sums of rows grouped by `key`, in first-seen order. */
export function groupSums<R extends QualitySums, K>(
  rows: readonly R[],
  key: (row: R) => K,
): Map<K, QualitySums> {
  const groups = new Map<K, QualitySums>();
  for (const row of rows) {
    const k = key(row);
    const sums = groups.get(k) ?? emptySums();
    addSums(sums, row);
    groups.set(k, sums);
  }
  return groups;
}

/** At least this many plays before a title can be among the worst. */
export const WORST_MIN_PLAYS = 3;

/**
 * The worst titles: those with at least WORST_MIN_PLAYS plays and some rebuffering or failure,
 * by rebuffering % + failure % (both shares of what a viewer suffered), worst first.
 */
export function worstOf<T extends QualityFigures>(rows: readonly T[], limit = 5): T[] {
  const score = (r: T) => r.rebufferingPct + r.failurePct;
  return rows
    .filter((r) => r.plays >= WORST_MIN_PLAYS && score(r) > 0)
    .sort((a, b) => score(b) - score(a) || b.plays - a.plays)
    .slice(0, limit);
}
