import {
  DOWNLOAD_PATHS,
  apiErrorSchema,
  downloadBodySchema,
  downloadDeviceBodySchema,
  downloadDeviceKeyBodySchema,
  downloadDeviceSchema,
  downloadGrantSchema,
  downloadOptionsSchema,
  downloadRenewBodySchema,
  downloadsSchema,
  licenceStatusBodySchema,
  licenceStatusSchema,
} from "@tazama/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { tooManyRequests } from "../../lib/http-error.ts";
import { requireAccess } from "../../plugins/access.ts";
import type { DownloadsService } from "./downloads.service.ts";

const idParams = z.object({ id: z.uuid() });
/** Licence checks per address a minute (a device asks when Downloads or the app opens). */
const LICENCE_STATUS_PER_MINUTE = 30;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const userOf = async (request: FastifyRequest) => (await request.viewer())!.userId;

/** `users/downloads`: devices, downloads and their licences (issue 19). */
export const downloadsRoutes: FastifyPluginAsyncZod<{ service: DownloadsService }> = async (
  app,
  { service },
) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  // A device asks each time Downloads or the app opens online: a few times a minute at most.
  const perAddress = app.createRateLimit({
    max: LICENCE_STATUS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `licence-status:${request.ip}`,
  });
  app.post(
    DOWNLOAD_PATHS.licenceStatus,
    {
      preHandler: async (request) => {
        const result = await perAddress(request);
        if (!result.isAllowed && result.isExceeded) {
          throw tooManyRequests(
            "downloads/too-many-checks",
            "Too many checks of downloads. Please wait a minute.",
            result.ttl,
          );
        }
      },
      schema: {
        summary:
          "Whether each licence a device keeps still holds, and why not (no session needed: the account may be closed)",
        body: licenceStatusBodySchema,
        response: { 200: licenceStatusSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => service.status(request.body.licences),
  );

  app.get(
    DOWNLOAD_PATHS.list,
    {
      preHandler: requireAccess("downloads.read"),
      schema: {
        summary: "The caller's download devices and downloads, the limits, the licence key",
        response: { 200: downloadsSchema, ...errors },
      },
    },
    async (request) => service.list(await userOf(request)),
  );

  app.get(
    DOWNLOAD_PATHS.options,
    {
      preHandler: requireAccess("downloads.read"),
      schema: {
        summary: "The qualities a title the caller may watch downloads at, with their bytes",
        params: z.object({ ref: z.string().min(1).max(100) }),
        response: {
          200: downloadOptionsSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => service.options(await userOf(request), request.params.ref),
  );

  app.post(
    DOWNLOAD_PATHS.devices,
    {
      preHandler: requireAccess("downloads.manage"),
      schema: {
        summary: "Set up this browser for downloads with its public key (at most 5 devices)",
        body: downloadDeviceBodySchema,
        response: { 201: downloadDeviceSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return service.registerDevice(await userOf(request), request.body);
    },
  );

  app.put(
    DOWNLOAD_PATHS.device,
    {
      preHandler: requireAccess("downloads.manage"),
      schema: {
        summary:
          "Give a device a new public key (an account signing in again where it signed out keeps its place)",
        params: idParams,
        body: downloadDeviceKeyBodySchema,
        response: { 200: downloadDeviceSchema, ...errors },
      },
    },
    async (request) =>
      service.rekeyDevice(await userOf(request), request.params.id, request.body.publicKey),
  );

  app.delete(
    DOWNLOAD_PATHS.device,
    {
      preHandler: requireAccess("downloads.manage"),
      schema: {
        summary: "Remove a device and its downloads (frees its place)",
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeDevice(await userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    DOWNLOAD_PATHS.list,
    {
      preHandler: requireAccess("downloads.manage"),
      schema: {
        summary:
          "Download a title the caller may watch at one quality on one device: its licence and signed URLs (at most 25 downloads)",
        body: downloadBodySchema,
        response: { 200: downloadGrantSchema, 403: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => service.create(await userOf(request), request.body),
  );

  app.post(
    DOWNLOAD_PATHS.licence,
    {
      preHandler: requireAccess("downloads.manage"),
      schema: {
        summary: "Renew a download's licence (and its URLs); reports an offline first play",
        params: idParams,
        body: downloadRenewBodySchema,
        response: { 200: downloadGrantSchema, 403: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const at = request.body.firstPlayedAt;
      return service.renew(await userOf(request), request.params.id, at ? new Date(at) : undefined);
    },
  );

  app.delete(
    DOWNLOAD_PATHS.download,
    {
      preHandler: requireAccess("downloads.manage"),
      schema: {
        summary: "Remove a download (frees its place)",
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(await userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
