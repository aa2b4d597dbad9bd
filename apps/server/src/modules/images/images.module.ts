import fp from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { bindArtworkStore } from "./artwork-store.ts";
import { imageRoutes } from "./images.routes.ts";

/**
 * Poster and backdrop images in the sizes pages ask for. With a media bucket (MEDIA_STORE), art
 * placed in DATA_DIR/uploads goes to the bucket instead and is served from it by every process.
 */
const imagesModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, clock }) => {
  // The storage module registers after this one (app.ts): its store is read when art is used.
  const bucket = () =>
    app.hasDecorator("storage") && app.storage.kind === "s3" ? app.storage : undefined;
  const unbind = bindArtworkStore(config.uploadsDir, bucket);
  app.addHook("onClose", () => {
    unbind();
    return Promise.resolve();
  });
  await app.register(imageRoutes, {
    uploadsDir: config.uploadsDir,
    cacheDir: config.imageCacheDir,
    bucket,
    now: () => clock.now().getTime(),
  });
};

export default fp(imagesModule, { name: "images" });
