import { av1ManifestUrl, opusManifestUrl } from "@tazama/contracts";
import type { StreamGrant } from "@tazama/contracts";
import { masterFor } from "../../../lib/codec-support.ts";
import { dataSaverHint } from "../../../lib/data-saver.ts";

/**
 * The master playlist this device plays (masterFor): on the data saver (a phone, Save-Data, a
 * slow link: the viewer is served 480p or less), the AV1 one where the video has AV1 rungs and the
 * device decodes them smoothly or power-efficiently (and plays the Opus they come with, ADR 0083),
 * else the Opus one where the folder has it and Opus in fMP4 plays (ADR 0083); the grant's H.264
 * one with AAC otherwise (Safari, a desktop whose picture is bigger than AV1's rungs, a video
 * made before the Opus master).
 */
export async function videoSource(
  grant: Pick<StreamGrant, "manifestUrl" | "renditions">,
  dataSaver: () => boolean = dataSaverHint,
): Promise<string> {
  const master = await masterFor(grant.renditions, dataSaver());
  if (master === "av1") return av1ManifestUrl(grant) ?? grant.manifestUrl;
  if (master === "opus") return opusManifestUrl(grant) ?? grant.manifestUrl;
  return grant.manifestUrl;
}
