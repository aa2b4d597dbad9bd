import {
  USER_ADMIN_PATHS,
  adminUserDetailSchema,
  adminUserIdParamsSchema,
  adminUserListSchema,
  adminUserSchema,
  errorResponses,
  firstAdminBodySchema,
  firstAdminLinkQuerySchema,
  firstAdminLinkResponseSchema,
  firstAdminResponseSchema,
  updateAdminUserBodySchema,
  userAdminQuerySchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { noStore, requireAccess } from "../../plugins/access.ts";
import { adminRoute } from "../audit/audit.public.ts";
import type { FirstAdmin } from "./first-admin.ts";
import type { UserAdminService } from "./user-admin.service.ts";

/** The admin console's people routes and the first-admin link (issue 18). */
export const userAdminRoutes: FastifyPluginAsyncZod<{
  service: UserAdminService;
  firstAdmin: FirstAdmin;
}> = async (app, { service, firstAdmin }) => {
  noStore(app);

  app.get(
    USER_ADMIN_PATHS.list,
    {
      preValidation: requireAccess("users.manage"),
      schema: {
        summary: "Admin: find users by name, email or phone; filter by role or state; paged",
        querystring: userAdminQuerySchema,
        response: { 200: adminUserListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    USER_ADMIN_PATHS.one,
    {
      preValidation: requireAccess("users.manage"),
      schema: {
        summary: "Admin: one user with their live sessions",
        params: adminUserIdParamsSchema,
        response: { 200: adminUserDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.detail(request.params.id),
  );

  adminRoute(
    app,
    {
      method: "PATCH",
      url: USER_ADMIN_PATHS.one,
      permission: "users.manage",
      schema: {
        summary: "Admin: disable or enable a user (sessions end at once) or change their role",
        params: adminUserIdParamsSchema,
        body: updateAdminUserBodySchema,
        response: { 200: adminUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      audit: { action: "user.update", target: "user" },
    },
    async (request, _reply, audit) => service.update(audit, request.params.id, request.body),
  );

  adminRoute(
    app,
    {
      method: "POST",
      url: USER_ADMIN_PATHS.passwordReset,
      permission: "users.manage",
      schema: {
        summary: "Admin: mail a user a password reset link",
        params: adminUserIdParamsSchema,
        response: {
          202: z.object({ sent: z.literal(true) }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
      audit: { action: "user.password-reset", target: "user" },
    },
    async (request, reply, audit) => {
      await service.passwordReset(audit, request.params.id);
      reply.status(202);
      return { sent: true as const };
    },
  );

  app.get(
    USER_ADMIN_PATHS.firstAdmin,
    {
      preValidation: requireAccess("account.read"),
      schema: {
        summary: "Whether the one-time first-admin link still works (its page says so at once)",
        querystring: firstAdminLinkQuerySchema,
        response: { 200: firstAdminLinkResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ state: await firstAdmin.linkState(request.query.token) }),
  );

  app.post(
    USER_ADMIN_PATHS.firstAdmin,
    {
      preValidation: requireAccess("account.read"),
      schema: {
        summary: "Become the first admin with the one-time link the server printed at start",
        body: firstAdminBodySchema,
        response: { 200: firstAdminResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { userId } = (await request.viewer())!;
      await firstAdmin.claim(userId, request.body.token);
      return { role: "admin" as const };
    },
  );
};
