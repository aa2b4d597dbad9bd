// No zod here: the cold /watch page's early stream imports this file and nothing else of ours.

/**
 * AV1 video rungs (ADR 0083): the rungs up to 480p made again in AV1, named `av1-<rung>`, listed
 * by their own master playlist beside the grant's (the same folder, the same token).
 */
export const AV1_MASTER_PLAYLIST = "master-av1.m3u8";

/**
 * The Opus master (ADR 0083): the H.264 rungs playing with the Opus audio instead of AAC, beside
 * the grant's, for a phone on the data saver that plays Opus in fMP4 but not AV1.
 */
export const OPUS_MASTER_PLAYLIST = "master-opus.m3u8";

/** Listen mode's Opus rendition's codecs (ADR 0073). */
export const OPUS_CODECS = "opus";

/** The AAC audio-only rendition: the audio every video rung plays with, and what a download keeps. */
export function sharedAudioRendition<R extends { height: number; codecs?: string }>(
  renditions: readonly R[],
): R | undefined {
  return renditions.find((r) => r.height === 0 && r.codecs !== OPUS_CODECS);
}

/** Listen mode's Opus rendition, which a video transcoded before it lacks. */
export function opusRendition<R extends { height: number; codecs?: string }>(
  renditions: readonly R[],
): R | undefined {
  return renditions.find((r) => r.height === 0 && r.codecs === OPUS_CODECS);
}

/** A rendition whose video is AV1 ("av01.0.04M.08,mp4a.40.2"). */
export function isAv1Rendition(rendition: { codecs: string }): boolean {
  return rendition.codecs.startsWith("av01");
}

/** A grant's manifest URL with its file name (the master playlist) replaced by `file`. */
const besideManifest = (manifestUrl: string, file: string) =>
  manifestUrl.replace(/[^/?#]+(?=([?#].*)?$)/, file);

/** The AV1 master playlist next to the grant's, or null when the video has no AV1 rung. */
export function av1ManifestUrl(grant: {
  manifestUrl: string;
  renditions: readonly { height: number; codecs: string }[];
}): string | null {
  if (!grant.renditions.some((r) => r.height > 0 && isAv1Rendition(r))) return null;
  return besideManifest(grant.manifestUrl, AV1_MASTER_PLAYLIST);
}

/**
 * Whether the video's folder has the Opus master: its Opus rendition says so. A video made
 * before it has Opus but not that file until an AV1 job or a remade rendition writes it.
 */
export function hasOpusMaster(
  renditions: readonly { height: number; codecs: string; opusMaster?: boolean }[],
): boolean {
  return opusRendition(renditions)?.opusMaster === true;
}

/** The Opus master playlist next to the grant's, or null when the folder has none. */
export function opusManifestUrl(grant: {
  manifestUrl: string;
  renditions: readonly { height: number; codecs: string; opusMaster?: boolean }[];
}): string | null {
  if (!hasOpusMaster(grant.renditions)) return null;
  return besideManifest(grant.manifestUrl, OPUS_MASTER_PLAYLIST);
}

/** A rendition as a grant lists it: a video rung counts the audio it plays with. */
interface PricedRendition {
  height: number;
  codecs: string;
  bandwidth: number;
  averageBandwidth: number;
  bytesTotal: number;
  opusMaster?: boolean;
}

/**
 * An H.264 rung as the Opus master serves it: with the Opus audio instead of AAC, its codecs,
 * rates and bytes so (a grant counts an H.264 rung with AAC, the H.264 master's audio). As it is
 * for an AV1 rung (it has its audio already) and where the folder has no Opus master.
 */
export function withOpusAudio<R extends PricedRendition>(rung: R, renditions: readonly R[]): R {
  const aac = sharedAudioRendition(renditions);
  const opus = opusRendition(renditions);
  if (rung.height === 0 || isAv1Rendition(rung) || !aac || !opus || !hasOpusMaster(renditions)) {
    return rung;
  }
  const suffix = `,${aac.codecs}`;
  if (!rung.codecs.endsWith(suffix)) return rung;
  return {
    ...rung,
    codecs: `${rung.codecs.slice(0, -suffix.length)},${opus.codecs}`,
    bandwidth: rung.bandwidth - aac.bandwidth + opus.bandwidth,
    averageBandwidth: rung.averageBandwidth - aac.averageBandwidth + opus.averageBandwidth,
    bytesTotal: rung.bytesTotal - aac.bytesTotal + opus.bytesTotal,
  };
}

/**
 * Whether a video rung plays with the Opus audio: an AV1 rung where the video has Opus, or an
 * H.264 one as withOpusAudio gives it.
 */
export function playsWithOpus(rung: { codecs: string }): boolean {
  return rung.codecs.endsWith(`,${OPUS_CODECS}`);
}

/**
 * The master playlist that serves a video rung as a device plays it: the AV1 master for an AV1
 * rung, the Opus master for an H.264 rung with Opus, the H.264 master otherwise.
 */
export function masterPlaylistOf(rung: { codecs: string }): string {
  if (isAv1Rendition(rung)) return AV1_MASTER_PLAYLIST;
  return playsWithOpus(rung) ? OPUS_MASTER_PLAYLIST : "master.m3u8";
}

/**
 * The video rungs a device gets, lowest first, one per height: the AV1 one where `av1` and the
 * video has it, the H.264 one otherwise, with the Opus audio where `opus` (the device plays the
 * Opus master and the folder has it). What a download offers and what its sizes are.
 */
export function videoRungsFor<R extends PricedRendition>(
  renditions: readonly R[],
  choice: { av1: boolean; opus?: boolean },
): R[] {
  const byHeight = new Map<number, R>();
  for (const r of renditions) {
    if (r.height === 0) continue;
    const taken = byHeight.get(r.height);
    if (!taken || isAv1Rendition(r) === choice.av1) byHeight.set(r.height, r);
  }
  return [...byHeight.values()]
    .map((r) => (choice.opus ? withOpusAudio(r, renditions) : r))
    .sort((a, b) => a.height - b.height);
}
