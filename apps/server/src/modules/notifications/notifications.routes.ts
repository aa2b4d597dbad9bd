import {
  apiErrorSchema,
  notificationListSchema,
  notificationsReadBodySchema,
  notificationsReadResultSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAccess } from "../../plugins/access.ts";
import type { NotificationsService } from "./notifications.service.ts";

export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/v1/users/notifications",
    {
      preHandler: requireAccess("notifications.read"),
      schema: {
        summary: "The caller's notifications, the latest first, with the unread count",
        response: { 200: notificationListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return service.list((await request.viewer())!.userId);
    },
  );

  app.post(
    "/api/v1/users/notifications/read",
    {
      preHandler: requireAccess("notifications.read"),
      schema: {
        summary: "Mark the caller's notifications read: the ids given, or all of them",
        body: notificationsReadBodySchema,
        response: { 200: notificationsReadResultSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.markRead((await request.viewer())!.userId, request.body.ids),
  );
};
