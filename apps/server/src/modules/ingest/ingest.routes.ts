import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import multipart from "@fastify/multipart";
import {
  MEDIA_ADMIN_PATHS,
  contentRefParamsSchema,
  mediaAssetListSchema,
  mediaJobListSchema,
  mediaJobQuerySchema,
  mediaJobSchema,
} from "@tazama/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../../lib/http-error.ts";
import { requireAccess } from "../../plugins/access.ts";
import { type AuditContext, adminRoute } from "../audit/audit.public.ts";
import type { IngestService } from "./ingest.service.ts";
import type { MediaJobsService } from "./media-jobs.service.ts";

export interface IngestRoutesOptions {
  service: IngestService;
  jobs: MediaJobsService;
  /** Where uploaded sources are streamed to. */
  uploadDir: string;
  uploadMaxBytes: number;
}

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

/**
 * Admins: upload a title's video in one request (queued for its transcode; the console uses the
 * resumable tus endpoint instead), every asset's state, the job table, retry and rerun.
 */
export async function ingestRoutes(app: FastifyInstance, options: IngestRoutesOptions) {
  const { service } = options;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  /** The entry of an admin's action on a video: on its title, naming the asset. */
  const record = (
    audit: AuditContext,
    action: string,
    target: { titleRef: string; assetId: string },
    after: object,
  ) =>
    audit.record({
      action,
      target: { type: "title", id: target.titleRef },
      after: { ...after, asset: target.assetId },
    });

  await app.register(multipart, {
    limits: { fileSize: options.uploadMaxBytes, files: 1, fields: 4, fieldSize: 200 },
  });

  // Admin upload: streamed to disk; the type is what ffprobe finds, never the file name.
  adminRoute(
    typed,
    {
      method: "POST",
      url: "/api/v1/admin/media",
      permission: "media.upload",
      schema: {
        summary: "Admin: upload a title's video in one request (multipart: ref, kind, file)",
        response: {
          202: z.object({ assetId: z.string(), status: z.literal("queued") }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          413: errorSchema,
        },
      },
      audit: { action: "media.upload", target: "title" },
    },
    async (request, reply, audit) => {
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
      let fileName: string | undefined;
      try {
        try {
          for await (const part of request.parts()) {
            if (part.type === "field") {
              fields[part.fieldname] = String(part.value);
            } else if (part.fieldname === "file" && !saved) {
              saved = path.join(options.uploadDir, `${randomUUID()}.upload`);
              fileName = part.filename;
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
          createdBy: audit.admin.id,
          ...(fileName === undefined ? {} : { fileName }),
        });
        // In the media store now (S3 mode): this disk's copy is not the source.
        if (asset.source.kind === "object") await rm(saved, { force: true });
        await record(
          audit,
          "media.upload",
          { titleRef: parsed.data.ref, assetId: asset.id },
          { job: asset.jobId, kind: parsed.data.kind },
        );
        reply.status(202);
        return { assetId: asset.id, status: "queued" as const };
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
    MEDIA_ADMIN_PATHS.assets,
    {
      onRequest: requireAccess("media.read"),
      schema: {
        querystring: z.object({ titleRef: contentRefParamsSchema.shape.ref.optional() }),
        response: {
          200: mediaAssetListSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => ({ assets: await service.listAssets(request.query.titleRef) }),
  );

  typed.get(
    MEDIA_ADMIN_PATHS.jobs,
    {
      onRequest: requireAccess("media.read"),
      schema: {
        querystring: mediaJobQuerySchema,
        response: { 200: mediaJobListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => service.listJobs(request.query),
  );

  /** How a request that opens a job may be refused. */
  const JOB_REFUSALS = {
    400: errorSchema,
    401: errorSchema,
    403: errorSchema,
    404: errorSchema,
    409: errorSchema,
  };
  const jobAnswer = async (jobId: string) => {
    const { jobs } = await service.listJobs({ page: 1, jobId });
    return jobs[0]!;
  };

  adminRoute(
    typed,
    {
      method: "POST",
      url: MEDIA_ADMIN_PATHS.retry,
      permission: "media.upload",
      schema: {
        summary: "Admin: run a failed transcode job again",
        params: z.object({ id: z.uuid() }),
        response: { 200: mediaJobSchema, ...JOB_REFUSALS },
      },
      audit: { action: "media.retry", target: "job" },
    },
    async (request, _reply, audit) => {
      const job = await options.jobs.retry(request.params.id);
      const answer = await jobAnswer(job.id);
      await record(
        audit,
        "media.retry",
        { titleRef: answer.titleRef, assetId: job.assetId },
        { job: job.id, kind: answer.kind },
      );
      return answer;
    },
  );

  adminRoute(
    typed,
    {
      method: "POST",
      url: MEDIA_ADMIN_PATHS.rerun,
      permission: "media.upload",
      schema: {
        summary: "Admin: make one rendition of a video again",
        params: z.object({
          assetId: z.uuid(),
          rendition: z.string().regex(/^(av1-)?[a-z0-9]{1,16}$/),
        }),
        response: { 202: mediaJobSchema, ...JOB_REFUSALS },
      },
      audit: { action: "media.rerun", target: "asset" },
    },
    async (request, reply, audit) => {
      const { assetId, rendition } = request.params;
      const job = await options.jobs.rerun(assetId, rendition, audit.admin.id);
      const answer = await jobAnswer(job.id);
      await record(
        audit,
        "media.rerun",
        { titleRef: answer.titleRef, assetId },
        { job: job.id, kind: answer.kind, rendition },
      );
      reply.status(202);
      return answer;
    },
  );

  adminRoute(
    typed,
    {
      method: "POST",
      url: MEDIA_ADMIN_PATHS.av1,
      permission: "media.upload",
      schema: {
        summary: "Admin: add AV1 renditions to a ready video (or make them again)",
        params: z.object({ assetId: z.uuid() }),
        response: { 202: mediaJobSchema, ...JOB_REFUSALS },
      },
      audit: { action: "media.av1", target: "asset" },
    },
    async (request, reply, audit) => {
      const { assetId } = request.params;
      const job = await options.jobs.makeAv1(assetId, audit.admin.id);
      const answer = await jobAnswer(job.id);
      await record(
        audit,
        "media.av1",
        { titleRef: answer.titleRef, assetId },
        { job: job.id, kind: answer.kind },
      );
      reply.status(202);
      return answer;
    },
  );
}
