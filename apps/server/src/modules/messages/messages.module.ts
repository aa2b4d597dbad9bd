import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { runEvery } from "../../jobs/every.ts";
import type { ModuleOptions } from "../../lib/module-options.ts";
import "../notifications/notifications.public.ts";
import "../phones/phones.public.ts";
import { createMessagesRepository } from "./messages.repository.ts";
import { messagesRoutes } from "./messages.routes.ts";
import { createMessagesService } from "./messages.service.ts";
import "./messages.public.ts";

/**
 * Admin messages (issue 17, `users/sendMessage`): in-app through the notifications bell, SMS
 * through `app.sms` from a queue a minute timer resumes after a restart.
 */
const messagesModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, clock }) => {
  const service = createMessagesService({
    repo: createMessagesRepository(database.db),
    db: database.db,
    clock,
    sms: app.sms,
    notify: (userIds, notice) => app.notifications.notify(userIds, notice),
    log: (message) => {
      app.log.warn(message);
    },
  });
  app.decorate("messages", { drainSms: () => service.drain() });
  await app.register(messagesRoutes, { service });
  runEvery(app, {
    name: "admin-message-sms",
    everyMs: 60_000,
    task: () => service.drain(),
    log: app.log,
    done: "admin message SMS sent",
    failed: "admin message SMS queue failed",
  });
};

export default fp(messagesModule, {
  name: "messages",
  dependencies: ["audit", "phones", "notifications"],
});
