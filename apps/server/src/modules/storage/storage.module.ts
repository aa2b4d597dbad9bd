import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createLocalStore } from "./local-store.ts";
import "./storage.public.ts";
import { createS3Store, parseStoreUrl } from "./s3-store.ts";

/**
 * The media store (ADR 0050): a local folder by default (`npm start`), or an S3-compatible
 * bucket named by MEDIA_STORE with S3_ENDPOINT, S3_REGION and credentials from the environment
 * (or the SDK's usual chain when S3_ACCESS_KEY_ID is unset).
 */
const storageModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  const store = config.MEDIA_STORE
    ? createS3Store({
        ...parseStoreUrl(config.MEDIA_STORE),
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        credentials:
          config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
            ? {
                accessKeyId: config.S3_ACCESS_KEY_ID,
                secretAccessKey: config.S3_SECRET_ACCESS_KEY,
              }
            : undefined,
      })
    : createLocalStore(config.mediaDir);
  app.decorate("storage", store);
};

export default fp(storageModule, { name: "storage" });
