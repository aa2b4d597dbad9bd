import type { AdminSubtitle, SubtitleTrack, SubtitleUpload } from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { countCues, toWebVtt } from "./subtitle-text.ts";
import type { StoredTrack, SubtitlesRepository } from "./subtitles.repository.ts";

/** Where a track is read: versioned by its last change, so it can be cached for a year. */
export function trackUrl(ref: string, track: Pick<StoredTrack, "language" | "updatedAt">) {
  return `/api/v1/content/${encodeURIComponent(ref)}/subtitles/${track.language}.vtt?v=${track.updatedAt.getTime().toString(36)}`;
}

const noTitle = () => new HttpError(404, "content/not-found", "This title does not exist.");

/** Caption tracks: uploaded (.vtt or .srt, stored as WebVTT), listed with a grant, read by players. */
export function createSubtitlesService(repo: SubtitlesRepository, clock: Clock) {
  async function titleOf(ref: string) {
    const title = await repo.findTitle(ref);
    if (!title) throw noTitle();
    return title;
  }

  return {
    /** The tracks a stream of this title's main video comes with. */
    async tracksFor(title: { id: number; ref: string }): Promise<SubtitleTrack[]> {
      const tracks = await repo.listTracks([title.id]);
      return tracks.map((t) => ({
        language: t.language,
        label: t.label,
        url: trackUrl(title.ref, t),
      }));
    },

    async read(ref: string, language: string) {
      const found = await repo.findText(ref, language);
      if (!found) {
        throw new HttpError(
          404,
          "subtitles/not-found",
          "This title has no captions in that language.",
        );
      }
      return found;
    },

    async list(ref: string): Promise<AdminSubtitle[]> {
      const title = await titleOf(ref);
      const tracks = await repo.listWithText(title.id);
      return tracks.map((t) => ({
        language: t.language,
        label: t.label,
        cues: countCues(t.vtt),
        updatedAt: t.updatedAt.toISOString(),
        url: trackUrl(title.ref, t),
      }));
    },

    /** Stores an uploaded file (converted to WebVTT), replacing the track in that language. */
    async upload(ref: string, language: string, upload: SubtitleUpload): Promise<AdminSubtitle> {
      const title = await titleOf(ref);
      const parsed = toWebVtt(upload.text);
      if (!parsed.ok) throw new HttpError(400, "subtitles/unreadable", parsed.reason);
      const at = clock.now();
      await repo.save({ titleId: title.id, language, label: upload.label, vtt: parsed.vtt }, at);
      return {
        language,
        label: upload.label,
        cues: parsed.cues,
        updatedAt: at.toISOString(),
        url: trackUrl(title.ref, { language, updatedAt: at }),
      };
    },

    async remove(ref: string, language: string): Promise<void> {
      const title = await titleOf(ref);
      if (!(await repo.remove(title.id, language))) {
        throw new HttpError(
          404,
          "subtitles/not-found",
          "This title has no captions in that language.",
        );
      }
    },
  };
}

export type SubtitlesService = ReturnType<typeof createSubtitlesService>;
