import type { AssetKind, MediaAssetRow, StreamingRepository } from "./streaming.repository.ts";

/** How long an asset's state is trusted before it is read again. */
const ASSET_CACHE_MS = 30_000;
/** Assets kept at most (the oldest goes first). */
const MAX_CACHED = 10_000;

/** What the media key and file routes need of an asset, without a query each time. */
export interface CachedAsset {
  storageKey: string;
  kind: AssetKind;
  status: MediaAssetRow["status"];
  keyHex: string;
  title: { id: number; isFree: boolean; ref: string };
  until: number;
}

/** Assets by id for 30 s; `clear` when a folder is published or withdrawn. */
export function createAssetCache(repo: Pick<StreamingRepository, "findAsset">, now: () => number) {
  const assets = new Map<string, CachedAsset>();
  return {
    async lookup(assetId: string): Promise<CachedAsset | undefined> {
      const hit = assets.get(assetId);
      if (hit && hit.until > now()) return hit;
      const row = /^[0-9a-f-]{36}$/.test(assetId) ? await repo.findAsset(assetId) : undefined;
      if (!row) return undefined;
      const entry: CachedAsset = {
        storageKey: row.storageKey,
        kind: row.kind,
        status: row.status,
        keyHex: row.keyHex,
        title: row.title,
        until: now() + ASSET_CACHE_MS,
      };
      assets.set(assetId, entry);
      if (assets.size > MAX_CACHED) assets.delete(assets.keys().next().value!);
      return entry;
    },
    clear(): void {
      assets.clear();
    },
  };
}
