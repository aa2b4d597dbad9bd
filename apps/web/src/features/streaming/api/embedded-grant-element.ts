import type { StreamGrant } from "@tazama/contracts";
import type { StreamKind } from "./request-stream.ts";

/** The element a cold /watch page's head carries the grant in (the server's stream-hints.ts). */
const ELEMENT_ID = "tz-stream-grant";
/** A grant this close to its expiry is asked for afresh. */
const MARGIN_MS = 60_000;

/** What the element says, as JSON. */
export interface EmbeddedGrantData {
  ref?: unknown;
  kind?: unknown;
  grant?: unknown;
}

/**
 * The page's grant element's data (`{}` when it is not JSON); `remove` takes the element out of
 * the page once read.
 */
export function readGrantElement({ remove }: { remove: boolean }): EmbeddedGrantData | undefined {
  const element = document.getElementById(ELEMENT_ID);
  if (!element) return undefined;
  if (remove) element.remove();
  try {
    return JSON.parse(element.textContent) as EmbeddedGrantData;
  } catch {
    return {};
  }
}

/** Whether a grant expiring at `expiresAt` can still be played from. */
export function grantFresh(expiresAt: string, now: number): boolean {
  return Date.parse(expiresAt) - MARGIN_MS > now;
}

/** A rung as the grant lists it (what the codec choice reads). */
const isRung = (r: unknown): r is StreamGrant["renditions"][number] => {
  const rung = r as Record<string, unknown> | null;
  return (
    typeof rung?.name === "string" &&
    typeof rung.height === "number" &&
    typeof rung.codecs === "string" &&
    typeof rung.bandwidth === "number"
  );
};

/**
 * What the early stream needs of the page's grant for `ref` and `kind` (read in place, without
 * the contracts' schema: that code is the app's, and the early stream runs before it; the player
 * validates the same grant when it takes it). Undefined as for takeEmbeddedGrant.
 */
export function peekEmbeddedGrant(
  ref: string,
  kind: StreamKind,
  now = Date.now(),
): Pick<StreamGrant, "manifestUrl" | "resumeAt" | "renditions"> | undefined {
  const data = readGrantElement({ remove: false });
  if (!data || data.ref !== ref || data.kind !== kind) return undefined;
  const grant = data.grant as Partial<Record<keyof StreamGrant, unknown>> | undefined;
  const { manifestUrl, resumeAt, expiresAt } = grant ?? {};
  if (typeof manifestUrl !== "string" || typeof resumeAt !== "number") return undefined;
  if (typeof expiresAt !== "string" || !grantFresh(expiresAt, now)) return undefined;
  // The rungs the codec choice reads (ADR 0083); one that is not a rung is left out.
  const renditions = (Array.isArray(grant?.renditions) ? grant.renditions : []).filter(isRung);
  return { manifestUrl, resumeAt, renditions };
}
