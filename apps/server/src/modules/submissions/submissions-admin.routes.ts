import {
  adminSubmissionIdParamsSchema,
  adminSubmissionPageSchema,
  adminSubmissionSchema,
  adminSubmissionUpdateSchema,
  adminSubmissionsQuerySchema,
  apiErrorSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAccess } from "../../plugins/access.ts";
import { adminRoute } from "../audit/audit.public.ts";
import type { SubmissionsAdminService } from "./submissions-admin.service.ts";

const guarded = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const idParams = adminSubmissionIdParamsSchema;
const binary = z.unknown().meta({ type: "string", format: "binary" });
/** A stream, never serialised: typed unknown, documented as binary. */
const fileResponse = {
  description: "The file as it was sent",
  content: {
    "image/jpeg": { schema: binary },
    "image/png": { schema: binary },
    "image/webp": { schema: binary },
    "text/vtt": { schema: binary },
    "application/x-subrip": { schema: binary },
  },
};

export const submissionsAdminRoutes: FastifyPluginAsyncZod<{
  service: SubmissionsAdminService;
}> = async (app, { service }) => {
  const triage = requireAccess("submissions.triage");

  app.get(
    "/api/v1/admin/submissions",
    {
      preHandler: triage,
      schema: {
        summary: "Film submissions, the latest sent first",
        querystring: adminSubmissionsQuerySchema,
        response: { 200: adminSubmissionPageSchema, ...guarded },
      },
    },
    async (request) => service.page(request.query.status, request.query.page),
  );

  app.get(
    "/api/v1/admin/submissions/:id",
    {
      preHandler: triage,
      schema: {
        summary: "One film submission with its files",
        params: idParams,
        response: { 200: adminSubmissionSchema, ...guarded, 404: apiErrorSchema },
      },
    },
    async (request) => service.get(request.params.id),
  );

  adminRoute(
    app,
    {
      method: "PATCH",
      url: "/api/v1/admin/submissions/:id",
      permission: "submissions.triage",
      schema: {
        summary: "Move a submission on (in review, accepted, declined); the contact is mailed",
        params: idParams,
        body: adminSubmissionUpdateSchema,
        response: {
          200: adminSubmissionSchema,
          ...guarded,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
      audit: { action: "submission.triage", target: "submission" },
    },
    async (request, _reply, audit) => service.update(request.params.id, request.body, audit),
  );

  adminRoute(
    app,
    {
      method: "POST",
      url: "/api/v1/admin/submissions/:id/draft-title",
      permission: "submissions.triage",
      schema: {
        summary: "Make an accepted submission a draft catalogue title (once)",
        params: idParams,
        response: {
          200: adminSubmissionSchema,
          ...guarded,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
      audit: { action: "submission.draft-title", target: "submission" },
    },
    async (request, _reply, audit) => service.draftTitle(request.params.id, audit),
  );

  app.get(
    "/api/v1/admin/submissions/:id/files/:fileId",
    {
      preHandler: triage,
      schema: {
        summary: "A submission's file (poster, still or subtitles), as sent",
        params: idParams.extend({ fileId: z.coerce.number().int().positive() }),
        response: { 200: fileResponse, ...guarded, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const file = await service.file(request.params.id, request.params.fileId);
      return reply
        .type(file.contentType)
        .header("content-length", file.bytes)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .header(
          "content-disposition",
          `attachment; filename="${file.fileName.replace(/[^\w.\- ]/g, "_")}"`,
        )
        .send(file.stream);
    },
  );
};
