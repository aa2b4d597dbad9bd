import { Counter, Histogram } from "prom-client";
import type { MetricsRegistry } from "../metrics/metrics.public.ts";
import type { AlertChange } from "./quality-alerts.ts";
import type { QualityObserver } from "./quality.service.ts";

/**
 * The players' quality in this process's registry (`GET /metrics`, ADR 0071): startup times,
 * stalls, failures and exits before the first frame, by network type. Counted once per stored
 * beacon, so a Prometheus sums them across API processes.
 */
export function qualityMetrics(registry: MetricsRegistry): QualityObserver {
  const labelNames = ["network"] as const;
  const registers = [registry];
  const startup = new Histogram({
    name: "tazama_quality_startup_seconds",
    help: "Play (or a cold /watch open) to the first frame, as players measured it",
    labelNames,
    buckets: [0.5, 1, 1.5, 2, 3, 5, 8, 13, 20],
    registers,
  });
  const plays = new Counter({
    name: "tazama_quality_plays_total",
    help: "Viewings that began (first frame, failure or exit before it)",
    labelNames,
    registers,
  });
  const stalls = new Counter({
    name: "tazama_quality_stalls_total",
    help: "Stalls (rebuffering) players reported",
    labelNames,
    registers,
  });
  const stallSeconds = new Counter({
    name: "tazama_quality_stall_seconds_total",
    help: "Time players spent stalled",
    labelNames,
    registers,
  });
  const failures = new Counter({
    name: "tazama_quality_failures_total",
    help: "Viewings that failed for good",
    labelNames,
    registers,
  });
  const exits = new Counter({
    name: "tazama_quality_exits_before_start_total",
    help: "Viewings left before their first frame",
    labelNames,
    registers,
  });
  return {
    stored(beacon, sums) {
      const labels = { network: beacon.n };
      if (beacon.su !== undefined) startup.observe(labels, beacon.su / 1000);
      if (sums.plays) plays.inc(labels, sums.plays);
      if (sums.stalls) stalls.inc(labels, sums.stalls);
      if (sums.stallMs) stallSeconds.inc(labels, sums.stallMs / 1000);
      if (sums.failures) failures.inc(labels, sums.failures);
      if (sums.exitsBeforeStart) exits.inc(labels, sums.exitsBeforeStart);
    },
  };
}

/**
 * `tazama_quality_alerts_total{rule,change}`: breaches and recoveries told to the admins (ADR
 * 0076). Counted by the worker that told them, so it is read from workers' /metrics.
 */
export function qualityAlertsCounter(registry: MetricsRegistry): (change: AlertChange) => void {
  const alerts = new Counter({
    name: "tazama_quality_alerts_total",
    help: "Quality alerts told to the admins, by rule and change (breach or recovery)",
    labelNames: ["rule", "change"] as const,
    registers: [registry],
  });
  return (change) => {
    alerts.inc({ rule: change.rule, change: change.change });
  };
}
