import { Histogram, type Registry } from "prom-client";

/** Request durations, in seconds: from a cached page (~1 ms) to a slow upload's answer. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * `http_request_duration_seconds{method,route,status_code}`: `route` is the route's pattern
 * (`/api/v1/content/:ref`), never the URL (one series per route, not one per title); a request no
 * route matched counts as `unmatched`.
 */
export function httpDurations(registry: Registry) {
  const histogram = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration in seconds, by method, route pattern and status code",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  return {
    observe(method: string, route: string | undefined, status: number, seconds: number) {
      histogram.observe(
        { method, route: route ?? "unmatched", status_code: String(status) },
        seconds,
      );
    },
  };
}
