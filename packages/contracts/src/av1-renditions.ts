// No zod here: the cold /watch page's early stream imports this file and nothing else of ours.

/**
 * AV1 video rungs (ADR 0083): the rungs up to 480p made again in AV1, named `av1-<rung>`, listed
 * by their own master playlist beside the grant's (the same folder, the same token).
 */
export const AV1_MASTER_PLAYLIST = "master-av1.m3u8";

/** A rendition whose video is AV1 ("av01.0.04M.08,mp4a.40.2"). */
export function isAv1Rendition(rendition: { codecs: string }): boolean {
  return rendition.codecs.startsWith("av01");
}

/** The AV1 master playlist next to the grant's, or null when the video has no AV1 rung. */
export function av1ManifestUrl(grant: {
  manifestUrl: string;
  renditions: readonly { height: number; codecs: string }[];
}): string | null {
  if (!grant.renditions.some((r) => r.height > 0 && isAv1Rendition(r))) return null;
  return grant.manifestUrl.replace(/[^/?#]+(?=([?#].*)?$)/, AV1_MASTER_PLAYLIST);
}

/**
 * The video rungs a device gets, lowest first, one per height: the AV1 one where `av1` and the
 * video has it, the H.264 one otherwise (what a download offers and what its sizes are).
 */
export function videoRungsFor<R extends { height: number; codecs: string }>(
  renditions: readonly R[],
  av1: boolean,
): R[] {
  const byHeight = new Map<number, R>();
  for (const r of renditions) {
    if (r.height === 0) continue;
    const taken = byHeight.get(r.height);
    if (!taken || isAv1Rendition(r) === av1) byHeight.set(r.height, r);
  }
  return [...byHeight.values()].sort((a, b) => a.height - b.height);
}
