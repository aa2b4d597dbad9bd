/**
 * Quality alerts (issue 44, ADR 0076): the rule, pure. The figures come from the raw beacons of
 * the last ALERT_WINDOW_MS, so a one-minute blip is diluted by the nine minutes around it; a rule
 * needs at least `minPlays` plays in the window, so one viewer cannot set it off or clear it.
 */

/** The rules: the failure share of plays, and the 95th percentile of startup times. */
export type AlertRule = "failures" | "startup";
export const ALERT_RULES: readonly AlertRule[] = ["failures", "startup"];

/** How far back a check looks. */
export const ALERT_WINDOW_MS = 10 * 60_000;

export interface AlertThresholds {
  /** A breach when more than this share of the window's plays failed (0–100). */
  failurePct: number;
  /** A breach when the window's 95th-percentile startup is over this (ms). */
  startupP95Ms: number;
  /** Fewer plays (or startups, for the startup rule) than this: no verdict either way. */
  minPlays: number;
}

/** What a check reads of one raw beacon. */
export interface WindowBeacon {
  receivedAt: Date;
  /** Startup (ms), when this beacon carries the first frame. */
  startupMs: number | null;
  /** The viewing failed for good. */
  failed: boolean;
  /** The viewing ended before its first frame (left, or failed). */
  endedBeforeStart: boolean;
}

export interface WindowFigures {
  /** Viewings that began in the window: a first frame, a failure or an exit before it. */
  plays: number;
  failures: number;
  startups: number;
  failurePct: number;
  /** Nearest-rank 95th percentile of the window's startups; null without any. */
  startupP95Ms: number | null;
}

/** The figures of the beacons received in (now − windowMs, now]. */
export function windowFigures(
  beacons: readonly WindowBeacon[],
  now: Date,
  windowMs = ALERT_WINDOW_MS,
): WindowFigures {
  const since = now.getTime() - windowMs;
  const inWindow = beacons.filter(
    (b) => b.receivedAt.getTime() > since && b.receivedAt.getTime() <= now.getTime(),
  );
  const startups = inWindow
    .flatMap((b) => (b.startupMs === null ? [] : [b.startupMs]))
    .sort((a, b) => a - b);
  // A play is counted once, by the beacon with its first frame or its exit (as the aggregates
  // count it, quality-math.ts); a failure by the beacon that says so.
  const plays = inWindow.filter((b) => b.startupMs !== null || b.endedBeforeStart).length;
  const failures = inWindow.filter((b) => b.failed).length;
  const p95 = startups.length > 0 ? startups[Math.ceil(0.95 * startups.length) - 1]! : null;
  return {
    plays,
    failures,
    startups: startups.length,
    failurePct: plays > 0 ? Math.min(100, Math.round((failures / plays) * 10_000) / 100) : 0,
    startupP95Ms: p95,
  };
}

export interface AlertChange {
  rule: AlertRule;
  /** `breach`: the rule is broken and was not; `recovery`: an open breach is over. */
  change: "breach" | "recovery";
  /** The figure (failure %, or p95 startup in ms) and the threshold it was compared with. */
  value: number;
  threshold: number;
  plays: number;
}

/**
 * What changes now, given the window's figures and the rules whose breach is open: a breach is
 * told once, when it starts, and once more when it is over. Without enough plays nothing changes:
 * an open breach stays open until enough plays show it is over.
 */
export function alertChanges(
  figures: WindowFigures,
  thresholds: AlertThresholds,
  open: ReadonlySet<AlertRule>,
): AlertChange[] {
  const changes: AlertChange[] = [];
  const judge = (rule: AlertRule, enough: boolean, value: number | null, threshold: number) => {
    if (!enough || value === null) return;
    const broken = value > threshold;
    if (broken === open.has(rule)) return;
    changes.push({
      rule,
      change: broken ? "breach" : "recovery",
      value,
      threshold,
      plays: figures.plays,
    });
  };
  judge(
    "failures",
    figures.plays >= thresholds.minPlays,
    figures.failurePct,
    thresholds.failurePct,
  );
  judge(
    "startup",
    figures.startups >= thresholds.minPlays,
    figures.startupP95Ms,
    thresholds.startupP95Ms,
  );
  return changes;
}

/** The rule on a clock: the beacons a check read, the time it is, what is open → what changes. */
export function evaluateQualityAlerts(input: {
  beacons: readonly WindowBeacon[];
  now: Date;
  thresholds: AlertThresholds;
  open: ReadonlySet<AlertRule>;
}): { figures: WindowFigures; changes: AlertChange[] } {
  const figures = windowFigures(input.beacons, input.now);
  return { figures, changes: alertChanges(figures, input.thresholds, input.open) };
}
