import { mkdir, readdir, readlink, rename, rm, symlink } from "node:fs/promises";
import path from "node:path";

/**
 * `<mediaDir>/by-asset/<assetId>` → `../<storageKey>`: one symbolic link per ready asset, so an
 * edge (deploy/nginx) maps `/media/<assetId>/<token>/<file>` to a file with no database, and the
 * Node server skips its lookup too. The link exists exactly while the asset is ready.
 */
export const BY_ASSET = "by-asset";

const NAME_RE = /^[A-Za-z0-9_-]{1,64}$/;

function checkName(kind: string, name: string): void {
  if (!NAME_RE.test(name)) throw new Error(`invalid ${kind} for a media link: ${name}`);
}

export function assetLinkPath(mediaDir: string, assetId: string): string {
  checkName("asset id", assetId);
  return path.join(mediaDir, BY_ASSET, assetId);
}

/** Points the asset at its storage folder; idempotent, and atomic when the link already exists. */
export async function linkAsset(
  mediaDir: string,
  assetId: string,
  storageKey: string,
): Promise<void> {
  checkName("storage key", storageKey);
  const link = assetLinkPath(mediaDir, assetId);
  await mkdir(path.dirname(link), { recursive: true });
  const target = path.join("..", storageKey);
  const current = await readlink(link).catch(() => undefined);
  if (current === target) return;
  const temporary = `${link}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await symlink(target, temporary);
  await rename(temporary, link);
}

/** Removes the asset's link (its media is then not served); nothing when there is none. */
export async function unlinkAsset(mediaDir: string, assetId: string): Promise<void> {
  await rm(assetLinkPath(mediaDir, assetId), { force: true });
}

/** Makes the links exactly the ready assets given: missing ones written, stray ones removed. */
export async function syncAssetLinks(
  mediaDir: string,
  ready: readonly { id: string; storageKey: string }[],
): Promise<{ linked: number; removed: number }> {
  await mkdir(path.join(mediaDir, BY_ASSET), { recursive: true });
  const wanted = new Map(ready.map((a) => [a.id, a.storageKey]));
  let removed = 0;
  for (const name of await readdir(path.join(mediaDir, BY_ASSET))) {
    if (!wanted.has(name)) {
      await rm(path.join(mediaDir, BY_ASSET, name), { force: true, recursive: false });
      removed += 1;
    }
  }
  for (const [id, storageKey] of wanted) await linkAsset(mediaDir, id, storageKey);
  return { linked: wanted.size, removed };
}

/**
 * The storage folder of a ready asset from its link, remembered for `ttlMs` (another process may
 * change links; this one calls `forget` when it does).
 */
export function createAssetFolders(mediaDir: string, now: () => number, ttlMs = 10_000) {
  const known = new Map<string, { storageKey: string; until: number }>();
  return {
    async storageKeyOf(assetId: string): Promise<string | undefined> {
      if (!NAME_RE.test(assetId)) return undefined;
      const hit = known.get(assetId);
      if (hit && hit.until > now()) return hit.storageKey;
      const target = await readlink(assetLinkPath(mediaDir, assetId)).catch(() => undefined);
      const storageKey = target === undefined ? undefined : path.basename(target);
      if (storageKey === undefined) {
        known.delete(assetId);
        return undefined;
      }
      known.set(assetId, { storageKey, until: now() + ttlMs });
      if (known.size > 10_000) known.delete(known.keys().next().value!);
      return storageKey;
    },
    forget(): void {
      known.clear();
    },
  };
}

export type AssetFolders = ReturnType<typeof createAssetFolders>;

export interface AssetFolderRow {
  id: string;
  storageKey: string;
  status: string;
}

/**
 * The links kept in step with the assets' states: `publish` when a storage folder becomes ready
 * (every asset sharing it), `withdraw` when it fails, `withdrawAsset` when an asset is replaced,
 * `sync` at start (links of a wiped database, or written before links existed).
 */
export function createAssetLinks(deps: {
  mediaDir: string;
  /** Assets with their folder and state, all of them or those of one storage folder. */
  listFolders: (storageKey?: string) => Promise<AssetFolderRow[]>;
  now: () => number;
}) {
  const { mediaDir } = deps;
  const folders = createAssetFolders(mediaDir, deps.now);
  return {
    storageKeyOf: (assetId: string) => folders.storageKeyOf(assetId),
    async publish(storageKey: string): Promise<void> {
      for (const row of await deps.listFolders(storageKey)) {
        if (row.status === "ready") await linkAsset(mediaDir, row.id, row.storageKey);
      }
      folders.forget();
    },
    async withdraw(storageKey: string): Promise<void> {
      for (const row of await deps.listFolders(storageKey)) await unlinkAsset(mediaDir, row.id);
      folders.forget();
    },
    async withdrawAsset(assetId: string): Promise<void> {
      await unlinkAsset(mediaDir, assetId);
      folders.forget();
    },
    async sync(): Promise<{ linked: number; removed: number }> {
      const ready = (await deps.listFolders()).filter((row) => row.status === "ready");
      const result = await syncAssetLinks(mediaDir, ready);
      folders.forget();
      return result;
    },
  };
}

export type AssetLinks = ReturnType<typeof createAssetLinks>;
