import "@mantine/core/styles/Progress.css";
import { Progress, Text } from "@mantine/core";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { waitReason } from "../lib/download-manager.ts";
import type { LocalDownload } from "../lib/offline-store.ts";

const hour = (h: number) => `${String(h).padStart(2, "0")}:00`;

/** What a download is doing, in words: "Downloading · 12 MB of 52 MB", "Waiting for Wi-Fi"… */
export function statusText(download: LocalDownload): string {
  const of = `${formatBytes(Math.min(download.bytesDone, download.bytesTotal))} of ${formatBytes(download.bytesTotal)}`;
  switch (download.status) {
    case "done":
      return `Downloaded · ${formatBytes(download.bytesTotal)}`;
    case "downloading":
      return `Downloading · ${of}`;
    case "paused":
      return `Paused · ${of}`;
    case "failed":
      return download.error ?? "The download stopped.";
    case "waiting": {
      const reason = waitReason(download);
      if (reason === "wifi") return "Waiting for Wi-Fi";
      if (reason === "night") return `Starts at ${hour(download.startHour!)}`;
      if (reason === "connection") return "Waiting for a connection";
      return download.bytesDone > 0 ? `Resuming · ${of}` : "Starting…";
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
  return (
    <div>
      <Text size="sm" c={download.status === "failed" ? "red.4" : "dimmed"} aria-live="polite">
        {statusText(download)}
      </Text>
      {download.status !== "done" ? (
        <Progress
          value={percent}
          size="sm"
          mt={6}
          aria-label={`${download.title}: ${percent}% downloaded`}
          animated={download.status === "downloading"}
        />
      ) : null}
    </div>
  );
}
