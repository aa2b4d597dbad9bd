import type { ClipAccepted, ClipView } from "@tazama/contracts";
import { getJson, postJson } from "../../../lib/api-client.ts";
import type { StreamKind } from "./request-stream.ts";

/** Spec §9: clip requests wait up to 75000 ms. */
export const CLIP_REQUEST_TIMEOUT_MS = 75_000;

/** `POST /api/v1/content/clip/request`: queues a clip of ≤ 60 s from `startS`. */
export function requestClip(input: {
  ref: string;
  kind: StreamKind;
  startS: number;
  durationS: number;
}): Promise<ClipAccepted> {
  return postJson<ClipAccepted>("/api/v1/content/clip/request", input, {
    timeoutMs: CLIP_REQUEST_TIMEOUT_MS,
  });
}

/** `GET /api/v1/content/clip/{id}`: the clip's state, with its download URL once ready. */
export function getClip(id: string, signal?: AbortSignal): Promise<ClipView> {
  return getJson<ClipView>(`/api/v1/content/clip/${encodeURIComponent(id)}`, { signal });
}
