import type { ObjectStore } from "../storage/storage.public.ts";
import type { AssetFolderRow, AssetLinks } from "./asset-links.ts";

/**
 * In a bucket (ADR 0051), `by-asset/<assetId>` is a small object holding the storage key of the
 * folder the asset's files are in: the bucket's version of the local `by-asset` links. Its key
 * comes from the asset id alone, so an edge maps `/media/<assetId>/<token>/<file>` to an object
 * with no database (deploy/nginx/media-store.js), and every API process reads the same pointer
 * however far apart they run. A replaced video is a new folder and a new pointer: objects are
 * never rewritten in place, so edge caches and half-done downloads never mix two transcodes.
 */
export const POINTERS = "by-asset/";

const NAME_RE = /^[A-Za-z0-9_-]{1,64}$/;

function pointerKey(assetId: string): string {
  if (!NAME_RE.test(assetId)) throw new Error(`invalid asset id for a media pointer: ${assetId}`);
  return `${POINTERS}${assetId}`;
}

export function createAssetPointers(deps: {
  store: ObjectStore;
  /** Assets with their folder and state, all of them or those of one storage folder. */
  listFolders: (storageKey?: string) => Promise<AssetFolderRow[]>;
  now: () => number;
  /** How long a pointer read is trusted (another process may publish; the edge keeps 10 s too). */
  ttlMs?: number;
}): AssetLinks {
  const { store } = deps;
  const ttlMs = deps.ttlMs ?? 10_000;
  const known = new Map<string, { storageKey: string; until: number }>();

  async function point(assetId: string, storageKey: string): Promise<void> {
    if (!NAME_RE.test(storageKey)) throw new Error(`invalid storage key: ${storageKey}`);
    await store.put(pointerKey(assetId), Buffer.from(storageKey), "text/plain");
  }

  return {
    async storageKeyOf(assetId) {
      if (!NAME_RE.test(assetId)) return undefined;
      const hit = known.get(assetId);
      if (hit && hit.until > deps.now()) return hit.storageKey;
      const text = (await store.read(pointerKey(assetId)))?.toString("utf8").trim();
      if (!text || !NAME_RE.test(text)) {
        known.delete(assetId);
        return undefined;
      }
      known.set(assetId, { storageKey: text, until: deps.now() + ttlMs });
      if (known.size > 10_000) known.delete(known.keys().next().value!);
      return text;
    },
    async publish(storageKey) {
      for (const row of await deps.listFolders(storageKey)) {
        if (row.status === "ready") await point(row.id, row.storageKey);
      }
      known.clear();
    },
    async withdraw(storageKey) {
      for (const row of await deps.listFolders(storageKey)) {
        await store.delete(pointerKey(row.id));
      }
      known.clear();
    },
    async withdrawAsset(assetId) {
      await store.delete(pointerKey(assetId));
      known.clear();
    },
    /**
     * Pointers for exactly the ready assets: missing ones written, stray ones deleted. Existing
     * pointers are kept as they are (publish writes them right), so a start costs one listing.
     */
    async sync() {
      const ready = (await deps.listFolders()).filter((row) => row.status === "ready");
      const wanted = new Map(ready.map((row) => [row.id, row.storageKey]));
      const present = new Set(
        (await store.list(POINTERS)).map((key) => key.slice(POINTERS.length)),
      );
      let removed = 0;
      for (const id of present) {
        if (!wanted.has(id)) {
          await store.delete(`${POINTERS}${id}`);
          removed += 1;
        }
      }
      for (const [id, storageKey] of wanted) {
        if (!present.has(id)) await point(id, storageKey);
      }
      known.clear();
      return { linked: wanted.size, removed };
    },
  };
}
