import { type StreamGrant, streamGrantSchema } from "@tazama/contracts";
import { grantFresh, readGrantElement } from "./embedded-grant-element.ts";
import type { StreamKind } from "./request-stream.ts";

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
  const data = readGrantElement({ remove: true });
  if (data) taken = parse(data);
  if (!taken || taken.ref !== ref || taken.kind !== kind) return undefined;
  return grantFresh(taken.grant.expiresAt, now) ? taken.grant : undefined;
}

/** The page's grant once read (the query may ask again, e.g. when the viewer's state settles). */
let taken: { ref: unknown; kind: unknown; grant: StreamGrant } | undefined;

function parse(data: { ref?: unknown; kind?: unknown; grant?: unknown }) {
  const grant = streamGrantSchema.safeParse(data.grant);
  return grant.success ? { ref: data.ref, kind: data.kind, grant: grant.data } : undefined;
}
