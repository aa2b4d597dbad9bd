import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import multipart from "@fastify/multipart";
import { contentRefParamsSchema } from "@tazama/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../../lib/http-error.ts";
import { requireAdmin, requireUser } from "../../plugins/session.ts";
import { contentTypeOf, isServable, type MediaFiles, parseRange } from "./media-files.ts";
import type { MediaService } from "./media.service.ts";

export interface MediaRoutesOptions {
  service: MediaService;
  files: MediaFiles;
  /** The signed-in caller's user id, or null. */
  viewerId: (request: FastifyRequest) => Promise<string | null>;
  /** Where uploaded sources are streamed to. */
  uploadDir: string;
  uploadMaxBytes: number;
}

const assetListSchema = z.object({
  assets: z.array(
    z.object({
      id: z.string(),
      titleRef: z.string(),
      kind: z.enum(["main", "trailer"]),
      status: z.enum(["queued", "processing", "ready", "failed"]),
      failureReason: z.string().nullable(),
      durationS: z.number().nullable(),
      renditions: z.array(z.string()),
      updatedAt: z.string(),
    }),
  ),
});

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

const viewStoredSchema = z.object({ counted: z.boolean(), views: z.number().int() });

export const streamRequestBodySchema = z.object({
  ref: z.string().min(1).max(100),
  kind: z.enum(["main", "trailer"]).default("main"),
});

export const streamGrantSchema = z.object({
  manifestUrl: z.string(),
  expiresAt: z.iso.datetime(),
  resumeAt: z.number().int().min(0),
  renditions: z.array(
    z.object({
      name: z.string(),
      height: z.number().int(),
      bandwidth: z.number().int(),
      bytesTotal: z.number().int(),
    }),
  ),
});

export const progressBodySchema = z.object({
  ref: z.string().min(1).max(100),
  positionS: z.number().min(0).max(86_400),
  durationS: z.number().positive().max(86_400),
});

const mediaParams = z.object({
  assetId: z.string().max(64),
  token: z.string().max(200),
  "*": z.string().max(200),
});

function sendBytes(request: FastifyRequest, reply: FastifyReply, data: Buffer, type: string) {
  const range = parseRange(request.headers.range, data.length);
  if (range === "unsatisfiable") {
    reply.header("content-range", `bytes */${data.length}`);
    throw new HttpError(416, "media/range", "Range not satisfiable.");
  }
  reply
    .header("content-type", type)
    .header("accept-ranges", "bytes")
    // The URL carries the token: private, and immutable for its (short) life.
    .header("cache-control", "private, max-age=3600, immutable");
  if (range) {
    return reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${data.length}`)
      .send(data.subarray(range.start, range.end + 1));
  }
  return reply.send(data);
}

/**
 * An error while reading the multipart body: the parser's own (a body cut short, a malformed
 * part) is the client's → 400; HTTP errors and the disk's (they carry a syscall) stay as they are.
 */
function asUploadError(error: unknown, request: FastifyRequest): unknown {
  const e = error as { statusCode?: number; syscall?: string } | null;
  if (error instanceof HttpError || !e || e.statusCode !== undefined || e.syscall !== undefined) {
    return error;
  }
  request.log.warn({ err: error }, "upload body unreadable");
  return new HttpError(
    400,
    "request/invalid",
    "The upload was cut short or malformed. Send it again.",
  );
}

export async function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions) {
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
      return {
        manifestUrl: grant.manifestUrl,
        expiresAt: grant.expiresAt,
        resumeAt: grant.resumeAt,
        renditions: grant.renditions,
      };
    },
  );

  await app.register(multipart, {
    limits: { fileSize: options.uploadMaxBytes, files: 1, fields: 4, fieldSize: 200 },
  });

  // Admin upload: streamed to disk; the type is what ffprobe finds, never the file name.
  typed.post(
    "/api/v1/admin/media",
    {
      onRequest: requireAdmin,
      schema: {
        response: {
          202: z.object({ assetId: z.string(), status: z.literal("queued") }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          413: errorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(
          400,
          "request/invalid",
          "Send multipart/form-data with ref, kind, file.",
        );
      }
      await mkdir(options.uploadDir, { recursive: true });
      const fields: Record<string, string> = {};
      let saved: string | undefined;
      try {
        try {
          for await (const part of request.parts()) {
            if (part.type === "field") {
              fields[part.fieldname] = String(part.value);
            } else if (part.fieldname === "file" && !saved) {
              saved = path.join(options.uploadDir, `${randomUUID()}.upload`);
              await pipeline(part.file, createWriteStream(saved));
              if (part.file.truncated) {
                throw new HttpError(413, "media/too-large", "The file is larger than allowed.");
              }
            } else {
              part.file.resume();
            }
          }
        } catch (error) {
          throw asUploadError(error, request);
        }
        const parsed = z
          .object({ ref: contentRefParamsSchema.shape.ref, kind: z.enum(["main", "trailer"]) })
          .safeParse({ ref: fields.ref, kind: fields.kind ?? "main" });
        if (!parsed.success || !saved) {
          throw new HttpError(400, "request/invalid", "Send the fields ref and kind, and a file.");
        }
        const asset = await service.ingest({
          sourcePath: saved,
          titleRef: parsed.data.ref,
          kind: parsed.data.kind,
        });
        return await reply.status(202).send({ assetId: asset.id, status: "queued" as const });
      } catch (error) {
        if (saved) await rm(saved, { force: true });
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          throw new HttpError(413, "media/too-large", "The file is larger than allowed.");
        }
        throw error;
      }
    },
  );

  typed.get(
    "/api/v1/admin/media",
    {
      onRequest: requireAdmin,
      schema: {
        response: { 200: assetListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ assets: await service.listAssets() }),
  );

  typed.post(
    "/api/v1/views/store",
    {
      onRequest: requireUser,
      schema: {
        summary:
          "Count a view (the player sends it after 30 s of playback). Signed-in viewers only (401 otherwise); it counts only after a stream of the title's main video was granted to this viewer in the last 24 h, once per viewer and title in 24 h: 201 counted, 200 not counted.",
        body: z.object({ ref: z.string().min(1).max(100) }),
        response: {
          200: viewStoredSchema,
          201: viewStoredSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewerId = (await options.viewerId(request))!;
      const stored = await service.storeView(viewerId, request.body.ref);
      reply.header("cache-control", "no-store");
      return reply.status(stored.counted ? 201 : 200).send(stored);
    },
  );

  typed.post(
    "/api/v1/content/progress",
    {
      preHandler: requireUser,
      schema: {
        body: progressBodySchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { ref, positionS, durationS } = request.body;
      const viewerId = (await options.viewerId(request))!;
      await service.saveProgress(viewerId, ref, positionS, durationS);
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
    { schema: { params: mediaParams }, compress: false },
    async (request, reply) => {
      const { assetId, token } = request.params;
      const file = request.params["*"];
      const storageKey = await service.authorizeFile(assetId, token);
      if (!isServable(file)) throw new HttpError(404, "media/not-found", "No such media file.");
      const data = await files.read(storageKey, file);
      if (!data) throw new HttpError(404, "media/not-found", "No such media file.");
      return sendBytes(request, reply, data, contentTypeOf(file));
    },
  );

  // Anything else under /media carries no token.
  typed.get("/media/*", { compress: false }, async () => {
    throw new HttpError(401, "media/token-missing", "This media link needs a valid token.");
  });
}
