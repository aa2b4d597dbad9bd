import type { Registry } from "prom-client";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * This process's Prometheus registry (`GET /metrics`): a module adds its own counters and
     * gauges to it (`registers: [app.metrics]`), named `tazama_<module>_<what>`.
     */
    metrics: Registry;
    /**
     * Serves this registry's `GET /metrics` on a port of its own (for a worker, which answers no
     * other HTTP; server.ts calls it with METRICS_PORT). Closed with the app. Returns the port.
     */
    serveMetrics(at: { port: number; host: string }): Promise<{ port: number }>;
  }
}

export type { Registry as MetricsRegistry };
