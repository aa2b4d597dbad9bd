import multipart from "@fastify/multipart";
import {
  ORG_IMPORT_RULES,
  ORG_PATHS,
  acceptInviteBodySchema,
  confirmImportBodySchema,
  createOrgBodySchema,
  errorResponses,
  importParamsSchema,
  importStatusSchema,
  myOrgsResponseSchema,
  orgDetailSchema,
  orgParamsSchema,
  orgSummarySchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../../lib/http-error.ts";
import { readOneFile } from "../../lib/read-one-file.ts";
import { requireAccess } from "../../plugins/access.ts";
import type { OrganisationsService } from "./organisations.service.ts";

const tooLarge = () =>
  new HttpError(
    413,
    "org/csv-too-large",
    "The file is larger than 2 MB. Split it and upload the parts.",
  );

/** Organisations, their members and bulk accounts (`users/createMultipleAccounts`). */
export const organisationsRoutes: FastifyPluginAsyncZod<{ service: OrganisationsService }> = async (
  app,
  { service },
) => {
  const userOf = async (request: { viewer(): Promise<{ userId: string } | null> }) =>
    (await request.viewer())!.userId;

  app.get(
    ORG_PATHS.orgs,
    {
      preValidation: requireAccess("account.read"),
      schema: {
        summary: "The organisations the caller belongs to, with their role",
        response: { 200: myOrgsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { organisations: await service.mine(await userOf(request)) };
    },
  );

  app.post(
    ORG_PATHS.orgs,
    {
      preValidation: requireAccess("account.update"),
      schema: {
        summary: "Create an organisation (company, school, church, NGO); the caller is its admin",
        body: createOrgBodySchema,
        response: { 201: orgSummarySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(await userOf(request), request.body)),
  );

  app.get(
    `${ORG_PATHS.orgs}/:id`,
    {
      preValidation: requireAccess("account.read"),
      schema: {
        summary: "An organisation: admins see the members and pending invitations",
        params: orgParamsSchema,
        response: { 200: orgDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.detail(request.params.id, await userOf(request));
    },
  );

  app.delete(
    `${ORG_PATHS.orgs}/:id/membership`,
    {
      preValidation: requireAccess("account.update"),
      schema: {
        summary: "Leave an organisation (its last admin cannot)",
        params: orgParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await service.leave(request.params.id, await userOf(request));
      return reply.status(204).send(null);
    },
  );

  await app.register(async (upload) => {
    await upload.register(multipart, {
      limits: { fileSize: ORG_IMPORT_RULES.maxBytes, files: 1, fields: 0 },
    });
    upload.withTypeProvider<ZodTypeProvider>().post(
      `${ORG_PATHS.orgs}/:id/imports`,
      {
        preValidation: requireAccess("account.update"),
        schema: {
          summary:
            "Upload a member CSV (name, email, phone; UTF-8; up to 10,000 rows): the dry run, nothing created yet; one upload at a time per user (409)",
          params: orgParamsSchema,
          response: { 201: importStatusSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
        },
      },
      async (request, reply) => {
        const userId = await userOf(request);
        const preview = await service.preview(request.params.id, userId, () =>
          readOneFile(request, tooLarge, { text: true }),
        );
        return reply.status(201).send(preview);
      },
    );
  });

  app.get(
    `${ORG_PATHS.orgs}/:id/imports/:importId`,
    {
      preValidation: requireAccess("account.read"),
      schema: {
        summary: "An upload's dry run, progress and per-row outcome",
        params: importParamsSchema,
        response: { 200: importStatusSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { id, importId } = request.params;
      return service.status(id, await userOf(request), importId);
    },
  );

  app.post(
    ORG_PATHS.createMultipleAccounts,
    {
      preValidation: requireAccess("account.update"),
      schema: {
        summary: "Confirm a dry run: accounts are created or linked, and invitations sent (202)",
        body: confirmImportBodySchema.extend({ orgId: z.uuid() }),
        response: { 202: importStatusSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { orgId, importId } = request.body;
      return reply.status(202).send(await service.confirm(orgId, await userOf(request), importId));
    },
  );

  app.post(
    ORG_PATHS.acceptInvite,
    {
      preValidation: requireAccess("account.update"),
      schema: {
        summary: "Join the organisation of an SMS invitation (after signing up with it)",
        body: acceptInviteBodySchema,
        response: { 200: z.object({ orgId: z.string() }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.acceptInvite(await userOf(request), request.body.token),
  );
};
