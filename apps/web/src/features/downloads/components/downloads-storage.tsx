import { Text } from "@mantine/core";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import type { LocalDownload } from "../lib/offline-store.ts";

/** What the browser says of this site's storage (useStorageEstimate). */
export interface StorageEstimate {
  free: number;
  persisted: boolean;
}

/**
 * The Downloads page's storage line: the bytes this device's downloads hold (kept and on their
 * way), and what is free. Not the browser's usage for the site, which counts the app's own
 * cached files too: a page with no download said "Using 4.3 MB".
 */
export function DownloadsStorage({
  downloads,
  estimate,
}: {
  downloads: readonly Pick<LocalDownload, "bytesDone">[];
  estimate: StorageEstimate;
}) {
  const i18n = useI18n();
  const used = downloads.reduce((sum, download) => sum + download.bytesDone, 0);
  return (
    <Text size="sm" c="dimmed" mt={4}>
      {i18n._({
        id: "downloads.storage",
        message: "Using {used} · {free} free on this device",
        values: { used: formatBytes(used, i18n), free: formatBytes(estimate.free, i18n) },
      })}
      {estimate.persisted
        ? ` · ${i18n._({ id: "downloads.persisted", message: "kept safe from clean-up" })}`
        : ""}
    </Text>
  );
}
