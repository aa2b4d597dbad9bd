import type { StreamFailureBody } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

/**
 * `POST /api/v1/content/stream/failure`: the stream failed for good (a rental that never reached
 * 2 minutes because of such failures is refunded). Best effort: a report that fails is dropped.
 */
export function reportStreamFailure(body: StreamFailureBody): void {
  request({
    method: "POST",
    path: "/api/v1/content/stream/failure",
    body: { ...body, positionS: Math.max(0, Math.floor(body.positionS)) },
    keepalive: true,
  }).catch(() => undefined);
}
