import { contentImagePath } from "@tazama/contracts";

/** Landscape art of a title (spec §3: {id}_land.jpg under the content uploads path). */
export function landscapeArt(ref: string): string {
  return contentImagePath(`${ref}_land.jpg`);
}

/** A fallback `src` for browsers without srcset: the smallest width the server renders. */
export function imageSrc(path: string, width = 640): string {
  return `${path}?w=${width}`;
}
