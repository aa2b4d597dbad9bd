import {
  MESSAGE_PATHS,
  errorResponses,
  messageLogSchema,
  sendMessageBodySchema,
  sentMessageSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAccess } from "../../plugins/access.ts";
import { adminRoute } from "../audit/audit.public.ts";
import type { MessagesService } from "./messages.service.ts";

/** `users/sendMessage` and its log (admins). */
export const messagesRoutes: FastifyPluginAsyncZod<{ service: MessagesService }> = async (
  app,
  { service },
) => {
  adminRoute(
    app,
    {
      method: "POST",
      url: MESSAGE_PATHS.send,
      permission: "messages.send",
      schema: {
        summary:
          "Admin: send an SMS (proven numbers only) or an in-app message to a user or a segment",
        body: sendMessageBodySchema,
        response: { 201: sentMessageSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      audit: { action: "message.send", target: "message" },
    },
    async (request, reply, audit) => {
      const sent = await service.send(audit, request.body);
      reply.status(201);
      return sent;
    },
  );

  app.get(
    MESSAGE_PATHS.log,
    {
      preValidation: requireAccess("messages.send"),
      schema: {
        summary: "Admin: the latest messages sent, who sent them, to whom, and how delivery went",
        response: { 200: messageLogSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { messages: await service.history() };
    },
  );
};
