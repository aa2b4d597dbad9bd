import type { ClipAccepted, ClipView } from "@tazama/contracts";
import { ApiError, getJson } from "../../../lib/api-client.ts";
import type { StreamKind } from "./request-stream.ts";

/** Spec §9: clip requests wait up to 75000 ms. */
export const CLIP_REQUEST_TIMEOUT_MS = 75_000;

/** `POST /api/v1/content/clip/request`: queues a clip of ≤ 60 s from `startS`. */
export async function requestClip(input: {
  ref: string;
  kind: StreamKind;
  startS: number;
  durationS: number;
}): Promise<ClipAccepted> {
  const response = await fetch("/api/v1/content/clip/request", {
    method: "POST",
    credentials: "same-origin",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify(input),
    signal: AbortSignal.timeout(CLIP_REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => undefined)) as
    ClipAccepted | { error?: { code?: string; message?: string } } | undefined;
  if (!response.ok) {
    const error = body && "error" in body ? body.error : undefined;
    throw new ApiError(
      response.status,
      error?.code ?? "http/error",
      error?.message ?? `Request failed with status ${response.status}`,
    );
  }
  return body as ClipAccepted;
}

/** `GET /api/v1/content/clip/{id}`: the clip's state, with its download URL once ready. */
export function getClip(id: string, signal?: AbortSignal): Promise<ClipView> {
  return getJson<ClipView>(`/api/v1/content/clip/${encodeURIComponent(id)}`, { signal });
}
