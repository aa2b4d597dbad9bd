import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const statusSchema = z.object({ status: z.enum(["ok", "unavailable"]) });

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (
  app,
  { ping },
) => {
  app.get("/healthz", { schema: { response: { 200: statusSchema } } }, async (_req, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" as const };
  });

  app.get(
    "/readyz",
    { schema: { response: { 200: statusSchema, 503: statusSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      try {
        await ping();
        return { status: "ok" as const };
      } catch (error) {
        request.log.warn({ err: error }, "database not reachable");
        return reply.status(503).send({ status: "unavailable" as const });
      }
    },
  );
};
