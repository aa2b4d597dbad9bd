import { imageSrc, imageSrcSet, itemBackdropPath } from "@tazama/contracts";

/** The LCP backdrop's src, srcset and sizes: shared with the server, which preloads that image. */
export { backdropImage } from "@tazama/contracts";

/** Landscape art of a catalogue item (spec §3: {id}_land.jpg under the content uploads path). */
export const landscapeArt = itemBackdropPath;

export { imageSrc };

/**
 * A poster's src, srcset (up to 1080 w) and sizes: one definition for the card's <img> and the
 * server's preload of the first posters (a preload is used only on an exact match).
 */
export function posterImage(path: string, sizes: string) {
  return { src: imageSrc(path), srcSet: imageSrcSet(path, 1080), sizes };
}
