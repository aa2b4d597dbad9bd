import { useEffect, useState } from "react";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import {
  type KeptOnDevice,
  NOTHING_KEPT,
  needsDownloadsCode,
  readKeptOnDevice,
} from "../lib/kept-on-device.ts";
import type { AccountHint } from "./use-local-downloads.ts";

/**
 * What this browser keeps for downloads, or null until it has been read: null in the server's
 * render and in the browser's first (hydration), which cannot know; read after it, each time the
 * page opens. When the downloads code has work here (`needsDownloadsCode`), given only once the
 * page's language is whole too: the list's words are not the head's, and are never shown in
 * English first. Nothing kept shows words the head carries (DownloadsOverview looks them up
 * ahead): no wait, and no whole catalogue, for a page that keeps nothing (issue 41).
 */
export function useKeptOnDevice(account: AccountHint): KeptOnDevice | null {
  const i18n = useI18n();
  const [kept, setKept] = useState<KeptOnDevice | null>(null);
  useEffect(() => {
    let live = true;
    void readKeptOnDevice()
      .catch(() => NOTHING_KEPT)
      .then(async (read) => {
        if (needsDownloadsCode(read, account)) await i18n.whole().catch(() => undefined);
        if (live) setKept(read);
      });
    return () => {
      live = false;
    };
  }, [i18n, account]);
  return kept;
}
