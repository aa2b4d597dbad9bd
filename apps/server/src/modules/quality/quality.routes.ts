import {
  QUALITY_BEACON_MAX_BYTES,
  QUALITY_PATHS,
  QUALITY_TABLES,
  errorResponses,
  qualityBeaconSchema,
  qualityQuerySchema,
  qualityReportSchema,
} from "@tazama/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError, tooManyRequests } from "../../lib/http-error.ts";
import { requireAccess } from "../../plugins/access.ts";
import type { QualityService } from "./quality.service.ts";

/** Beacons per address per minute: a viewing sends about two, a household several viewings. */
export const BEACONS_PER_ADDRESS = { max: 60, windowMs: 60_000 };

/**
 * `POST /quality/beacons` from any player (anonymous too; the account when its session cookie
 * came), and the console's quality report with its CSV tables.
 */
export async function qualityRoutes(
  app: FastifyInstance,
  options: { service: QualityService; beaconsPerAddress?: typeof BEACONS_PER_ADDRESS },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const window = options.beaconsPerAddress ?? BEACONS_PER_ADDRESS;

  // sendBeacon sends a string as text/plain (a Blob may say application/json): in this scope,
  // text/plain is JSON too. The route's bodyLimit stops the reading past the limit.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("text/plain", { parseAs: "string" }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, "request/invalid", "The body is not JSON."), undefined);
    }
  });

  const perAddress = app.createRateLimit({
    max: window.max,
    timeWindow: window.windowMs,
    keyGenerator: (request) => `quality-beacon-ip:${request.ip}`,
  });

  typed.post(
    QUALITY_PATHS.beacons,
    {
      bodyLimit: QUALITY_BEACON_MAX_BYTES,
      // Counted before the body is read: a flood is refused cheaply.
      onRequest: async (request) => {
        const result = await perAddress(request);
        if (!result.isAllowed && result.isExceeded) {
          throw tooManyRequests(
            "quality/too-many-beacons",
            "Too many quality reports from this address.",
            result.ttl,
          );
        }
      },
      schema: {
        summary: "A player's playback-quality beacon (sendBeacon: text/plain or JSON)",
        body: qualityBeaconSchema,
        response: { 204: z.null(), ...errorResponses(400, 404, 413, 429, 503) },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      await options.service.record(request.body, viewer?.userId ?? null);
      return reply.status(204).send(null);
    },
  );

  typed.get(
    QUALITY_PATHS.report,
    {
      onRequest: requireAccess("reports.read"),
      schema: {
        summary: "Playback quality of the last N days (admins)",
        querystring: qualityQuerySchema,
        response: { 200: qualityReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      void reply.header("cache-control", "private, no-store");
      return options.service.report(request.query);
    },
  );

  typed.get(
    QUALITY_PATHS.csv,
    {
      onRequest: requireAccess("reports.read"),
      schema: {
        summary: "One table of the playback-quality report as CSV (admins)",
        params: z.object({ table: z.enum(QUALITY_TABLES) }),
        querystring: qualityQuerySchema,
        response: { 200: z.string(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { name, body } = await options.service.csv(request.params.table, request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "private, no-store")
        .send(body);
    },
  );
}
