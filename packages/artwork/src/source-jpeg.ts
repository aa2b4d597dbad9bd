import type { JpegOptions } from "sharp";

/**
 * How drawn art and poster frames are stored. They are sources, never sent as they are: every
 * viewer gets a variant re-encoded from them (AVIF, WebP or JPEG at its width; the server's
 * image-variants.ts). So they are encoded for speed and fidelity, not size: libjpeg-turbo at
 * quality 90, baseline. Against mozjpeg at 82 (trellis, progressive) it encodes 6× faster
 * (a 1920×1080 backdrop 32 ms against 176 ms) for files about 60 % larger; the demo seed's
 * 200-odd drawings went from 29 s to about 14 s.
 */
export const SOURCE_JPEG: JpegOptions = { quality: 90 };
