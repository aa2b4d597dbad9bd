import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createSubtitlesRepository } from "./subtitles.repository.ts";
import { subtitlesRoutes } from "./subtitles.routes.ts";
import { createSubtitlesService } from "./subtitles.service.ts";
import "./subtitles.public.ts";

/**
 * Caption tracks per title and language: the admin API that stores an uploaded .vtt or .srt as
 * WebVTT, and the public route players read them from. `app.subtitles` tells streaming which
 * tracks a stream comes with.
 */
const subtitlesModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, clock }) => {
  const service = createSubtitlesService(createSubtitlesRepository(database.db), clock);
  app.decorate("subtitles", { tracksFor: (title) => service.tracksFor(title) });
  await app.register(subtitlesRoutes, { service });
};

export default fp(subtitlesModule, { name: "subtitles", dependencies: ["accounts", "audit"] });
