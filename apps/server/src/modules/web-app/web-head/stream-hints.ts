import type { StreamGrant } from "@tazama/contracts";
import { escapeHtml } from "../../../lib/escape-html.ts";
import { pageRef } from "./page-hints.ts";

/** The element the web app reads the embedded grant from (apps/web streaming/api/embedded-grant.ts). */
export const EMBEDDED_GRANT_ID = "tz-stream-grant";

export interface WatchTarget {
  ref: string;
  kind: "main" | "trailer";
}

/** `/watch/{ref}[?kind=trailer]` → what the player will ask for; undefined for any other page. */
export function watchTarget(pathname: string, search: string): WatchTarget | undefined {
  const ref = pageRef(pathname, "watch");
  if (!ref) return undefined;
  const kind = new URLSearchParams(search).get("kind") === "trailer" ? "trailer" : "main";
  return { ref, kind };
}

/**
 * A cold /watch open, told in its head: the stream grant the player would ask for (a JSON block,
 * never run as script), and preloads of what hls.js fetches first (streaming's `preloads`), so
 * they download with the app's code instead of after it.
 */
export function streamHeadTags(
  target: WatchTarget,
  grant: StreamGrant,
  preloads: readonly string[],
): string {
  const data = JSON.stringify({ ...target, grant }).replace(/</g, "\\u003c");
  return [
    `<script type="application/json" id="${EMBEDDED_GRANT_ID}">${data}</script>`,
    ...preloads.map(
      (url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(url)}">`,
    ),
  ].join("\n    ");
}
