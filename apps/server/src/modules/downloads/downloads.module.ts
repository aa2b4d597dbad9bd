import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { accountStates } from "../accounts/accounts.public.ts";
import { createEntitlementsAccess } from "../entitlements/entitlements.public.ts";
import "../streaming/streaming.public.ts";
import "./downloads.public.ts";
import { createDownloadsRepository } from "./downloads.repository.ts";
import { downloadsRoutes } from "./downloads.routes.ts";
import { createDownloadsService } from "./downloads.service.ts";
import { createLicenceSigner } from "./licence-signer.ts";

/**
 * Offline downloads (`users/downloads`, issue 19): devices, downloads, licences signed with a
 * key derived from the media token secret, content keys wrapped to each device.
 */
const downloadsModule: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { config, database, clock },
) => {
  const access = createEntitlementsAccess(database.db, clock);
  const service = createDownloadsService({
    repo: createDownloadsRepository(database.db),
    signer: createLicenceSigner(config.mediaTokenSecret),
    clock,
    media: (userId, ref) => app.streaming.offline(userId, ref),
    terms: (userId, ref, maxDays) => access.offline(userId, ref, maxDays),
    startedOffline: (userId, ref, at) => access.startedOffline(userId, ref, at),
    lostRight: (userId, ref, issuedAt) => access.lostRight(userId, ref, issuedAt),
    accountStates: (userIds) => accountStates(database.db, userIds),
  });
  await app.register(downloadsRoutes, { service });
};

export default fp(downloadsModule, {
  name: "downloads",
  dependencies: ["accounts", "streaming"],
});
