import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createRatingsRepository } from "./ratings.repository.ts";
import { ratingsRoutes } from "./ratings.routes.ts";
import { createRatingsService } from "./ratings.service.ts";
import { forgetRatings } from "./ratings.repository.ts";

/** Thumbs on titles (`rate`, `rate/{id}`). */
const ratingsModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  app.personalData.register("ratings", forgetRatings);
  await app.register(ratingsRoutes, {
    service: createRatingsService(createRatingsRepository(database.db)),
  });
};

export default fp(ratingsModule, { name: "ratings", dependencies: ["accounts"] });
