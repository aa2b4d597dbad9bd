import { av1ManifestUrl } from "@tazama/contracts";
import type { StreamGrant } from "@tazama/contracts";
import { takesAv1 } from "../../../lib/codec-support.ts";
import { dataSaverHint } from "./hls-start.ts";

/**
 * The master playlist this device plays (ADR 0083): the AV1 one where the video has AV1 rungs,
 * the data saver is on (a phone, Save-Data, a slow link: the viewer is served 480p or less) and
 * the device decodes AV1 smoothly or power-efficiently (and plays the Opus its rungs come with); the grant's H.264 one otherwise (Safari,
 * older phones, a desktop whose picture is bigger than AV1's rungs).
 */
export async function videoSource(
  grant: Pick<StreamGrant, "manifestUrl" | "renditions">,
  dataSaver: () => boolean = dataSaverHint,
): Promise<string> {
  const av1 = av1ManifestUrl(grant);
  if (av1 === null || !dataSaver()) return grant.manifestUrl;
  return (await takesAv1(grant.renditions)) ? av1 : grant.manifestUrl;
}
