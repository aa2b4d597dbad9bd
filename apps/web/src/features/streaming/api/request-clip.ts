import { CLIP_TIMEOUT_MS, type ClipAccepted, type ClipView } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import type { StreamKind } from "./request-stream.ts";

/** `POST /api/v1/content/clip/request`: queues a clip of ≤ 60 s from `startS`. */
export function requestClip(input: {
  ref: string;
  kind: StreamKind;
  startS: number;
  durationS: number;
}): Promise<ClipAccepted> {
  return request<ClipAccepted>({
    method: "POST",
    path: "/api/v1/content/clip/request",
    body: input,
    timeoutMs: CLIP_TIMEOUT_MS,
  });
}

/** `GET /api/v1/content/clip/{id}`: the clip's state, with its download URL once ready. */
export function getClip(id: string, signal?: AbortSignal): Promise<ClipView> {
  return request<ClipView>({ path: `/api/v1/content/clip/${encodeURIComponent(id)}`, signal });
}
