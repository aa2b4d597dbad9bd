import { useEffect, useState } from "react";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { type KeptOnDevice, NOTHING_KEPT, readKeptOnDevice } from "../lib/kept-on-device.ts";

/**
 * What this browser keeps for downloads, or null until it has been read: null in the server's
 * render and in the browser's first (hydration), which cannot know; read after it, each time the
 * page opens. Given only once the page's language is whole too: the head carried the frame's
 * messages only, and what shows next (nothing kept, the list, the storage line) is never shown in
 * English first.
 */
export function useKeptOnDevice(): KeptOnDevice | null {
  const i18n = useI18n();
  const [kept, setKept] = useState<KeptOnDevice | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([
      readKeptOnDevice().catch(() => NOTHING_KEPT),
      i18n.whole().catch(() => undefined),
    ]).then(([read]) => {
      if (live) setKept(read);
    });
    return () => {
      live = false;
    };
  }, [i18n]);
  return kept;
}
