import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createRequestsAdminService } from "./requests-admin.service.ts";
import { requestsAdminRoutes } from "./requests-admin.routes.ts";
import { createRequestsRepository } from "./requests.repository.ts";
import { requestsRoutes } from "./requests.routes.ts";
import { createRequestsService } from "./requests.service.ts";
import { forgetVotes } from "./requests.repository.ts";

/** Viewer requests (`add/request/`) and their triage under /api/v1/admin/requests. */
const requestsModule: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { config, database, clock },
) => {
  app.personalData.register("requests", forgetVotes);
  const repo = createRequestsRepository(database.db);
  await app.register(requestsRoutes, { service: createRequestsService(repo, clock) });
  await app.register(requestsAdminRoutes, {
    service: createRequestsAdminService({
      repo,
      clock,
      publicUrl: config.publicUrl,
      notify: (userIds, notice) => app.notifications.notify(userIds, notice),
      sendMail: (mail) => app.mail.send(mail),
      log: app.log,
    }),
  });
};

export default fp(requestsModule, {
  name: "requests",
  dependencies: ["accounts", "audit", "catalogue", "notifications"],
});
