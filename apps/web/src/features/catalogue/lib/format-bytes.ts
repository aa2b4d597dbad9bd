import type { MediaSummary, MediaVideo } from "@tazama/contracts";

/** A download size in decimal units, as phone plans count data: "850 kB", "4.2 MB", "105 MB", "1.2 GB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1e6) return `${Math.max(1, Math.round(bytes / 1e3))} kB`;
  if (bytes < 9.95e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  if (bytes < 999.5e6) return `${Math.round(bytes / 1e6)} MB`;
  if (bytes < 9.95e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  return `${Math.round(bytes / 1e9)} GB`;
}

export interface DataSizes {
  /** Which video the sizes are for: the film, or its trailer while there is no film yet. */
  of: "main" | "trailer";
  entries: { key: string; label: string }[];
}

/** "144p · 105 MB" per quality of the main video, else of the trailer; null when neither is ready. */
export function dataSizes(summary: MediaSummary | undefined): DataSizes | null {
  const sized = (video: MediaVideo | null | undefined) =>
    video && video.status === "ready" && video.qualities.length > 0 ? video : null;
  const main = sized(summary?.main);
  const video = main ?? sized(summary?.trailer);
  if (!video) return null;
  return {
    of: main ? "main" : "trailer",
    entries: video.qualities.map((q) => ({
      key: q.name,
      label: `${q.name} · ${formatBytes(q.bytesTotal)}`,
    })),
  };
}
