import fp from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";
import { Gauge, Registry, collectDefaultMetrics } from "prom-client";
import type { ModuleOptions } from "../../lib/module-options.ts";
import "./metrics.public.ts";
import { httpDurations } from "./http-metrics.ts";
import { mayReadMetrics } from "./metrics-access.ts";
import { startMetricsServer } from "./metrics-server.ts";

/**
 * `GET /metrics` (issue 44): this process's metrics in Prometheus's text format — request
 * durations by route and status, the event loop's delay, heap and GC (prom-client's defaults),
 * the job queue's backlog per job type — for a direct connection from this machine or a bearer
 * of METRICS_TOKEN; anyone else gets 404, as if there were nothing there.
 */
const metricsModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  const registry = new Registry();
  registry.setDefaultLabels({ role: config.ROLES.replace(",", "+") });
  collectDefaultMetrics({ register: registry });
  app.decorate("metrics", registry);
  const servers: { close(): Promise<void> }[] = [];
  app.decorate("serveMetrics", async (at: { port: number; host: string }) => {
    const server = await startMetricsServer(registry, config.METRICS_TOKEN, at);
    servers.push(server);
    return { port: server.port };
  });
  app.addHook("onClose", async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  const durations = httpDurations(registry);
  app.addHook("onResponse", async (request, reply) => {
    durations.observe(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1_000,
    );
  });

  // `job_type`, not `job`: Prometheus gives every series the scrape job's `job` label.
  const backlog = () => app.jobs.queue.backlog();
  new Gauge({
    name: "tazama_jobs_waiting",
    help: "Jobs queued or waiting for a retry, by job type",
    labelNames: ["job_type"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await backlog()) this.set({ job_type: row.name }, row.waiting);
    },
  });
  new Gauge({
    name: "tazama_jobs_oldest_waiting_seconds",
    help: "Age of the oldest job waiting to run, by job type",
    labelNames: ["job_type"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await backlog()) this.set({ job_type: row.name }, row.oldestSeconds);
    },
  });

  app.get(
    "/metrics",
    { schema: { hide: true }, config: { shedLoad: false } },
    async (request, reply) => {
      // Refused as any unknown address is answered: nothing says there is something here.
      if (!mayReadMetrics(request, config.METRICS_TOKEN)) {
        reply.callNotFound();
        return reply;
      }
      reply.header("cache-control", "no-store");
      reply.type(registry.contentType);
      return registry.metrics();
    },
  );
};

export default fp(metricsModule, { name: "metrics", dependencies: ["jobs"] });
