import type { SubtitleTrack } from "@tazama/contracts";

// What other modules may use of subtitles: `app.subtitles.tracksFor`, the caption tracks a stream
// of a title's main video comes with (streaming adds them to its grant).
export interface SubtitleTracks {
  tracksFor(title: { id: number; ref: string }): Promise<SubtitleTrack[]>;
}

declare module "fastify" {
  interface FastifyInstance {
    subtitles: SubtitleTracks;
  }
}
