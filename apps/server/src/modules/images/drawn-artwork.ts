import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderArtwork } from "@tazama/artwork";
import { artworkBucket, artworkKey } from "./artwork-store.ts";

type DrawnItem = Parameters<typeof renderArtwork>[0][number];

const filesOf = (item: DrawnItem) => [`${item.ref}_port.jpg`, `${item.ref}_land.jpg`];

/**
 * Draws the generated art (the demo's posters and backdrops) that is not there yet. Without a
 * media bucket it goes into `uploadsDir`, as it always has. With one (MEDIA_STORE), the missing
 * files are drawn in a scratch folder and put in the bucket, so every API process serves them;
 * art already in the bucket (drawn before, or uploaded by an admin) is left as it is.
 */
export async function drawMissingArtwork(
  uploadsDir: string,
  items: DrawnItem[],
): Promise<{ written: number; skipped: number }> {
  const bucket = artworkBucket(uploadsDir);
  if (!bucket) return renderArtwork(items, uploadsDir);
  const there = new Set(await bucket.list(artworkKey("")));
  const missing = items.filter((item) => filesOf(item).some((f) => !there.has(artworkKey(f))));
  const total = items.length * 2;
  if (missing.length === 0) return { written: 0, skipped: total };
  const scratch = await mkdtemp(path.join(tmpdir(), "tazama-drawn-art-"));
  try {
    await renderArtwork(missing, scratch);
    let written = 0;
    for (const file of missing.flatMap(filesOf)) {
      // Another process may have put it (or an admin uploaded it) since the listing.
      if ((await bucket.size(artworkKey(file))) !== undefined) continue;
      await bucket.putFile(artworkKey(file), path.join(scratch, file), "image/jpeg");
      written++;
    }
    return { written, skipped: total - written };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
