/** The money module's door to entitlements (lib/money/entitlements-access.ts). */
export interface EntitlementsAccess {
  mayWatch(userId: string | null, ref: string): Promise<boolean>;
  /** Like mayWatch, and a rental's viewing window starts at its first play. */
  startPlayback(userId: string, ref: string): Promise<boolean>;
}

export interface WatchRequest {
  viewerId: string | null;
  kind: "main" | "trailer";
  title: { ref: string; isFree: boolean };
}

/** Why a viewer may watch: trailers and free titles are open; the rest needs an entitlement. */
export type WatchReason = "trailer" | "free" | "entitled";

export type WatchDecision = { allowed: true; reason: WatchReason } | { allowed: false };

/**
 * Who may watch what. `starting` marks a play (the stream request): it starts a rental's clock.
 */
export async function decideWatch(
  request: WatchRequest,
  access: EntitlementsAccess,
  starting = false,
): Promise<WatchDecision> {
  if (request.kind === "trailer") return { allowed: true, reason: "trailer" };
  if (request.title.isFree) return { allowed: true, reason: "free" };
  if (!request.viewerId) return { allowed: false };
  const entitled = starting
    ? await access.startPlayback(request.viewerId, request.title.ref)
    : await access.mayWatch(request.viewerId, request.title.ref);
  return entitled ? { allowed: true, reason: "entitled" } : { allowed: false };
}
