import type { StreamGrant } from "@tazama/contracts";
import type { AssetKind } from "./media-assets.repository.ts";
import type { MediaPublishing } from "./media-publishing.ts";
import type { OfflineMedia } from "./streaming.service.ts";

// What other modules may use of streaming (ADR 0022): `app.streaming`, decorated by
// streaming.module.ts, through which ingest publishes and withdraws media; the key URI a
// transcode writes into its playlists; how a viewer is told about each quality; and the link
// of one asset to a shared storage folder (demo media).
export type { MediaPublishing, OfflineMedia };
export { KEY_URI, renditionsForViewer } from "./streaming.service.ts";
export { linkAsset } from "./asset-links.ts";
// Which published titles the listings show: free, or with a main video that plays (ADR 0069).
export { listedTitle, mainVideoReadyFor } from "./listed-title.ts";
export {
  type AssetKind,
  type MediaAssetRow,
  type MediaRendition,
  type TitleSummary,
  createMediaAssetsRepository,
  titleColumns,
} from "./media-assets.repository.ts";

/**
 * A stream grant as the stream request answers it, and the URLs hls.js fetches first at the
 * lowest rung, to preload (the web app puts both in a /watch page's head).
 */
export type StreamGrantFor = (
  viewerId: string | null,
  ref: string,
  kind: AssetKind,
) => Promise<{ grant: StreamGrant; preloads: string[] }>;

declare module "fastify" {
  interface FastifyInstance {
    streaming: MediaPublishing & {
      grant: StreamGrantFor;
      /** A download's media: signed URLs and the key, for a viewer who may watch (no play). */
      offline: (viewerId: string, ref: string) => Promise<OfflineMedia>;
    };
  }
}

// Watching counts a view once per stream grant (the grants are streaming's).
export { claimGrantForView } from "./view-claim.ts";
