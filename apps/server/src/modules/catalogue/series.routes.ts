import {
  contentRefParamsSchema,
  errorResponses,
  seriesBundlePricesBodySchema,
  seriesBundlePricesSchema,
  seriesResponseSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAccess } from "../../plugins/access.ts";
import { adminRoute } from "../audit/audit.public.ts";
import type { SeriesService } from "./series.service.ts";

/** A series' page (public, cached like title details) and its bundle prices (admins). */
export const seriesRoutes: FastifyPluginAsyncZod<{ service: SeriesService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/v1/series/:ref",
    {
      schema: {
        summary: "A series: its episodes with their prices, and the bundle of them all",
        params: contentRefParamsSchema,
        response: { 200: seriesResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return { series: await service.detail(request.params.ref) };
    },
  );

  app.get(
    "/api/v1/admin/series/:ref/bundle",
    {
      preHandler: requireAccess("catalogue.price"),
      schema: {
        summary: "A series' bundle prices, each with its episodes' price bought one by one",
        params: contentRefParamsSchema,
        response: { 200: seriesBundlePricesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.bundlePrices(request.params.ref),
  );

  adminRoute(
    app,
    {
      method: "PUT",
      url: "/api/v1/admin/series/:ref/bundle",
      permission: "catalogue.price",
      schema: {
        summary: "Set a series' bundle prices (each below its episodes' sum; empty: no bundle)",
        params: contentRefParamsSchema,
        body: seriesBundlePricesBodySchema,
        response: { 200: seriesBundlePricesSchema, ...errorResponses(400, 401, 403, 404) },
      },
      audit: { action: "series.bundle", target: "series" },
    },
    async (request, _reply, audit) =>
      service.setBundlePrices(request.params.ref, request.body.prices, audit),
  );
};
