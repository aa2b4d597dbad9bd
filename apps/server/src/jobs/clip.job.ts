import { z } from "zod";
import type { JobDefinition } from "./job-queue.ts";

export interface ClipPayload {
  clipId: string;
}

/** Cut one viewer clip from an asset's renditions. A failed cut is recorded, not retried; one retry covers a worker that died mid-cut. */
export const clipJob: JobDefinition<ClipPayload> = {
  name: "media-clip",
  payload: z.object({ clipId: z.uuid() }),
  retryLimit: 1,
  retryDelayS: 5,
  expireInMinutes: 5,
};

export interface ClipRunner {
  process(clipId: string): Promise<unknown>;
}

export function clipHandler(runner: ClipRunner) {
  return async (payload: ClipPayload): Promise<void> => {
    await runner.process(payload.clipId);
  };
}
