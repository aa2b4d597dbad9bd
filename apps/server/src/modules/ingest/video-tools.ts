import { missingEncoders, runTool } from "@tazama/media";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Refuses to run transcodes without the encoders the ladder needs. */
export async function checkFfmpeg(ffmpeg: string): Promise<void> {
  const listing = await runTool(ffmpeg, ["-hide_banner", "-encoders"]).catch((error: unknown) => {
    throw new Error(
      `Video transcoding needs ffmpeg (FFMPEG_PATH=${ffmpeg}): ${messageOf(error)}. Install it with scripts/ensure-system-deps.sh.`,
    );
  });
  const missing = missingEncoders(listing);
  if (missing.length > 0) {
    throw new Error(
      `ffmpeg at ${ffmpeg} lacks the encoders ${missing.join(", ")}; install Debian's ffmpeg (scripts/ensure-system-deps.sh).`,
    );
  }
}

/** Whether this ffmpeg has SVT-AV1, which the AV1 renditions need (ADR 0083); false without ffmpeg. */
export async function hasAv1Encoder(ffmpeg: string): Promise<boolean> {
  try {
    const listing = await runTool(ffmpeg, ["-hide_banner", "-encoders"]);
    return /^\s*V[.A-Z]{5}\s+libsvtav1\s/m.test(listing);
  } catch {
    return false;
  }
}

/** How to get Debian's ffmpeg (and ffprobe), as the log line and the README say. */
export const FFMPEG_INSTALL_HINT =
  "sudo apt-get install ffmpeg (or, as root, bash scripts/ensure-system-deps.sh ffmpeg)";

/** Why video cannot be transcoded with these tools (short, for a log line), or null when it can. */
export async function videoToolsProblem(ffmpeg: string, ffprobe: string): Promise<string | null> {
  try {
    const missing = missingEncoders(await runTool(ffmpeg, ["-hide_banner", "-encoders"]));
    if (missing.length > 0) return `ffmpeg at ${ffmpeg} lacks the encoders ${missing.join(", ")}`;
  } catch (error) {
    return `FFMPEG_PATH=${ffmpeg}: ${messageOf(error)}`;
  }
  try {
    await runTool(ffprobe, ["-hide_banner", "-version"]);
  } catch (error) {
    return `FFPROBE_PATH=${ffprobe}: ${messageOf(error)}`;
  }
  return null;
}
