import { type StreamGrant, streamGrantSchema } from "@tazama/contracts";
import type { StreamKind } from "./request-stream.ts";

/** The element a cold /watch page's head carries the grant in (the server's stream-hints.ts). */
const ELEMENT_ID = "tz-stream-grant";
/** A grant this close to its expiry is asked for afresh. */
const MARGIN_MS = 60_000;

/**
 * The stream grant the server put in this page's head for `ref` and `kind` (the element is read
 * once and removed): the player starts without asking for it, while its playlists and key already
 * download. Undefined when there is none, it is for another video, or it is about to expire.
 */
export function takeEmbeddedGrant(
  ref: string,
  kind: StreamKind,
  now = Date.now(),
): StreamGrant | undefined {
  const element = document.getElementById(ELEMENT_ID);
  if (element) {
    element.remove();
    taken = read(element.textContent);
  }
  if (!taken || taken.ref !== ref || taken.kind !== kind) return undefined;
  return Date.parse(taken.grant.expiresAt) - MARGIN_MS > now ? taken.grant : undefined;
}

/** The page's grant once read (the query may ask again, e.g. when the viewer's state settles). */
let taken: { ref: unknown; kind: unknown; grant: StreamGrant } | undefined;

function read(text: string | null) {
  try {
    const data = JSON.parse(text ?? "") as { ref?: unknown; kind?: unknown; grant?: unknown };
    return { ref: data.ref, kind: data.kind, grant: streamGrantSchema.parse(data.grant) };
  } catch {
    return undefined;
  }
}
