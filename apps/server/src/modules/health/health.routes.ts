import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const statusSchema = z.object({ status: z.enum(["ok", "unavailable"]) });
/** Ready, with what works in a reduced way (e.g. "video: waiting for ffmpeg (…)"), if anything. */
const readySchema = statusSchema.extend({ notes: z.array(z.string()).optional() });

export interface HealthOptions {
  ping: () => Promise<void>;
  /** Degradations that do not stop the server from serving; none by default. */
  notes?: () => string[];
}

/** Liveness (the process answers) and readiness (the database answers, with any notes). */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { ping, notes }) => {
  app.get(
    "/healthz",
    { schema: { response: { 200: statusSchema } }, config: { shedLoad: false } },
    async (_req, reply) => {
      reply.header("cache-control", "no-store");
      return { status: "ok" as const };
    },
  );

  app.get(
    "/readyz",
    { schema: { response: { 200: readySchema, 503: statusSchema } }, config: { shedLoad: false } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      try {
        await ping();
      } catch (error) {
        request.log.warn({ err: error }, "database not reachable");
        return reply.status(503).send({ status: "unavailable" as const });
      }
      const current = notes?.() ?? [];
      return current.length > 0
        ? { status: "ok" as const, notes: current }
        : { status: "ok" as const };
    },
  );
};
