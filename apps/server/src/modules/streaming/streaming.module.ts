import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createEntitlementsAccess } from "../entitlements/entitlements.public.ts";
import { createMediaFiles } from "./media-files.ts";
import "./streaming.public.ts";
import "../subtitles/subtitles.public.ts";
import { createStreamingRepository } from "./streaming.repository.ts";
import { streamingRoutes } from "./streaming.routes.ts";
import { createStreamingService, publicGrant } from "./streaming.service.ts";
import { forgetStreamGrants } from "./streaming.repository.ts";

/**
 * Streaming: stream grants (signed manifest URLs), media tokens, the AES-128 key route, the
 * /media file route and the asset links it reads. `app.streaming` lets ingest publish and
 * withdraw a storage folder.
 */
const streamingModule: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { config, database, clock },
) => {
  app.personalData.register("streaming", forgetStreamGrants);
  const files = createMediaFiles(config.mediaDir, app.storage);
  const service = createStreamingService({
    repository: createStreamingRepository(database.db),
    files,
    store: app.storage,
    tokenSecret: config.mediaTokenSecret,
    tokenTtlS: config.MEDIA_TOKEN_TTL_S,
    now: () => clock.now().getTime(),
    access: createEntitlementsAccess(database.db, clock),
    subtitles: (title) => app.subtitles.tracksFor(title),
  });
  app.decorate("streaming", {
    ...service.publishing,
    offline: (viewerId, ref) => service.offline(viewerId, ref),
    grant: async (viewerId, ref, kind) => {
      const grant = await service.requestStream(viewerId, ref, kind);
      return { grant: publicGrant(grant), preloads: await service.preloads(grant) };
    },
  });
  // Media links (asset-links.ts) match the database before the first request.
  app.addHook("onReady", async () => {
    await service.syncLinks();
  });
  await app.register(streamingRoutes, {
    service,
    files,
    viewerId: async (request) => (await request.viewer())?.userId ?? null,
  });
};

export default fp(streamingModule, {
  name: "streaming",
  dependencies: ["accounts", "subtitles", "storage"],
});
