import fp from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { imageRoutes } from "./images.routes.ts";

/** Poster and backdrop images in the sizes pages ask for. */
const imagesModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  await app.register(imageRoutes, {
    uploadsDir: config.uploadsDir,
    cacheDir: config.imageCacheDir,
  });
};

export default fp(imagesModule, { name: "images" });
