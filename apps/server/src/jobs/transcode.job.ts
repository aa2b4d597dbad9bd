import { z } from "zod";
import type { JobDefinition } from "./job-queue.ts";

export interface TranscodePayload {
  assetId: string;
}

/** Probe + transcode one media asset; 3 retries 30 s, 60 s, 120 s apart. */
export const transcodeJob: JobDefinition<TranscodePayload> = {
  name: "media-transcode",
  payload: z.object({ assetId: z.uuid() }),
  retryLimit: 3,
  retryDelayS: 30,
  expireInMinutes: 30,
};

export interface TranscodeRunner {
  /** Resolves when the asset is ready or failed for good; throws on a failure worth retrying. */
  processAsset(assetId: string): Promise<unknown>;
}

/** The worker side: validate, hand over to the ingest service. */
export function transcodeHandler(runner: TranscodeRunner) {
  return async (payload: TranscodePayload): Promise<void> => {
    await runner.processAsset(payload.assetId);
  };
}
