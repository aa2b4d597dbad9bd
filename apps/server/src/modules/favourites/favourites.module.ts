import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createFavouritesRepository } from "./favourites.repository.ts";
import { favouritesRoutes } from "./favourites.routes.ts";
import { createFavouritesService } from "./favourites.service.ts";
import { forgetFavourites } from "./favourites.repository.ts";

/** My List (`users/favourites`, `users/favourites/toggle`). */
const favouritesModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  app.personalData.register("favourites", forgetFavourites);
  await app.register(favouritesRoutes, {
    service: createFavouritesService(createFavouritesRepository(database.db)),
  });
};

export default fp(favouritesModule, { name: "favourites", dependencies: ["accounts"] });
