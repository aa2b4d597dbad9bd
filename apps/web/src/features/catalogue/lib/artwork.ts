import { landscapeArtPath } from "@tazama/contracts";

/** The LCP backdrop's src, srcset and sizes: shared with the server, which preloads that image. */
export { backdropImage } from "@tazama/contracts";

/** Landscape art of a title (spec §3: {id}_land.jpg under the content uploads path). */
export function landscapeArt(ref: string): string {
  return landscapeArtPath(ref);
}

/** A fallback `src` for browsers without srcset: the smallest width the server renders. */
export function imageSrc(path: string, width = 640): string {
  return `${path}?w=${width}`;
}
