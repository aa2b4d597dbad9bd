import type { StreamGrant } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

export type StreamKind = "main" | "trailer";

/** `POST /api/v1/content/stream/request`: a signed manifest URL when the caller may watch. */
export function requestStream(ref: string, kind: StreamKind): Promise<StreamGrant> {
  return request<StreamGrant>({
    method: "POST",
    path: "/api/v1/content/stream/request",
    body: { ref, kind },
  });
}

/**
 * The stream query's key, shared by the watch page and the server render (which seeds it with
 * the grant the page carries, so the page hydrates with its player drawn).
 */
export function streamQueryKey(ref: string, kind: StreamKind, signedIn: boolean) {
  return ["stream", ref, kind, signedIn ? "signed-in" : "anonymous"] as const;
}
