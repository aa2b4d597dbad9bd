import { ApiError } from "../../../lib/api-client.ts";

export interface StreamRendition {
  name: string;
  height: number;
  bandwidth: number;
  bytesTotal: number;
}

export interface StreamGrant {
  manifestUrl: string;
  expiresAt: string;
  resumeAt: number;
  renditions: StreamRendition[];
}

export type StreamKind = "main" | "trailer";

const TIMEOUT_MS = 15_000; // spec §9

/** `POST /api/v1/content/stream/request`: a signed manifest URL when the caller may watch. */
export async function requestStream(ref: string, kind: StreamKind): Promise<StreamGrant> {
  const response = await fetch("/api/v1/content/stream/request", {
    method: "POST",
    credentials: "same-origin",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify({ ref, kind }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => undefined)) as
    StreamGrant | { error?: { code?: string; message?: string } } | undefined;
  if (!response.ok) {
    const error = body && "error" in body ? body.error : undefined;
    throw new ApiError(
      response.status,
      error?.code ?? "http/error",
      error?.message ?? `Request failed with status ${response.status}`,
    );
  }
  return body as StreamGrant;
}
