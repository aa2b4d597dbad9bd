import { contentImagePath } from "./routes.ts";

/** The widths the server renders (spec §9: 640 to 3840). */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

export function imageSrcSet(src: string, maxWidth = 3840): string {
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${src}?w=${w} ${w}w`)
    .join(", ");
}

/** Landscape art of a title (spec §3: {id}_land.jpg under the content uploads path). */
export function landscapeArtPath(ref: string): string {
  return contentImagePath(`${ref}_land.jpg`);
}

/**
 * The full-width landscape art at the top of the home and title pages (their LCP image). One
 * definition for the web app's <img> and the server's `<link rel=preload as=image>`: the preload
 * is used only when its srcset and sizes match the image's byte for byte.
 */
export function backdropImage(path: string): { src: string; srcSet: string; sizes: string } {
  return { src: `${path}?w=1080`, srcSet: imageSrcSet(path, 1920), sizes: "100vw" };
}
