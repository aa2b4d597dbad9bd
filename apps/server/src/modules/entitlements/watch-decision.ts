/** The entitlements door streaming and clips use (entitlements.service.ts). */
export interface WatchAccess {
  mayWatch(userId: string | null, ref: string): Promise<boolean>;
  /** Like mayWatch, and a rental's viewing window starts at its first play. */
  startPlayback(userId: string, ref: string): Promise<boolean>;
  /** The user rented this title and that rental is over. */
  rentalEnded(userId: string, ref: string): Promise<boolean>;
}

export interface WatchRequest {
  viewerId: string | null;
  kind: "main" | "trailer";
  title: { ref: string; isFree: boolean };
}

/** Why a viewer may watch: trailers and free titles are open; the rest needs an entitlement. */
export type WatchReason = "trailer" | "free" | "entitled";

/** Refused: `rentalEnded` tells a lapsed rental ("Your rental has ended.") from never bought. */
export type WatchDecision =
  { allowed: true; reason: WatchReason } | { allowed: false; rentalEnded: boolean };

/** 403 for a viewer whose rental of this title is over (issue 6: its own player state). */
export const RENTAL_ENDED = {
  status: 403,
  code: "content/rental-expired",
  message: "Your rental has ended.",
} as const;

/**
 * Who may watch what. `starting` marks a play (the stream request): it starts a rental's clock.
 */
export async function decideWatch(
  request: WatchRequest,
  access: WatchAccess,
  starting = false,
): Promise<WatchDecision> {
  if (request.kind === "trailer") return { allowed: true, reason: "trailer" };
  if (request.title.isFree) return { allowed: true, reason: "free" };
  if (!request.viewerId) return { allowed: false, rentalEnded: false };
  const entitled = starting
    ? await access.startPlayback(request.viewerId, request.title.ref)
    : await access.mayWatch(request.viewerId, request.title.ref);
  if (entitled) return { allowed: true, reason: "entitled" };
  return {
    allowed: false,
    rentalEnded: await access.rentalEnded(request.viewerId, request.title.ref),
  };
}
