import { describe, expect, it } from "vitest";
import { checkFfmpeg, videoToolsProblem } from "./video-tools.ts";

describe("checkFfmpeg (start-up)", () => {
  it("accepts Debian's ffmpeg, which has libx264, aac and libopus", async () => {
    await expect(checkFfmpeg("ffmpeg")).resolves.toBeUndefined();
  });

  it("refuses clearly when ffmpeg is missing", async () => {
    await expect(checkFfmpeg("/nonexistent/ffmpeg")).rejects.toThrow(
      /Video transcoding needs ffmpeg \(FFMPEG_PATH=\/nonexistent\/ffmpeg\).*not installed.*ensure-system-deps/,
    );
  });

  it("refuses an ffmpeg without the ladder's encoders", async () => {
    // `true` exits 0 and lists nothing: no encoder at all.
    await expect(checkFfmpeg("true")).rejects.toThrow(/lacks the encoders libx264, aac, libopus/);
  });

  it("names what is missing, for the start that waits for ffmpeg", async () => {
    await expect(videoToolsProblem("ffmpeg", "ffprobe")).resolves.toBeNull();
    await expect(videoToolsProblem("/nonexistent/ffmpeg", "ffprobe")).resolves.toMatch(
      /^FFMPEG_PATH=\/nonexistent\/ffmpeg: .*not installed/,
    );
    await expect(videoToolsProblem("ffmpeg", "/nonexistent/ffprobe")).resolves.toMatch(
      /^FFPROBE_PATH=\/nonexistent\/ffprobe: .*not installed/,
    );
    await expect(videoToolsProblem("true", "ffprobe")).resolves.toMatch(
      /lacks the encoders libx264, aac, libopus/,
    );
  });
});
