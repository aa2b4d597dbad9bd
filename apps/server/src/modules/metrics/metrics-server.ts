import Fastify from "fastify";
import type { Registry } from "prom-client";
import { mayReadMetrics } from "./metrics-access.ts";

/** The API's answer to an unknown address (web-app.routes.ts), so nothing says more is here. */
const notFound = (method: string, path: string) => ({
  error: { code: "not_found", message: `${method} ${path.split("?")[0]} does not exist.` },
});

/** Where a metrics server listens. */
export interface MetricsListen {
  port: number;
  host: string;
}

/**
 * `GET /metrics` alone, on a port of its own: for a process that answers no other HTTP (a
 * worker, ROLES=worker), so a Prometheus scrapes it as it scrapes the API. The same rule as the
 * API's /metrics: a direct connection from this machine or a bearer of METRICS_TOKEN; anything
 * else is 404. Returns the port it listens on (the one given, or the free one picked for 0).
 */
export async function startMetricsServer(
  registry: Registry,
  token: string | undefined,
  { port, host }: MetricsListen,
) {
  const server = Fastify({ logger: false });
  server.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send(notFound(request.method, request.url)),
  );
  server.get("/metrics", async (request, reply) => {
    if (!mayReadMetrics(request, token)) {
      return reply.code(404).send(notFound(request.method, "/metrics"));
    }
    reply.header("cache-control", "no-store");
    reply.type(registry.contentType);
    return registry.metrics();
  });
  await server.listen({ port, host });
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    close: () => server.close(),
  };
}
