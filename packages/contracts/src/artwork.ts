import { withParam } from "./routes.ts";

/** The widths the server renders (spec §9: 640 to 3840). */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

export function imageSrcSet(src: string, maxWidth = 3840): string {
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${withParam(src, `w=${w}`)} ${w}w`)
    .join(", ");
}

/** A fallback `src` for browsers without srcset: the smallest width the server renders. */
export function imageSrc(path: string, width = 640): string {
  return withParam(path, `w=${width}`);
}

/**
 * A catalogue item's landscape art (spec §3: {id}_land.jpg beside {id}_port.jpg), at the version
 * its poster's URL carries (ADR 0037): the catalogue lists only posters.
 */
export function itemBackdropPath(item: { poster: string }): string {
  return item.poster.replace("_port.jpg", "_land.jpg");
}

/**
 * The full-width landscape art at the top of the home and title pages (their LCP image). One
 * definition for the web app's <img> and the server's `<link rel=preload as=image>`: the preload
 * is used only when its srcset and sizes match the image's byte for byte.
 */
export function backdropImage(path: string): { src: string; srcSet: string; sizes: string } {
  return { src: withParam(path, "w=1080"), srcSet: imageSrcSet(path, 1920), sizes: "100vw" };
}
