import type { AssetLinks } from "./asset-links.ts";
import type { MediaFiles } from "./media-files.ts";

/**
 * What ingest tells streaming when a storage folder changes (app.streaming): where a transcode
 * writes, and which assets are served. Publishing and withdrawing also drop the cached states.
 */
export interface MediaPublishing {
  /** The folder under the media root a storage key's files are written to. */
  folder(storageKey: string): string;
  /** Forgets the cached files of a folder that is being written again. */
  forgetFiles(storageKey: string): void;
  /**
   * Moves a finished folder into the media store when it is a bucket (nothing for the local
   * folder). Before the asset is marked ready: a grant never names files not there yet.
   */
  upload(storageKey: string): Promise<number>;
  /** Whether the store holds the folder, published (its master playlist is there). */
  hasFolder(storageKey: string): Promise<boolean>;
  /**
   * The folder as files on this machine for a job that builds on it (a remade rendition): in
   * the bucket's case a copy under `scratch`, which `release` removes.
   */
  checkout(
    storageKey: string,
    scratch: string,
  ): Promise<{ dir: string; release: () => Promise<void> }>;
  /** Deletes a folder no asset plays any more, wherever the store keeps it. */
  removeFolder(storageKey: string): Promise<void>;
  /** Links every ready asset of the folder (their media is served from now on). */
  publish(storageKey: string): Promise<void>;
  /** Unlinks every asset of the folder (a failed transcode). */
  withdraw(storageKey: string): Promise<void>;
  /** Unlinks one asset: a replaced asset is not served until its new folder is ready. */
  withdrawAsset(assetId: string): Promise<void>;
}

/** How assets point at their folders: links on a local disk, pointer objects in a bucket. */
type AssetFolderIndex = Pick<AssetLinks, "publish" | "withdraw" | "withdrawAsset">;

/**
 * Publishing and withdrawing media folders: the files where the store keeps them, the asset
 * links the media route reads; `onChange` runs after a folder is published or withdrawn (the
 * service's cached asset states go stale then).
 */
export function createMediaPublishing(deps: {
  files: MediaFiles;
  links: AssetFolderIndex;
  onChange: () => void;
}): MediaPublishing {
  const { files, links, onChange } = deps;
  return {
    folder: (storageKey) => files.folder(storageKey),
    forgetFiles: (storageKey) => {
      files.forget(storageKey);
    },
    upload: (storageKey) => files.upload(storageKey),
    hasFolder: (storageKey) => files.has(storageKey),
    checkout: (storageKey, scratch) => files.checkout(storageKey, scratch),
    removeFolder: (storageKey) => files.remove(storageKey),
    async publish(storageKey) {
      await links.publish(storageKey);
      onChange();
    },
    async withdraw(storageKey) {
      await links.withdraw(storageKey);
      onChange();
    },
    withdrawAsset: (assetId) => links.withdrawAsset(assetId),
  };
}
