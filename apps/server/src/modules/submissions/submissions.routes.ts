import multipart from "@fastify/multipart";
import {
  SUBMISSION_DRAFTS_PER_IP,
  SUBMISSION_FILE_LIMITS,
  SUBMISSION_TOKEN_HEADER,
  apiErrorSchema,
  submissionCreateBodySchema,
  submissionCreatedSchema,
  submissionDraftSchema,
  submissionFileParamsSchema,
  submissionFileQuerySchema,
  submissionFileSchema,
  submissionRefParamsSchema,
  submissionSchema,
} from "@tazama/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError, tooManyRequests } from "../../lib/http-error.ts";
import { readOneFile } from "../../lib/read-one-file.ts";
import { requestLanguage } from "../../lib/i18n/request-language.ts";
import type { SubmissionsService } from "./submissions.service.ts";

const BIGGEST_FILE = Math.max(...Object.values(SUBMISSION_FILE_LIMITS).map((l) => l.maxBytes));
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tokenOf = (request: FastifyRequest) => {
  const value = request.headers[SUBMISSION_TOKEN_HEADER];
  return typeof value === "string" ? value : undefined;
};

const tooLarge = () => new HttpError(413, "submission/file-too-large", "That file is too large.");

/** `add/contentForm/`: public, no account; a draft is opened with its reference and edit token. */
export const submissionsRoutes: FastifyPluginAsyncZod<{ service: SubmissionsService }> = async (
  app,
  { service },
) => {
  await app.register(multipart, {
    limits: { fileSize: BIGGEST_FILE + 1, files: 1, fields: 2, fieldSize: 200 },
  });
  const perIp = app.createRateLimit({
    max: SUBMISSION_DRAFTS_PER_IP.max,
    timeWindow: SUBMISSION_DRAFTS_PER_IP.windowMs,
    keyGenerator: (request) => `submission-ip:${request.ip}`,
  });
  const limitPerIp = async (request: FastifyRequest) => {
    const result = await perIp(request);
    if (!result.isAllowed && result.isExceeded) {
      throw tooManyRequests(
        "submission/too-many",
        "Too many submissions from your network. Please try again later.",
        result.ttl,
      );
    }
  };
  const noStore = { "cache-control": "no-store" };

  app.post(
    "/api/v1/add/contentForm",
    {
      preHandler: limitPerIp,
      schema: {
        summary: "Start a film submission (a draft): returns its reference and edit token",
        body: submissionCreateBodySchema,
        response: { 201: submissionCreatedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await service.create(request.body.details, request.body.website);
      return reply.code(201).headers(noStore).send(created);
    },
  );

  app.get(
    "/api/v1/add/contentForm/:reference",
    {
      schema: {
        summary: "A submission as its submitter sees it (needs the edit token header)",
        params: submissionRefParamsSchema,
        response: { 200: submissionSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return service.read(request.params.reference, tokenOf(request));
    },
  );

  app.put(
    "/api/v1/add/contentForm/:reference",
    {
      schema: {
        summary: "Save a draft's details (any of them; each checked when present)",
        params: submissionRefParamsSchema,
        body: submissionDraftSchema,
        response: { 200: submissionSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return service.update(request.params.reference, tokenOf(request), request.body);
    },
  );

  app.post(
    "/api/v1/add/contentForm/:reference/files",
    {
      schema: {
        summary:
          "Add a poster (replaces the last), a still or a subtitle file (multipart, one file)",
        params: submissionRefParamsSchema,
        querystring: submissionFileQuerySchema,
        response: {
          201: submissionFileSchema,
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(400, "request/invalid", "Send the file as multipart/form-data.");
      }
      // Subtitles are text: a NUL byte in them is refused, naming its line (issue 39).
      const data = await readOneFile(request, tooLarge, {
        text: request.query.kind === "subtitle",
      });
      const file = await service.addFile(request.params.reference, tokenOf(request), {
        kind: request.query.kind,
        fileName: data.fileName,
        data: data.bytes,
      });
      return reply.code(201).send(file);
    },
  );

  app.delete(
    "/api/v1/add/contentForm/:reference/files/:id",
    {
      schema: {
        summary: "Remove a file from a draft",
        params: submissionFileParamsSchema,
        response: { 200: z.object({ removed: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await service.removeFile(request.params.reference, tokenOf(request), request.params.id);
      return { removed: true as const };
    },
  );

  app.post(
    "/api/v1/add/contentForm/:reference/submit",
    {
      schema: {
        summary: "Send a complete draft: it is received and the contact gets its reference by mail",
        params: submissionRefParamsSchema,
        response: { 200: submissionSchema, ...errors },
      },
    },
    async (request) =>
      service.submit(request.params.reference, tokenOf(request), requestLanguage(request.headers)),
  );
};
