import { Histogram } from "prom-client";
import type { MetricsRegistry } from "../metrics/metrics.public.ts";

/**
 * `tazama_transcode_seconds_per_source_minute{action}`: how long a finished transcode took for
 * each minute of its source (ADR 0076), observed by the worker that ran it. Under 60 is faster
 * than real time.
 */
export function transcodeMetrics(registry: MetricsRegistry) {
  const perMinute = new Histogram({
    name: "tazama_transcode_seconds_per_source_minute",
    help: "Wall time of a finished transcode per minute of source video, by job action",
    labelNames: ["action"] as const,
    buckets: [5, 10, 20, 30, 60, 90, 120, 180, 300, 600],
    registers: [registry],
  });
  return ({
    action,
    elapsedMs,
    sourceS,
  }: {
    action: string;
    elapsedMs: number;
    sourceS: number;
  }) => {
    if (sourceS > 0) perMinute.observe({ action }, elapsedMs / 1000 / (sourceS / 60));
  };
}
