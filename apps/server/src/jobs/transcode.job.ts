import { z } from "zod";
import type { JobDefinition } from "./job-queue.ts";

export interface TranscodePayload {
  assetId: string;
  /** The media_jobs row; absent in payloads queued before the job table. */
  jobId?: string;
}

/** Probe + transcode one media asset; 3 retries 30 s, 60 s, 120 s apart. */
export const transcodeJob: JobDefinition<TranscodePayload> = {
  name: "media-transcode",
  payload: z.object({ assetId: z.uuid(), jobId: z.uuid().optional() }),
  retryLimit: 3,
  retryDelayS: 30,
  expireInMinutes: 30,
};

export interface TranscodeRunner {
  /**
   * Resolves when the job is done, failed for good, or handed back to the queue because this
   * process is `stopping`; throws on a failure worth retrying.
   */
  process(
    payload: TranscodePayload,
    stopping?: AbortSignal,
  ): Promise<{ assetId: string; status: string }>;
}

/** The worker side: validate, hand over to the ingest service. */
export function transcodeHandler(runner: TranscodeRunner) {
  return async (payload: TranscodePayload, _jobId: string, stopping: AbortSignal) => {
    await runner.process(payload, stopping);
  };
}
