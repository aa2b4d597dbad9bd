import type { IngestService } from "./ingest.service.ts";

/** What `app.ingest` offers the process entry, scripts, bench and tests (ADR 0022). */
export interface MediaIngest {
  service: IngestService;
  /**
   * Checks ffmpeg, then runs the job workers (transcode, clips) in this process (once). Without
   * a usable ffmpeg it throws, or with `orWait` resolves false: queued media stays queued (one log
   * line, a /readyz note) until a start that has ffmpeg runs the queued jobs.
   */
  startWorkers(options?: { orWait?: boolean }): Promise<boolean>;
  /** What /readyz reports beside the database, e.g. "video: waiting for ffmpeg (…)". */
  readinessNotes(): string[];
  /** Demo trailers and main videos for every title (background, after listen); idempotent. */
  seedDemoMedia(): Promise<{ queued: number; linked: number; waiting: number }>;
}

declare module "fastify" {
  interface FastifyInstance {
    ingest: MediaIngest;
  }
}
