import { useEffect, useSyncExternalStore } from "react";
import { downloadManager, visibleTo } from "../lib/download-manager.ts";
import type { LocalDownload } from "../lib/offline-store.ts";

/**
 * Who is using this browser, as the app knows it: an account id, null when nobody is signed in,
 * undefined when it cannot tell yet (offline with a session: the account signed in last).
 */
export type AccountHint = string | null | undefined;

/** The account whose downloads show: the hint, or the last one signed in here when unsure. */
export function ownerOf(hint: AccountHint): string | null {
  return hint === undefined ? downloadManager.account() : hint;
}

/**
 * This device's downloads that `hint`'s account may see, live (progress included); starts the
 * queue on first use.
 */
export function useLocalDownloads(hint: AccountHint): readonly LocalDownload[] {
  useEffect(() => {
    void downloadManager.start();
  }, []);
  const all = useSyncExternalStore(downloadManager.subscribe, downloadManager.snapshot);
  return visibleTo(all, ownerOf(hint));
}
