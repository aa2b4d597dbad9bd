import "@mantine/core/styles/Progress.css";
import { Progress, Text } from "@mantine/core";
import { formatBytes } from "../../../lib/format-bytes.ts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { waitReason } from "../lib/download-manager.ts";
import type { LocalDownload } from "../lib/offline-store.ts";

const hour = (h: number) => `${String(h).padStart(2, "0")}:00`;

/** What a download is doing, in words: "Downloading · 12 MB of 52 MB", "Waiting for Wi-Fi"… */
export function statusText(download: LocalDownload, i18n: I18n): string {
  const values = {
    done: formatBytes(Math.min(download.bytesDone, download.bytesTotal), i18n),
    total: formatBytes(download.bytesTotal, i18n),
  };
  switch (download.status) {
    case "done":
      return i18n._({ id: "download.done", message: "Downloaded · {total}", values });
    case "downloading":
      return i18n._({
        id: "download.downloading",
        message: "Downloading · {done} of {total}",
        values,
      });
    case "paused":
      return i18n._({ id: "download.paused", message: "Paused · {done} of {total}", values });
    case "failed":
      return download.error ?? i18n._({ id: "download.stopped", message: "The download stopped." });
    case "waiting": {
      const reason = waitReason(download);
      if (reason === "wifi")
        return i18n._({ id: "download.wait-wifi", message: "Waiting for Wi-Fi" });
      if (reason === "night") {
        return i18n._({
          id: "download.starts-at",
          message: "Starts at {time}",
          values: { time: hour(download.startHour!) },
        });
      }
      if (reason === "connection") {
        return i18n._({ id: "download.wait-connection", message: "Waiting for a connection" });
      }
      return download.bytesDone > 0
        ? i18n._({ id: "download.resuming", message: "Resuming · {done} of {total}", values })
        : i18n._({ id: "download.starting", message: "Starting…" });
    }
  }
}

export function percentDone(download: LocalDownload): number {
  if (download.status === "done") return 100;
  if (download.bytesTotal <= 0) return 0;
  return Math.min(99, Math.floor((download.bytesDone / download.bytesTotal) * 100));
}

/** The status line and, until done, a progress bar. */
export function DownloadStatus({ download }: { download: LocalDownload }) {
  const percent = percentDone(download);
  const i18n = useI18n();
  return (
    <div>
      <Text size="sm" c={download.status === "failed" ? "red.4" : "dimmed"} aria-live="polite">
        {statusText(download, i18n)}
      </Text>
      {download.status !== "done" ? (
        <Progress
          value={percent}
          size="sm"
          mt={6}
          aria-label={i18n._({
            id: "download.percent",
            message: "{title}: {percent}% downloaded",
            values: { title: download.title, percent },
          })}
          animated={download.status === "downloading"}
        />
      ) : null}
    </div>
  );
}
