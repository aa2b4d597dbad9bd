import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { renewLocal } from "../lib/downloader.ts";
import { downloadManager } from "../lib/download-manager.ts";
import { checkLicences } from "../lib/licence-sync.ts";
import { markSeen, updateDownload } from "../lib/offline-store.ts";
import { openOffline } from "../lib/offline-playback.ts";
import { type AccountHint, ownerOf } from "./use-local-downloads.ts";

/** Where playback is saved, at most this often. */
const SAVE_EVERY_S = 5;

/**
 * A kept download opened for the player (licence checked, key unwrapped), and the callback that
 * follows its video: a rental's first play is noted (and reported once online), where it stopped
 * is kept, and the device's clock is marked as seen while it plays.
 */
export function useOfflineSource(id: string, hint: AccountHint) {
  const source = useQuery({
    queryKey: ["offline-source", id, hint],
    queryFn: async () => {
      await downloadManager.start();
      return openOffline(id, ownerOf(hint));
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    networkMode: "always",
  });
  const startsWindow = source.data?.ok === true && source.data.startsWindow;
  const cleanup = useRef<(() => void) | null>(null);
  useEffect(() => () => cleanup.current?.(), []);
  const onVideo = useCallback(
    (video: HTMLVideoElement | null) => {
      cleanup.current?.();
      cleanup.current = null;
      if (!video) return;
      let noted = !startsWindow;
      let savedAt = 0;
      const onPlaying = () => {
        if (noted) return;
        noted = true;
        void updateDownload(id, (d) => (d.firstPlayedAt ? {} : { firstPlayedAt: Date.now() })).then(
          (d) => {
            // A refused report (the rental refunded meanwhile) is a right gone: asked at once.
            if (d && navigator.onLine)
              void renewLocal(d).catch(() => checkLicences().catch(() => 0));
          },
        );
      };
      const onTime = () => {
        if (Math.abs(video.currentTime - savedAt) < SAVE_EVERY_S) return;
        savedAt = video.currentTime;
        void updateDownload(id, () => ({ positionS: video.currentTime }));
        void markSeen();
      };
      video.addEventListener("playing", onPlaying);
      video.addEventListener("timeupdate", onTime);
      cleanup.current = () => {
        video.removeEventListener("playing", onPlaying);
        video.removeEventListener("timeupdate", onTime);
      };
    },
    [id, startsWindow],
  );
  return { source, onVideo };
}
