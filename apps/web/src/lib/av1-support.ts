import { isAv1Rendition } from "@tazama/contracts";

/** A rung as the grant lists it: its height, its CODECS ("av01.0.04M.08,mp4a.40.2"), its peak rate. */
interface Rung {
  height: number;
  codecs: string;
  bandwidth: number;
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

/** Forgets the answers (tests). */
export function forgetAv1Answers(): void {
  answers.clear();
}
