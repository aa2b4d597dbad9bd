/** The widths the server renders (spec §9: 640 to 3840). */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

export function imageSrcSet(src: string, maxWidth = 3840): string {
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${src}?w=${w} ${w}w`)
    .join(", ");
}
