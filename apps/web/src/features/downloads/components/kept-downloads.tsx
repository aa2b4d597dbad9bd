import { Text } from "@mantine/core";
import { useEffect } from "react";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useOnline } from "../../../lib/use-online.ts";
import { type AccountHint, useLocalDownloads } from "../hooks/use-local-downloads.ts";
import { useStorageEstimate } from "../hooks/use-storage-estimate.ts";
import { downloadManager } from "../lib/download-manager.ts";
import { syncLicences } from "../lib/licence-sync.ts";
import { DownloadsList } from "./downloads-list.tsx";
import { DownloadsStorage } from "./downloads-storage.tsx";

// The Downloads page's part for a browser that keeps downloads (downloads-overview.tsx loads it
// only then): the queue, the licences and their checks, the list and its rows, zod.

/** Resolves once the queue has read this browser's downloads: the list is never shown before. */
export const downloadsRead = () => downloadManager.start().catch(() => undefined);

/** The storage line: the bytes the account's downloads hold here, and what is free. */
export function KeptDownloadsStorage({ account }: { account: AccountHint }) {
  const downloads = useLocalDownloads(account);
  const done = downloads.filter((d) => d.status === "done").length;
  const storage = useStorageEstimate(done);
  return storage.data ? <DownloadsStorage downloads={downloads} estimate={storage.data} /> : null;
}

/**
 * What this device keeps for the account, live. Opened online, it first asks the server about
 * every licence kept here: revoked ones go (ADR 0053); `onChecked` is told after each check (the
 * account's devices are asked for again). `onHolds` is told while online when the account has
 * downloads here (the page fetches the offline player then, for the service worker to keep).
 */
export function KeptDownloadsList({
  account,
  onChecked,
  onHolds,
}: {
  account: AccountHint;
  onChecked: () => void;
  onHolds: () => void;
}) {
  const i18n = useI18n();
  const downloads = useLocalDownloads(account);
  const online = useOnline();
  useEffect(() => {
    if (!online || account === undefined) return;
    void syncLicences(account)
      .catch(() => undefined)
      .then(onChecked);
  }, [online, account, onChecked]);
  const holds = downloads.length > 0;
  useEffect(() => {
    if (holds && navigator.onLine) onHolds();
  }, [holds, onHolds]);
  const locked = downloadManager.snapshot().length > 0 && account === null;
  return locked && downloads.length === 0 ? (
    <Text c="dimmed">
      {i18n._({
        id: "downloads.locked",
        message:
          "Downloads kept here for an account are locked while nobody is signed in. Sign in to see yours.",
      })}
    </Text>
  ) : (
    <DownloadsList downloads={downloads} />
  );
}
