import { useEffect, useSyncExternalStore } from "react";
import { downloadManager } from "../lib/download-manager.ts";
import type { LocalDownload } from "../lib/offline-store.ts";

/** This device's downloads, live (progress included); starts the queue on first use. */
export function useLocalDownloads(): readonly LocalDownload[] {
  useEffect(() => {
    void downloadManager.start();
  }, []);
  return useSyncExternalStore(downloadManager.subscribe, downloadManager.snapshot);
}
