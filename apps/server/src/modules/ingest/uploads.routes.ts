import { mkdir } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import { FileStore } from "@tus/file-store";
import { Server } from "@tus/server";
import { MEDIA_ADMIN_PATHS, apiErrorSchema, uploadMetadataSchema } from "@tazama/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError } from "../../lib/http-error.ts";
import { requireAccess } from "../../plugins/access.ts";
import type { IngestService } from "./ingest.service.ts";

export interface UploadRoutesOptions {
  service: IngestService;
  /**
   * Where resumable uploads are written. A finished one stays as its video's source, or (S3
   * mode) is removed once it is in the media store.
   */
  directory: string;
  maxBytes: number;
  /** Called once a finished upload is accepted: the audit entry. */
  onAccepted: (entry: {
    userId: string;
    titleRef: string;
    kind: string;
    assetId: string;
    jobId: string;
    bytes: number;
  }) => Promise<void>;
}

/** An incomplete upload is kept this long for its sender to resume it. */
export const UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;

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
  const senders = new WeakMap<IncomingMessage, string>();
  const senderOf = (req: Request) => {
    const raw = (req as TusRequest).runtime?.node?.req;
    return raw ? senders.get(raw) : undefined;
  };
  // Made now: the first sweep (at start) lists it, and a new DATA_DIR has none yet.
  await mkdir(options.directory, { recursive: true });
  const datastore = new FileStore({
    directory: options.directory,
    expirationPeriodInMilliseconds: UPLOAD_KEPT_MS,
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
    async onUploadCreate(_req, upload) {
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
      return {};
    },
    async onUploadFinish(req, upload) {
      const meta = uploadMetadataSchema.parse(upload.metadata ?? {});
      const userId = senderOf(req);
      const file = upload.storage?.path;
      if (!userId || !file) throw refusal(500, "server/error", "The upload could not be finished.");
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
        await options.onAccepted({
          userId,
          titleRef: meta.ref,
          kind: meta.kind,
          assetId: asset.id,
          jobId: asset.jobId,
          bytes: upload.size ?? 0,
        });
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

  const guard = requireAccess("media.upload");
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = await request.viewer();
    if (!viewer) throw new HttpError(401, "auth/required", "Sign in first.");
    senders.set(request.raw, viewer.userId);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
  // GET (a download of the upload) is not offered: the source is only read by the transcode.
  const refused = apiErrorSchema;
  const documented = (summary: string, success: Record<number, z.ZodType>) => ({
    summary,
    response: {
      ...success,
      400: refused,
      401: refused,
      403: refused,
      404: refused,
      409: refused,
      413: refused,
    },
  });
  app.route({
    method: "POST",
    url: MEDIA_ADMIN_PATHS.uploads,
    onRequest: guard,
    handler: handle,
    schema: documented(
      "Admin: start a resumable upload (tus 1.0: Upload-Length, Upload-Metadata ref and kind); 201 with its Location",
      { 201: z.null() },
    ),
  });
  app.route({
    method: ["PATCH", "HEAD", "DELETE"],
    url: `${MEDIA_ADMIN_PATHS.uploads}/:id`,
    onRequest: guard,
    handler: handle,
    schema: documented(
      "Admin: send bytes from Upload-Offset (PATCH, 204; the last part queues the transcode), ask the offset (HEAD, 200) or drop an unfinished upload (DELETE, 204)",
      { 200: z.null(), 204: z.null() },
    ),
  });

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
