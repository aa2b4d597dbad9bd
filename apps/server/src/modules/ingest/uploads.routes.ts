import { mkdir } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import { Server } from "@tus/server";
import { MEDIA_ADMIN_PATHS, apiErrorSchema, uploadMetadataSchema } from "@tazama/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../../lib/http-error.ts";
import { requireAccess } from "../../plugins/access.ts";
import { type AuditContext, adminRoute } from "../audit/audit.public.ts";
import type { IngestService } from "./ingest.service.ts";
import { type FreeBytes, createUploadAdmission } from "./upload-admission.ts";
import { WatchedFileStore } from "./upload-store.ts";

export interface UploadRoutesOptions {
  service: IngestService;
  /**
   * Where resumable uploads are written. A finished one stays as its video's source, or (S3
   * mode) is removed once it is in the media store.
   */
  directory: string;
  maxBytes: number;
  /** The disk's free bytes (statfs by default; tests pass their own). */
  freeBytes?: FreeBytes;
}

/** An incomplete upload is kept this long for its sender to resume it. */
export const UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;

/** One request to the tus endpoint, as its hooks see it. */
interface UploadCall {
  audit: AuditContext;
  /** Set by a creation that passed every check. */
  created?: { id: string; ref: string; kind: string; fileName: string | undefined; bytes: number };
  /** Set when this request's part was the last one and the video was accepted. */
  finished?: boolean;
}

type TusRequest = Request & { runtime?: { node?: { req?: IncomingMessage } } };

/** tus's own refusal: a status and our error body (tus-js-client hands the body to the page). */
class Refusal extends Error {
  readonly status_code: number;
  readonly body: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status_code = status;
    this.body = JSON.stringify({ error: { code, message } });
  }
}
const refusal = (status: number, code: string, message: string) =>
  new Refusal(status, code, message);

const INTERNAL = "Something went wrong on our side. Please try again.";

/** tus's own refusals (a bad header, a wrong offset) are plain text: ours are JSON. */
class JsonErrorServer extends Server {
  override write(...[context, headers, status, body = ""]: Parameters<Server["write"]>) {
    if (status < 400 || body.startsWith("{")) return super.write(context, headers, status, body);
    const error =
      status >= 500
        ? { code: "internal", message: INTERNAL }
        : { code: "upload/refused", message: body.trim() || "This upload request was refused." };
    headers.set("Content-Type", "application/json; charset=utf-8");
    return super.write(context, headers, status, JSON.stringify({ error }));
  }
}

/**
 * Resumable uploads for admins (the tus protocol, @tus/server): an upload names its title and
 * kind in its metadata, survives a dropped connection or a reload (the client asks the offset
 * and goes on), and when its last byte lands it is probed and queued like any other source.
 */
export async function uploadRoutes(app: FastifyInstance, options: UploadRoutesOptions) {
  /** Each request's acting admin and audit entry, for tus's hooks (they see the raw request). */
  const calls = new WeakMap<IncomingMessage, UploadCall>();
  const callOf = (req: Request) => {
    const raw = (req as TusRequest).runtime?.node?.req;
    return raw ? calls.get(raw) : undefined;
  };
  // Made now: the first sweep (at start) lists it, and a new DATA_DIR has none yet.
  await mkdir(options.directory, { recursive: true });
  // Uploads being created or dropped by a request, by id: their entries are written by the store.
  const creating = new Map<string, UploadCall>();
  const dropping = new Map<
    string,
    { call: UploadCall; ref: string; bytes?: number; received: number }
  >();
  const datastore = new WatchedFileStore(
    { directory: options.directory, expirationPeriodInMilliseconds: UPLOAD_KEPT_MS },
    {
      async created(upload) {
        const call = creating.get(upload.id);
        if (!call?.created) return;
        creating.delete(upload.id);
        const { ref, kind, fileName, bytes } = call.created;
        await call.audit.record({
          action: "media.upload-start",
          target: { type: "title", id: ref },
          after: { upload: upload.id, kind, bytes, file: fileName },
        });
      },
      async removed(id) {
        const drop = dropping.get(id);
        if (!drop) return;
        dropping.delete(id);
        await drop.call.audit.record({
          action: "media.upload-drop",
          target: { type: "title", id: drop.ref },
          after: { upload: id, bytes: drop.bytes, received: drop.received },
        });
      },
    },
  );
  const admission = createUploadAdmission({
    datastore,
    directory: options.directory,
    ...(options.freeBytes ? { freeBytes: options.freeBytes } : {}),
  });
  const tus = new JsonErrorServer({
    path: MEDIA_ADMIN_PATHS.uploads,
    datastore,
    maxSize: options.maxBytes,
    relativeLocation: true,
    // Same origin only: no Access-Control-Allow-Origin at all.
    allowedOrigins: [],
    disableTerminationForFinishedUploads: true,
    onResponseError(_req, error) {
      if (!("status_code" in error) || error.status_code >= 500) {
        app.log.error({ err: error }, "resumable upload failed");
      }
      return undefined;
    },
    // Everything that can refuse an upload is checked here, before its first byte: its title,
    // its size, the sender's unfinished uploads and the disk.
    async onUploadCreate(req, upload) {
      const parsed = uploadMetadataSchema.safeParse(upload.metadata ?? {});
      if (!parsed.success) {
        throw refusal(
          400,
          "request/invalid",
          "Name the title (ref) and the kind (main or trailer).",
        );
      }
      if (upload.size === undefined || upload.size <= 0) {
        throw refusal(400, "request/invalid", "Say the file's size when the upload starts.");
      }
      const call = callOf(req);
      if (!call) throw refusal(500, "server/error", "The upload could not be started.");
      const sender = call.audit.admin.id;
      try {
        await options.service.assertTitle(parsed.data.ref);
        await admission.check(sender, upload.size);
      } catch (error) {
        if (error instanceof HttpError) throw refusal(error.statusCode, error.code, error.message);
        throw error;
      }
      call.created = {
        id: upload.id,
        ref: parsed.data.ref,
        kind: parsed.data.kind,
        fileName: parsed.data.filename,
        bytes: upload.size,
      };
      creating.set(upload.id, call);
      // Who sends it, kept with it: the cap counts each admin's unfinished uploads.
      return { metadata: { ...upload.metadata, sender } };
    },
    async onUploadFinish(req, upload) {
      const meta = uploadMetadataSchema.parse(upload.metadata ?? {});
      const call = callOf(req);
      const file = upload.storage?.path;
      if (!call || !file) throw refusal(500, "server/error", "The upload could not be finished.");
      const userId = call.audit.admin.id;
      try {
        const asset = await options.service.ingest({
          sourcePath: file,
          titleRef: meta.ref,
          kind: meta.kind,
          createdBy: userId,
          ...(meta.filename === undefined ? {} : { fileName: meta.filename }),
        });
        // In the media store now (S3 mode): this disk's copy (and its tus record) go; the video
        // is queued whatever happens to them.
        if (asset.source.kind === "object") {
          await datastore.remove(upload.id).catch((error: unknown) => {
            app.log.warn({ err: error }, "an uploaded source in the store stays on disk");
          });
        }
        await call.audit.record({
          action: "media.upload",
          target: { type: "title", id: meta.ref },
          after: { job: asset.jobId, kind: meta.kind, bytes: upload.size ?? 0, asset: asset.id },
        });
        call.finished = true;
        return {};
      } catch (error) {
        if (error instanceof HttpError) {
          await datastore.remove(upload.id).catch(() => undefined);
          throw refusal(error.statusCode, error.code, error.message);
        }
        throw error;
      }
    },
  });

  // The body is tus's to read as a stream, not Fastify's to parse.
  app.addContentTypeParser("application/offset+octet-stream", (_request, _payload, done) => {
    done(null);
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  const handle = async (request: FastifyRequest, reply: FastifyReply, audit: AuditContext) => {
    const call: UploadCall = { audit };
    calls.set(request.raw, call);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
    return call;
  };
  const answered = (reply: FastifyReply) => reply.raw.statusCode < 400;
  // One sender's creations one at a time in this process: the cap's count and the new upload's
  // record cannot interleave.
  const queues = new Map<string, Promise<unknown>>();
  const oneAtATime = async <T>(sender: string, work: () => Promise<T>): Promise<T> => {
    const before = queues.get(sender) ?? Promise.resolve();
    const mine = before.then(work, work);
    const settled = mine.catch(() => undefined);
    queues.set(sender, settled);
    try {
      return await mine;
    } finally {
      if (queues.get(sender) === settled) queues.delete(sender);
    }
  };
  // GET (a download of the upload) is not offered: the source is only read by the transcode.
  const refused = apiErrorSchema;
  const documented = (summary: string, success: Record<number, z.ZodType>, ...more: number[]) => ({
    summary,
    response: {
      ...success,
      ...Object.fromEntries([400, 401, 403, 404, 409, 413, ...more].map((s) => [s, refused])),
    },
  });
  const uploadParams = z.object({ id: z.string().max(100) });

  adminRoute(
    typed,
    {
      method: "POST",
      url: MEDIA_ADMIN_PATHS.uploads,
      permission: "media.upload",
      schema: documented(
        "Admin: start a resumable upload (tus 1.0: Upload-Length, Upload-Metadata ref and kind); 201 with its Location. Refused before any byte: an unknown title (404), 5 unfinished uploads of the caller (409 upload/too-many-unfinished), no room on the disk (507 upload/no-space)",
        { 201: z.null() },
        507,
      ),
      audit: { action: "media.upload-start", target: "title" },
    },
    // Its entry is written when the store has made the upload's record (above).
    async (request, reply, audit) => {
      const call = await oneAtATime(audit.admin.id, () => handle(request, reply, audit));
      if (call.created) creating.delete(call.created.id);
    },
  );
  app.route({
    method: "HEAD",
    url: `${MEDIA_ADMIN_PATHS.uploads}/:id`,
    onRequest: requireAccess("media.upload"),
    handler: async (request, reply) => {
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    },
    schema: documented("Admin: ask a resumable upload's offset (HEAD, 200)", { 200: z.null() }),
  });
  adminRoute(
    typed,
    {
      method: "PATCH",
      url: `${MEDIA_ADMIN_PATHS.uploads}/:id`,
      permission: "media.upload",
      schema: {
        params: uploadParams,
        ...documented(
          "Admin: send bytes from Upload-Offset (204); the last part queues the transcode (audited then)",
          { 204: z.null() },
        ),
      },
      audit: { action: "media.upload", target: "upload" },
    },
    async (request, reply, audit) => {
      const call = await handle(request, reply, audit);
      // A part is no action of its own: the upload is audited when it starts, ends or is dropped.
      if (answered(reply) && !call.finished) audit.skip("a part of a resumable upload");
    },
  );
  adminRoute(
    typed,
    {
      method: "DELETE",
      url: `${MEDIA_ADMIN_PATHS.uploads}/:id`,
      permission: "media.upload",
      schema: {
        params: uploadParams,
        ...documented("Admin: drop an unfinished upload (204)", { 204: z.null() }),
      },
      audit: { action: "media.upload-drop", target: "upload" },
    },
    // Its entry is written when the store has removed the upload (above), before tus answers.
    async (request, reply, audit) => {
      const { id } = request.params;
      const before = await datastore.getUpload(id).catch(() => undefined);
      const call: UploadCall = { audit };
      if (before) {
        dropping.set(id, {
          call,
          ref: before.metadata?.ref ?? "-",
          received: before.offset,
          ...(before.size === undefined ? {} : { bytes: before.size }),
        });
      }
      try {
        await handle(request, reply, audit);
      } finally {
        if (dropping.get(id)?.call === call) dropping.delete(id);
      }
    },
  );

  // Uploads left unfinished for a day are removed (at start, then every 6 hours).
  const sweep = () =>
    tus.cleanUpExpiredUploads().catch((error: unknown) => {
      app.log.warn({ err: error }, "expired uploads could not be removed");
    });
  void sweep();
  const timer = setInterval(
    () => {
      void sweep();
    },
    6 * 60 * 60 * 1000,
  );
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
  });
}
