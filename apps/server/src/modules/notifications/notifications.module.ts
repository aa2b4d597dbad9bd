import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createNotificationsRepository } from "./notifications.repository.ts";
import { notificationsRoutes } from "./notifications.routes.ts";
import { createNotificationsService } from "./notifications.service.ts";
import { forgetNotifications } from "./notifications.repository.ts";

/** In-app notifications (the bell): `users/notifications`, and `app.notifications` for modules. */
const notificationsModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, clock }) => {
  app.personalData.register("notifications", forgetNotifications);
  const service = createNotificationsService(createNotificationsRepository(database.db), clock);
  app.decorate("notifications", {
    notify: (userIds, notice) => service.notify(userIds, notice),
  });
  await app.register(notificationsRoutes, { service });
};

export default fp(notificationsModule, { name: "notifications", dependencies: ["accounts"] });
