import { Title } from "@mantine/core";
import { Suspense, lazy, useCallback, useState } from "react";
import { BYTES_MESSAGES } from "../../../lib/format-bytes.ts";
import { lookUp } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import type { AccountHint } from "../hooks/use-local-downloads.ts";
import { useKeptOnDevice } from "../hooks/use-kept-on-device.ts";
import { useStorageEstimate } from "../hooks/use-storage-estimate.ts";
import { needsDownloadsCode } from "../lib/kept-on-device.ts";
import { DownloadsHelp } from "./downloads-help.tsx";
import { DownloadsStorage } from "./downloads-storage.tsx";
import type * as KeptCode from "./kept-downloads.tsx";

// The downloads code (the queue, licences and their checks, zod, the list's rows) comes only to a
// browser that keeps downloads, once they have been read: never shown before (issue 41).
let keptCode: Promise<typeof KeptCode> | undefined;
function loadKept() {
  keptCode ??= import("./kept-downloads.tsx").then(async (code) => {
    await code.downloadsRead();
    return code;
  });
  keptCode.catch(() => {
    keptCode = undefined; // a failed chunk load may be retried
  });
  return keptCode;
}
const KeptDownloadsList = lazy(async () => ({ default: (await loadKept()).KeptDownloadsList }));
const KeptDownloadsStorage = lazy(async () => ({
  default: (await loadKept()).KeptDownloadsStorage,
}));
// A signed-in account's devices: an anonymous page never fetches their code.
const AccountDevices = lazy(async () => ({
  default: (await import("./download-devices.tsx")).AccountDevices,
}));

/** The storage line of a browser that keeps nothing: what is free here. */
function FreeStorage() {
  const storage = useStorageEstimate(0);
  return storage.data ? <DownloadsStorage downloads={[]} estimate={storage.data} /> : null;
}

/**
 * What the page shows once the browser has read that it keeps nothing: the help's "nothing here",
 * the storage line (its bytes in any unit) and a signed-in account's devices. Looked up while it
 * cannot know, so that the server's render puts them in the head with the frame's messages
 * (downloads-overview.test.tsx keeps this list whole).
 */
export const NOTHING_KEPT_MESSAGES = [
  "downloads.none",
  "downloads.storage",
  "downloads.persisted",
  ...BYTES_MESSAGES,
  "downloads.devices",
  "downloads.account-use",
  "downloads.this-device",
  "downloads.device-line",
  "downloads.remove-device",
  "downloads.remove",
] as const;

/** The page's parts under its heading, a column as Mantine's Stack (gap lg) lays it out. */
const COLUMN = {
  display: "flex",
  flexDirection: "column",
  gap: "var(--mantine-spacing-lg)",
  marginTop: "var(--mantine-spacing-lg)",
} as const;

/**
 * /downloads: what this device keeps for the account (it opens with no connection), the space it
 * takes and what is free, and, online, the account's devices. The server draws its heading and
 * help, as the browser's first render does: what the device keeps is read after it (IndexedDB),
 * then shown, or said to be nothing. `onHolds`: see KeptDownloadsList.
 */
export function DownloadsOverview({
  account,
  onHolds,
}: {
  account: AccountHint;
  onHolds: () => void;
}) {
  const i18n = useI18n();
  const kept = useKeptOnDevice(account);
  if (kept === null) lookUp(i18n, NOTHING_KEPT_MESSAGES);
  const withCode = kept !== null && needsDownloadsCode(kept, account);
  // Each licence check may change the account's devices: they are asked for again after it.
  const [checked, setChecked] = useState(0);
  const onChecked = useCallback(() => {
    setChecked((n) => n + 1);
  }, []);
  return (
    <>
      <Title order={1}>{i18n._({ id: "nav.downloads", message: "Downloads" })}</Title>
      {kept === null ? null : withCode ? (
        <Suspense fallback={null}>
          <KeptDownloadsStorage account={account} />
        </Suspense>
      ) : (
        <FreeStorage />
      )}
      <div style={COLUMN}>
        {withCode ? (
          <Suspense fallback={<DownloadsHelp nothingHere={false} />}>
            <KeptDownloadsList account={account} onChecked={onChecked} onHolds={onHolds} />
          </Suspense>
        ) : (
          <DownloadsHelp nothingHere={kept !== null} />
        )}
        {kept !== null && typeof account === "string" ? (
          <Suspense fallback={null}>
            <AccountDevices checked={checked} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
