// What other modules may use of storage (ADR 0022): `app.storage`, decorated by
// storage.module.ts, the store's shape, and the local store (a folder as a store: tests, tools).
import type { ObjectStore } from "./object-store.ts";

export type { ObjectStore };
export { createLocalStore } from "./local-store.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Where published media lives: DATA_DIR/media, or the MEDIA_STORE bucket. */
    storage: ObjectStore;
  }
}
