// What other modules may use of storage (ADR 0022): `app.storage`, decorated by
// storage.module.ts, the store's shape, and the local store (a folder as a store: tests, tools).
export type { ObjectStore } from "./object-store.ts";
export { createLocalStore } from "./local-store.ts";
