import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/** A title's poster and backdrop on disk, as an upload or the poster-frame step leaves them. */
export async function artworkOnDisk(uploadsDir: string, ref: string): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#5a3a20" } }).jpeg();
  await solid(900, 1350).toFile(path.join(uploadsDir, `${ref}_port.jpg`));
  await solid(1920, 1080).toFile(path.join(uploadsDir, `${ref}_land.jpg`));
}
