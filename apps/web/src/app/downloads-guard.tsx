import { useEffect } from "react";
import { keepOfflinePages } from "../lib/register-service-worker.ts";
import { useOnline } from "../lib/use-online.ts";
import { useAccountHint } from "./use-account-hint.ts";

// The downloads code loads only on a browser that keeps downloads (never in the first paint).
const licenceSync = () => import("../features/downloads/lib/licence-sync.ts");

/**
 * Downloads follow their account and their right (ADR 0053): each time the app opens online on a
 * browser that keeps downloads, their licences are checked (revoked ones go) and the signed-in
 * account's are claimed. Rendered, lazily, only where downloads are kept.
 */
export function DownloadsGuard() {
  const online = useOnline();
  const account = useAccountHint();
  // The queue starts (and so locks the account's downloads at sign-out), online or not; the
  // service worker keeps the pages a download plays from offline.
  useEffect(() => {
    keepOfflinePages();
    void licenceSync()
      .then((sync) => sync.startDownloads())
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!online || account === undefined) return;
    void licenceSync()
      .then((sync) => sync.syncLicences(account))
      .catch(() => undefined);
  }, [online, account]);
  return null;
}
