import multipart from "@fastify/multipart";
import {
  ACCOUNT_PATHS,
  PHOTO_RULES,
  deleteAccountBodySchema,
  errorResponses,
  userResponseSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-error.ts";
import { readOneFile } from "../../lib/read-one-file.ts";
import { requireAccess } from "../../plugins/access.ts";
import { clearSessionCookie, clearUserCookie } from "./auth-cookies.ts";
import { photoTooBig } from "./profile-photo.ts";
import type { ProfileService } from "./profile.service.ts";

/** The profile photo (upload, remove, serve) and deleting the account. */
export const profileRoutes: FastifyPluginAsyncZod<{
  service: ProfileService;
  production: boolean;
  sessionCookieName: string;
}> = async (app, { service, production, sessionCookieName }) => {
  // Only the upload parses multipart bodies (a DELETE with a stray multipart body never reads it).
  await app.register(async (upload) => {
    await upload.register(multipart, {
      limits: { fileSize: PHOTO_RULES.maxBytes, files: 1, fields: 0 },
    });
    upload.post(
      ACCOUNT_PATHS.photo,
      {
        preValidation: requireAccess("account.update"),
        schema: {
          summary:
            "Upload a profile photo (multipart, one file: JPEG, PNG or WebP up to 5 MB); stored as a 256 px square WebP",
          response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 413) },
        },
      },
      async (request, reply) => {
        const { userId } = (await request.viewer())!;
        const { bytes } = await readOneFile(request, photoTooBig);
        reply.header("cache-control", "no-store");
        return { user: await service.setPhoto(userId, bytes) };
      },
    );
  });

  app.delete(
    ACCOUNT_PATHS.photo,
    {
      preValidation: requireAccess("account.update"),
      schema: {
        summary: "Remove the caller's profile photo",
        response: { 200: userResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { userId } = (await request.viewer())!;
      reply.header("cache-control", "no-store");
      return { user: await service.removePhoto(userId) };
    },
  );

  app.get(
    `${ACCOUNT_PATHS.photos}/:file`,
    {
      schema: {
        summary: "A stored profile photo (immutable; the name is its hash)",
        params: z.object({ file: z.string().max(80) }),
        response: {
          200: {
            description: "The WebP picture",
            // Bytes, never serialised: typed unknown, documented as binary.
            content: {
              "image/webp": { schema: z.unknown().meta({ type: "string", format: "binary" }) },
            },
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const bytes = await service.photo(request.params.file);
      if (!bytes) throw notFound("profile/photo-not-found", "No such photo.");
      return reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .type("image/webp")
        .send(bytes);
    },
  );

  app.delete(
    ACCOUNT_PATHS.me,
    {
      preValidation: requireAccess("account.update"),
      schema: {
        summary:
          "Delete the caller's account: personal data removed, money records kept (confirm: DELETE; the password when the account has one)",
        body: deleteAccountBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { userId } = (await request.viewer())!;
      await service.deleteAccount(userId, request.body.password);
      return reply
        .status(204)
        .header("set-cookie", [
          clearSessionCookie(sessionCookieName, production),
          clearUserCookie(production),
        ])
        .send(null);
    },
  );
};
