/**
 * Who may watch what. Until the money issue lands (purchases, rentals, passes), only trailers and
 * free titles play; this is the one place that will learn about entitlements.
 */
export interface WatchRequest {
  viewerId: string | null;
  kind: "main" | "trailer";
  title: { id: number; isFree: boolean };
}

/** Why a viewer may watch; purchases, rentals and passes arrive with the money issue. */
export type WatchReason = "trailer" | "free" | "bought" | "rental" | "pass";

export type WatchDecision = { allowed: true; reason: WatchReason } | { allowed: false };

export function canWatch(request: WatchRequest): WatchDecision {
  // Open content: a trailer or a free title.
  if (request.kind === "trailer") return { allowed: true, reason: "trailer" };
  if (request.title.isFree) return { allowed: true, reason: "free" };
  return { allowed: false };
}
