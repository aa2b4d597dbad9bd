import type { MediaSummary, MediaVideo } from "@tazama/contracts";
import { formatBytes } from "../../../lib/format-bytes.ts";
import type { I18n } from "../../../lib/i18n/i18n.ts";

export interface DataSizes {
  /** Which video the sizes are for: the film, or its trailer while there is no film yet. */
  of: "main" | "trailer";
  entries: { key: string; label: string }[];
}

/** "144p · 105 MB" per quality of the main video, else of the trailer; null when neither is ready. */
export function dataSizes(summary: MediaSummary | undefined, i18n: I18n): DataSizes | null {
  const sized = (video: MediaVideo | null | undefined) =>
    video && video.status === "ready" && video.qualities.length > 0 ? video : null;
  const main = sized(summary?.main);
  const video = main ?? sized(summary?.trailer);
  if (!video) return null;
  return {
    of: main ? "main" : "trailer",
    entries: video.qualities.map((q) => ({
      key: q.name,
      label: `${q.name} · ${formatBytes(q.bytesTotal, i18n)}`,
    })),
  };
}
