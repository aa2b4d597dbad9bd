import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-error.ts";
import { etagMatches } from "../../lib/precompressed.ts";
import type { ObjectStore } from "../storage/storage.public.ts";
import { bucketSource, folderSource } from "./artwork-sources.ts";
import { CONTENT_TYPES, createImageVariants, pickFormat, snapWidth } from "./image-variants.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

const paramsSchema = z.object({
  file: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*_(port|land)\.jpg$/, "not an artwork file name"),
});
const querySchema = z.object({
  w: z.coerce
    .number()
    .int("w must be a whole number of pixels")
    .min(640, "w must be at least 640")
    .max(3840, "w must be at most 3840")
    .optional(),
  /** The art's version (ADR 0037): only the URL changes with it; the newest bytes are served. */
  v: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,16}$/, "v is a version of letters, digits, - and _")
    .optional(),
  /** `card=1`: the 1200×630 JPEG a link preview shows (crawlers take JPEG). */
  card: z.literal("1").optional(),
});

export interface ImageRoutesOptions {
  uploadsDir: string;
  cacheDir: string;
  /** The media bucket when there is one (MEDIA_STORE); asked on the first request. */
  bucket: () => ObjectStore | undefined;
  /** The clock that spaces out the bucket's size checks (artwork-sources.ts). */
  now: () => number;
}

/** How long a process trusts what it knows of an image in the bucket before asking its size. */
const ART_RECHECK_MS = 5_000;

/** Title artwork under the content uploads path, resized with ?w= and as AVIF/WebP when accepted. */
export const imageRoutes: FastifyPluginAsyncZod<ImageRoutesOptions> = async (app, opts) => {
  let made: ReturnType<typeof createImageVariants> | undefined;
  /** Art placed in the bucket, else in the folder (the demo's, drawn there when it is seeded). */
  const variants = () => {
    if (made) return made;
    const bucket = opts.bucket();
    const folder = folderSource(opts.uploadsDir);
    const source = bucket
      ? bucketSource(bucket, folder, { now: opts.now, recheckMs: ART_RECHECK_MS })
      : folder;
    made = createImageVariants({ source, cacheDir: opts.cacheDir, bucket });
    return made;
  };

  app.get(
    "/content/uploads/:file",
    { schema: { params: paramsSchema, querystring: querySchema } },
    async (request, reply) => {
      const card = request.query.card === "1";
      const format = card ? "jpeg" : pickFormat(request.headers.accept);
      const width = request.query.w === undefined ? undefined : snapWidth(request.query.w);
      const size = card ? "card" : width;
      const variant = await variants().get(request.params.file, size, format, request.query.v);
      if (!variant) throw notFound("image/not-found", `No image named ${request.params.file}.`);
      reply
        .header("cache-control", IMMUTABLE)
        .header("vary", "Accept")
        .header("etag", variant.etag);
      if (etagMatches(request.headers["if-none-match"], variant.etag))
        return reply.status(304).send();
      return reply.type(CONTENT_TYPES[format]).send(variant.body);
    },
  );
};
