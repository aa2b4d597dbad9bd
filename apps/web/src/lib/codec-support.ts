import { hasOpusMaster, isAv1Rendition } from "@tazama/contracts";

/**
 * A rendition as the grant lists it: its height, its CODECS ("av01.0.04M.08,mp4a.40.2"), its peak
 * rate, and on the Opus one whether the folder has the Opus master.
 */
interface Rung {
  height: number;
  codecs: string;
  bandwidth: number;
  opusMaster?: boolean;
}

/** What this reads of MediaCapabilities. */
interface Capabilities {
  decodingInfo(
    config: MediaDecodingConfiguration,
  ): Promise<Pick<MediaCapabilitiesInfo, "supported" | "smooth" | "powerEfficient">>;
}

const answers = new Map<string, Promise<boolean>>();

/** This browser's MediaCapabilities, when it has them (Safari before 13 and old WebViews do not). */
function mediaCapabilities(): Capabilities | undefined {
  const nav = globalThis.navigator as Partial<Navigator> | undefined;
  return nav?.mediaCapabilities;
}

/**
 * Whether this device decodes the video's tallest AV1 rung well (ADR 0083): MediaSource plays it
 * (hls.js feeds it that way) and MediaCapabilities calls it smooth or power-efficient; false
 * without AV1 rungs, without MediaCapabilities (Safari's native HLS, older browsers) or when it
 * throws. One answer per codec and size for the page's life: the early stream and the player ask
 * the same question and must get the same answer.
 */
export function av1Decodes(
  renditions: readonly Rung[],
  capabilities: Capabilities | undefined = mediaCapabilities(),
): Promise<boolean> {
  const tallest = renditions
    .filter((r) => r.height > 0 && isAv1Rendition(r))
    .sort((a, b) => b.height - a.height)[0];
  if (!tallest || !capabilities) return Promise.resolve(false);
  const codec = tallest.codecs.split(",")[0]!.trim();
  const key = `${codec}@${tallest.height}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = capabilities
      .decodingInfo({
        type: "media-source",
        video: {
          contentType: `video/mp4; codecs="${codec}"`,
          width: Math.round((tallest.height * 16) / 9 / 2) * 2,
          height: tallest.height,
          bitrate: tallest.bandwidth,
          framerate: 30,
        },
      })
      .then((info) => info.supported && (info.smooth || info.powerEfficient))
      .catch(() => false);
    answers.set(key, answer);
  }
  return answer;
}

/**
 * Whether this device plays the video's AV1 rungs as the AV1 master serves them (ADR 0083): AV1
 * decoded well (av1Decodes) and, where they play with Opus, Opus in fMP4 (playsOpus).
 */
export async function takesAv1(
  renditions: readonly Rung[],
  capabilities?: Capabilities,
): Promise<boolean> {
  const withOpus = renditions.some((r) => isAv1Rendition(r) && /(^|,)opus$/.test(r.codecs));
  if (withOpus && !playsOpus()) return false;
  return capabilities ? av1Decodes(renditions, capabilities) : av1Decodes(renditions);
}

/**
 * Which master playlist this device plays: "av1" (ADR 0083) on the data saver where the video
 * has AV1 rungs and takesAv1; else "opus" (ADR 0083: the H.264 rungs with the Opus audio) on the
 * data saver where the folder has the Opus master and Opus in fMP4 plays; else "h264", the
 * grant's own (AAC). The player, the cold /watch page's early stream and a download ask it and
 * get the same answer (takesAv1's is cached, playsOpus does not change).
 */
export async function masterFor(
  renditions: readonly Rung[],
  dataSaver: boolean,
): Promise<"av1" | "opus" | "h264"> {
  if (!dataSaver) return "h264";
  const av1 = renditions.some((r) => r.height > 0 && isAv1Rendition(r));
  if (av1 && (await takesAv1(renditions))) return "av1";
  return hasOpusMaster(renditions) && playsOpus() ? "opus" : "h264";
}

/** Forgets the answers (tests). */
export function forgetAv1Answers(): void {
  answers.clear();
}

/** Opus in fMP4 segments, as MediaSource is asked about it (hls.js's codec name, lower case). */
export const OPUS_IN_MP4 = 'audio/mp4; codecs="opus"';

type MediaSourceLike = { isTypeSupported(type: string): boolean } | undefined;

/**
 * Whether this browser's MediaSource (ManagedMediaSource on an iPhone, which hls.js uses there)
 * plays Opus in fMP4. Without MediaSource the video plays natively and listening stays AAC.
 */
export function playsOpus(scope: typeof globalThis = globalThis): boolean {
  const sources = scope as { MediaSource?: MediaSourceLike; ManagedMediaSource?: MediaSourceLike };
  const source = sources.MediaSource ?? sources.ManagedMediaSource;
  try {
    return source?.isTypeSupported(OPUS_IN_MP4) === true;
  } catch {
    return false;
  }
}
