import {
  clipAcceptedSchema,
  clipRequestBodySchema,
  clipViewSchema,
  errorResponses,
  apiErrorSchema as errorSchema,
} from "@tazama/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { parseRange } from "../../lib/byte-range.ts";
import { HttpError } from "../../lib/http-error.ts";
import { requireAccess } from "../../plugins/access.ts";
import type { ClipService } from "./clips.service.ts";

/** Clip ids are UUIDs: anything else is a bad request, never a database error (issue 12). */
const clipParams = z.object({ id: z.uuid() });

const clipFileResponse = {
  description: "The MP4 file (206 for a Range)",
  // A stream, never serialised: typed unknown, documented as binary.
  content: { "video/mp4": { schema: z.unknown().meta({ type: "string", format: "binary" }) } },
};

/** Clip requests (issue 6): ask, poll, download — signed-in viewers, each only their own clips. */
export async function clipRoutes(app: FastifyInstance, options: { service: ClipService }) {
  const { service } = options;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const userId = async (request: { viewer(): Promise<{ userId: string } | null> }) =>
    (await request.viewer())!.userId;

  typed.post(
    "/api/v1/content/clip/request",
    {
      preHandler: requireAccess("clip.create"),
      schema: {
        body: clipRequestBodySchema,
        response: {
          202: clipAcceptedSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const accepted = await service.request(await userId(request), request.body);
      return reply.status(202).header("cache-control", "no-store").send(accepted);
    },
  );

  typed.get(
    "/api/v1/content/clip/:id",
    {
      preHandler: requireAccess("clip.read"),
      schema: {
        params: clipParams,
        response: { 200: clipViewSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.get(await userId(request), request.params.id);
    },
  );

  typed.get(
    "/api/v1/content/clip/:id/file",
    {
      preHandler: requireAccess("clip.read"),
      schema: {
        params: clipParams,
        response: {
          200: clipFileResponse,
          206: clipFileResponse,
          ...errorResponses(400, 401, 404, 409, 410, 416),
        },
      },
      compress: false,
    },
    async (request, reply) => {
      const clip = await service.file(await userId(request), request.params.id);
      const range = parseRange(request.headers.range, clip.bytes);
      reply
        .header("content-type", "video/mp4")
        .header("accept-ranges", "bytes")
        .header("content-disposition", `attachment; filename="${clip.downloadName}"`)
        .header("cache-control", "private, no-store");
      if (range === "unsatisfiable") {
        reply.header("content-range", `bytes */${clip.bytes}`);
        throw new HttpError(416, "media/range", "Range not satisfiable.");
      }
      if (range) {
        return reply
          .status(206)
          .header("content-range", `bytes ${range.start}-${range.end}/${clip.bytes}`)
          .header("content-length", range.end - range.start + 1)
          .send(await clip.read(range));
      }
      return reply.header("content-length", clip.bytes).send(await clip.read());
    },
  );
}
