import {
  adminSubtitleListSchema,
  adminSubtitleSchema,
  apiErrorSchema,
  subtitleLanguageSchema,
  subtitleParamsSchema,
  subtitleUploadSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../../lib/http-error.ts";
import { requireAccess } from "../../plugins/access.ts";
import { adminRoute } from "../audit/audit.public.ts";
import type { SubtitlesService } from "./subtitles.service.ts";

const guarded = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

const fileParams = z.object({
  ref: z.string().min(1).max(100),
  file: z.string().max(40),
});

/** Caption tracks: read by players (public text, cached by version) and managed by admins. */
export const subtitlesRoutes: FastifyPluginAsyncZod<{ service: SubtitlesService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/v1/content/:ref/subtitles/:file",
    {
      schema: {
        summary: "A caption track as WebVTT ({language}.vtt)",
        params: fileParams,
        querystring: z.object({ v: z.string().max(20).optional() }),
        response: { 200: z.string(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const match = /^(.+)\.vtt$/.exec(request.params.file);
      const language = subtitleLanguageSchema.safeParse(match?.[1]);
      if (!language.success) {
        throw new HttpError(
          404,
          "subtitles/not-found",
          "This title has no captions in that language.",
        );
      }
      const track = await service.read(request.params.ref, language.data);
      const current = track.updatedAt.getTime().toString(36);
      return reply
        .header("content-type", "text/vtt; charset=utf-8")
        .header(
          "cache-control",
          request.query.v === current ? "public, max-age=31536000, immutable" : "public, no-cache",
        )
        .send(track.vtt);
    },
  );

  app.get(
    "/api/v1/admin/titles/:ref/subtitles",
    {
      preHandler: requireAccess("media.read"),
      schema: {
        summary: "A title's caption tracks",
        params: subtitleParamsSchema.pick({ ref: true }),
        response: { 200: adminSubtitleListSchema, ...guarded, 404: apiErrorSchema },
      },
    },
    async (request) => ({ subtitles: await service.list(request.params.ref) }),
  );

  const track = (request: { params: { ref: string; language: string } }) =>
    `${request.params.ref}/${request.params.language}`;

  adminRoute(
    app,
    {
      method: "PUT",
      url: "/api/v1/admin/titles/:ref/subtitles/:language",
      permission: "media.upload",
      bodyLimit: 1024 * 1024,
      schema: {
        summary: "Add or replace a caption track from a .vtt or .srt file's text",
        params: subtitleParamsSchema,
        body: subtitleUploadSchema,
        response: { 200: adminSubtitleSchema, ...guarded, 404: apiErrorSchema },
      },
      audit: { action: "subtitles.upload", target: "subtitles", id: track },
    },
    async (request) => service.upload(request.params.ref, request.params.language, request.body),
  );

  adminRoute(
    app,
    {
      method: "DELETE",
      url: "/api/v1/admin/titles/:ref/subtitles/:language",
      permission: "media.upload",
      schema: {
        summary: "Remove a caption track",
        params: subtitleParamsSchema,
        response: { 204: z.null(), ...guarded, 404: apiErrorSchema },
      },
      audit: { action: "subtitles.remove", target: "subtitles", id: track },
    },
    async (request, reply) => {
      await service.remove(request.params.ref, request.params.language);
      reply.status(204);
      return null;
    },
  );
};
