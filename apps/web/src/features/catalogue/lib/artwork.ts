import { imageSrcSet, landscapeArtPath } from "@tazama/contracts";

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

/**
 * A poster's src, srcset (up to 1080 w) and sizes: one definition for the card's <img> and the
 * server's preload of the first posters (a preload is used only on an exact match).
 */
export function posterImage(path: string, sizes: string) {
  return { src: imageSrc(path), srcSet: imageSrcSet(path, 1080), sizes };
}
