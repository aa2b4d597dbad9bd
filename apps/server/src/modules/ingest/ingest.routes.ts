import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import multipart from "@fastify/multipart";
import { contentRefParamsSchema } from "@tazama/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../../lib/http-error.ts";
import { requireAccess } from "../../plugins/access.ts";
import type { IngestService } from "./ingest.service.ts";

export interface IngestRoutesOptions {
  service: IngestService;
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

/** Admins: upload a title's video (queued for its transcode) and list every asset's state. */
export async function ingestRoutes(app: FastifyInstance, options: IngestRoutesOptions) {
  const { service } = options;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  await app.register(multipart, {
    limits: { fileSize: options.uploadMaxBytes, files: 1, fields: 4, fieldSize: 200 },
  });

  // Admin upload: streamed to disk; the type is what ffprobe finds, never the file name.
  typed.post(
    "/api/v1/admin/media",
    {
      onRequest: requireAccess("media.upload"),
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
      onRequest: requireAccess("media.read"),
      schema: {
        response: { 200: assetListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ assets: await service.listAssets() }),
  );
}
