import { streamFailureBodySchema, streamGrantSchema } from "@tazama/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../../lib/http-error.ts";
import { parseRange } from "../../lib/byte-range.ts";
import { contentTypeOf, isServable, type MediaFiles } from "./media-files.ts";
import { type StreamingService, publicGrant } from "./streaming.service.ts";

export interface StreamingRoutesOptions {
  service: StreamingService;
  files: MediaFiles;
  /** The signed-in caller's user id, or null. */
  viewerId: (request: FastifyRequest) => Promise<string | null>;
}

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

export const streamRequestBodySchema = z.object({
  ref: z.string().min(1).max(100),
  kind: z.enum(["main", "trailer"]).default("main"),
});

const mediaParams = z.object({
  assetId: z.string().max(64),
  token: z.string().max(200),
  "*": z.string().max(200),
});

/** The URL carries the token: private, and immutable for its (short) life. */
const MEDIA_CACHE_CONTROL = "private, max-age=3600, immutable";

/** Playlists go compressed (text: an 18 KB one is ~1 KB in brotli); segments as they are. */
const PLAYLIST_TYPE = /^application\/vnd\.apple\.mpegurl$/;

function sendBytes(request: FastifyRequest, reply: FastifyReply, data: Buffer, type: string) {
  if (PLAYLIST_TYPE.test(type)) {
    // Whole, whatever Range says (the player never asks for part of one): the compressed body
    // has other offsets than the file.
    return reply
      .header("content-type", type)
      .header("cache-control", MEDIA_CACHE_CONTROL)
      .send(data);
  }
  const range = parseRange(request.headers.range, data.length);
  if (range === "unsatisfiable") {
    reply.header("content-range", `bytes */${data.length}`);
    throw new HttpError(416, "media/range", "Range not satisfiable.");
  }
  reply
    .header("content-type", type)
    .header("accept-ranges", "bytes")
    .header("cache-control", MEDIA_CACHE_CONTROL);
  if (range) {
    return reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${data.length}`)
      .send(data.subarray(range.start, range.end + 1));
  }
  return reply.send(data);
}

/** The stream request, and the media files and keys it signs URLs for. */
export async function streamingRoutes(app: FastifyInstance, options: StreamingRoutesOptions) {
  const { service, files } = options;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/api/v1/content/stream/request",
    {
      schema: {
        body: streamRequestBodySchema,
        response: {
          200: streamGrantSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewerId = await options.viewerId(request);
      const grant = await service.requestStream(viewerId, request.body.ref, request.body.kind);
      reply.header("cache-control", "no-store");
      return publicGrant(grant);
    },
  );

  typed.post(
    "/api/v1/content/stream/failure",
    {
      schema: {
        body: streamFailureBodySchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const viewerId = await options.viewerId(request);
      if (!viewerId) throw new HttpError(401, "auth/unauthenticated", "Please log in to continue.");
      await service.reportFailure(viewerId, request.body);
      return reply.status(204).send(null);
    },
  );

  typed.get(
    "/media/:assetId/:token/key",
    { schema: { params: mediaParams.omit({ "*": true }) }, compress: false },
    async (request, reply) => {
      const { assetId, token } = request.params;
      const key = await service.key(assetId, token, await options.viewerId(request));
      return reply
        .header("content-type", "application/octet-stream")
        .header("cache-control", "private, no-store")
        .send(key);
    },
  );

  typed.get(
    "/media/:assetId/:token/*",
    { schema: { params: mediaParams }, compress: { customTypes: PLAYLIST_TYPE, threshold: 256 } },
    async (request, reply) => {
      const { assetId, token } = request.params;
      const file = request.params["*"];
      const storageKey = await service.authorizeFile(assetId, token);
      if (!isServable(file)) throw new HttpError(404, "media/not-found", "No such media file.");
      const data = await files.read(storageKey, file);
      if (!data) {
        // A file the playlist names is gone: our failure (a typo in a URL is not).
        if (/^[\w-]+\/(?:index\.m3u8|init[\w-]*\.mp4|seg_\d+\.m4s)$/.test(file)) {
          await service.fileMissing(assetId, token, file);
        }
        throw new HttpError(404, "media/not-found", "No such media file.");
      }
      return sendBytes(request, reply, data, contentTypeOf(file));
    },
  );

  // Anything else under /media carries no token.
  typed.get("/media/*", { compress: false }, async () => {
    throw new HttpError(401, "media/token-missing", "This media link needs a valid token.");
  });
}
