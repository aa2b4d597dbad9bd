import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { runEvery } from "../../jobs/every.ts";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { recommendationsRoutes } from "./recommendations.routes.ts";
import { createRecommendationsService } from "./recommendations.service.ts";
import { createSimilaritiesRepository } from "./similarities.repository.ts";
import { createTasteRepository } from "./taste.repository.ts";
import "./recommendations.public.ts";

const RECOMPUTE_EVERY_MS = 15 * 60_000;

/**
 * Recommendations: More like this, Top picks, Because you watched — read from item_similarities,
 * which a timer in every process rebuilds every 15 minutes (the rebuild is one transaction, so
 * two processes doing it at once leave one consistent table).
 */
const recommendationsModule: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { database, clock },
) => {
  const service = createRecommendationsService({
    taste: createTasteRepository(database.db),
    similarities: createSimilaritiesRepository(database.db),
    now: () => clock.now(),
  });
  app.decorate("recommendations", { recompute: () => service.recompute() });
  runEvery(app, {
    name: "recommendations",
    everyMs: RECOMPUTE_EVERY_MS,
    task: () => service.recompute(),
    log: app.log,
    done: "recommendations recomputed",
    failed: "recommendations recompute failed",
  });
  await app.register(recommendationsRoutes, { service });
};

export default fp(recommendationsModule, { name: "recommendations", dependencies: ["accounts"] });
