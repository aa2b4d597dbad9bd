import {
  MESSAGE_PATHS,
  errorResponses,
  messageLogSchema,
  sendMessageBodySchema,
  sentMessageSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAccess } from "../../plugins/access.ts";
import type { MessagesService } from "./messages.service.ts";

/** `users/sendMessage` and its log (admins). */
export const messagesRoutes: FastifyPluginAsyncZod<{ service: MessagesService }> = async (
  app,
  { service },
) => {
  app.post(
    MESSAGE_PATHS.send,
    {
      preValidation: requireAccess("messages.send"),
      schema: {
        summary:
          "Admin: send an SMS (proven numbers only) or an in-app message to a user or a segment",
        body: sendMessageBodySchema,
        response: { 201: sentMessageSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { userId } = (await request.viewer())!;
      return reply.status(201).send(await service.send(userId, request.body));
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
