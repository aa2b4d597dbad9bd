import { pickPalette, type Palette } from "./palettes.ts";
import { layoutPoster, type Orientation, type PosterLayout } from "./poster-layout.ts";
import { createRng, hashString } from "./prng.ts";
import { scene } from "./scenes.ts";
import { n, rect, stops } from "./svg.ts";

export interface ArtworkInput {
  ref: string;
  title: string;
  tagline: string;
  genre: string;
}

export type { Orientation };

/** Darkness where the text goes: the bottom of a portrait, the left of a landscape. */
function vignette(pal: Palette, w: number, h: number, landscape: boolean): string {
  const d = pal.deep;
  let defs = `<linearGradient id="v-bottom" x1="0" y1="0" x2="0" y2="1">`;
  defs += landscape
    ? stops([
        [0, d, 0],
        [0.55, d, 0],
        [0.85, d, 0.7],
        [1, d, 0.9],
      ])
    : stops([
        [0, d, 0],
        [0.36, d, 0],
        [0.52, d, 0.72],
        [0.68, d, 0.93],
        [1, d, 1],
      ]);
  defs += `</linearGradient><linearGradient id="v-top" x1="0" y1="0" x2="0" y2="1">`;
  defs += stops([
    [0, d, 0.45],
    [0.2, d, 0],
  ]);
  defs += `</linearGradient><radialGradient id="v-edge" cx="0.5" cy="0.45" r="0.75">`;
  defs += stops([
    [0.55, d, 0],
    [1, d, 0.6],
  ]);
  defs += "</radialGradient>";
  let body = rect(0, 0, w, h, `fill="url(#v-edge)"`);
  body += rect(0, 0, w, h, `fill="url(#v-top)"`);
  if (landscape) {
    defs += `<linearGradient id="v-left" x1="0" y1="0" x2="1" y2="0">`;
    defs += stops([
      [0, d, 1],
      [0.2, d, 1],
      [0.36, d, 0.9],
      [0.5, d, 0.62],
      [0.64, d, 0.14],
      [0.74, d, 0],
    ]);
    defs += "</linearGradient>";
    body += rect(0, 0, w, h, `fill="url(#v-left)"`);
  }
  body += rect(0, 0, w, h, `fill="url(#v-bottom)"`);
  return `<defs>${defs}</defs>${body}`;
}

/** A soft dark pool behind the title (a blur filter would cost more than the whole scene). */
function scrim(layout: PosterLayout, pal: Palette): string {
  const { x1, y1, x2, y2 } = layout.title.box;
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2;
  const rx = (x2 - x1) / 2 + 140;
  const ry = (y2 - y1) / 2 + 120;
  let out = `<defs><radialGradient id="scrim">`;
  out += stops([
    [0, pal.deep, 0.55],
    [0.6, pal.deep, 0.35],
    [1, pal.deep, 0],
  ]);
  out += "</radialGradient></defs>";
  const ellipse = `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"`;
  return `${out}${ellipse} fill="url(#scrim)"/>`;
}

function textLayer(layout: PosterLayout, pal: Palette): string {
  const { title, tagline, genre, wordmark, bars } = layout;
  let out = scrim(layout, pal);
  out += `<path d="${title.d}" fill="#f8f2e6"/>`;
  if (genre.d) out += `<path d="${genre.d}" fill="${pal.accent}"/>`;
  if (tagline.d) out += `<path d="${tagline.d}" fill="#f8f2e6" fill-opacity="0.82"/>`;
  for (const bar of bars) out += rect(bar.x, bar.y, bar.w, bar.h, `fill="${pal.accent}"`);
  out += `<path d="${wordmark.d}" fill="#f8f2e6" fill-opacity="0.72"/>`;
  return out;
}

/**
 * A typographic poster for a title as SVG markup (900×1350 portrait or 1920×1080 landscape).
 * Pure and deterministic: the palette and motifs come from a hash of `ref`, and all text is
 * drawn as paths, so the rendering never depends on the fonts of the machine.
 */
export function posterSvg(input: ArtworkInput, orientation: Orientation): string {
  const seed = hashString(input.ref);
  const pal = pickPalette(seed);
  const landscape = orientation === "landscape";
  const layout = layoutPoster(input, orientation);
  const { width: w, height: h } = layout;
  const rng = createRng(seed ^ 0x9e3779b9);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    rect(0, 0, w, h, `fill="${pal.deep}"`),
    scene(rng, pal, { w, h, landscape }),
    vignette(pal, w, h, landscape),
    textLayer(layout, pal),
    "</svg>",
  ].join("");
}

export { layoutPoster };
