import { beadRings, diagonalBands, dunes, stars, sun, triangleBand } from "./motifs-geometry.ts";
import { adinkraCloth, kente, mudcloth } from "./motifs-textile.ts";
import { mix, type Palette } from "./palettes.ts";
import type { Rng } from "./prng.ts";
import { circle, n, rect, stops, type Box } from "./svg.ts";

export interface Canvas {
  w: number;
  h: number;
  landscape: boolean;
}

/** Where the motifs go: all of a portrait, the right of a landscape (the left is text). */
function artBox(c: Canvas): Box {
  return c.landscape
    ? { x: c.w * 0.2, y: 0, w: c.w * 0.8, h: c.h }
    : { x: 0, y: 0, w: c.w, h: c.h };
}

/** The centre of interest: upper middle of a portrait, right of centre on a landscape. */
function focus(c: Canvas): { x: number; y: number; r: number } {
  return c.landscape
    ? { x: c.w * 0.68, y: c.h * 0.42, r: c.h * 0.3 }
    : { x: c.w / 2, y: c.h * 0.3, r: c.w * 0.3 };
}

function groundGradient(pal: Palette, c: Canvas, lift: number): string {
  let out = `<defs><linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">`;
  out += stops([
    [0, mix(pal.ground, pal.deep, 0.35), 1],
    [0.55, mix(pal.ground, pal.glow, lift), 1],
    [1, pal.deep, 1],
  ]);
  out += "</linearGradient></defs>";
  return out + rect(0, 0, c.w, c.h, `fill="url(#ground)"`);
}

/** A medallion: a dark disc carrying concentric bead rings, edged in chalk. */
function medallion(rng: Rng, pal: Palette, x: number, y: number, r: number): string {
  let out = circle(x, y, r * 1.06, `fill="${pal.deep}" fill-opacity="0.88"`);
  out += circle(x, y, r * 1.06, `fill="none" stroke="${pal.chalk}" stroke-width="${n(r * 0.012)}"`);
  return out + beadRings(rng, pal, x, y, r);
}

function dusk(rng: Rng, pal: Palette, c: Canvas): string {
  const f = focus(c);
  const horizon = c.landscape ? c.h * 0.62 : c.h * 0.46;
  const box = artBox(c);
  let out = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">`;
  out += stops([
    [0, pal.deep, 1],
    [0.45 * (horizon / c.h), mix(pal.ground, pal.deep, 0.3), 1],
    [horizon / c.h, mix(pal.ground, pal.inks[0], 0.45), 1],
    [1, pal.deep, 1],
  ]);
  out += "</linearGradient></defs>";
  out += rect(0, 0, c.w, c.h, `fill="url(#sky)"`);
  out += stars(rng, pal, { x: box.x, y: 0, w: box.w, h: horizon }, c.landscape ? 90 : 70);
  const sx = f.x + f.r * rng.range(-0.35, 0.35);
  out += sun(
    rng,
    pal,
    sx,
    horizon - f.r * rng.range(0.1, 0.5),
    f.r * rng.range(0.7, 0.95),
    rng.chance(0.6),
  );
  const land = { x: c.landscape ? box.x : 0, y: 0, w: c.landscape ? c.w - box.x : c.w, h: c.h };
  return out + dunes(rng, pal, land, horizon, rng.int(3, 4));
}

function weave(rng: Rng, pal: Palette, c: Canvas): string {
  const box = artBox(c);
  let out = groundGradient(pal, c, 0.1);
  out += kente(rng, pal, box, c.landscape ? rng.int(8, 10) : rng.int(5, 7));
  const f = focus(c);
  if (rng.chance(0.5)) out += medallion(rng, pal, f.x, f.y, f.r * 0.75);
  return out;
}

function bogolan(rng: Rng, pal: Palette, c: Canvas): string {
  const box = artBox(c);
  let out = groundGradient(pal, c, 0.05);
  out += mudcloth(rng, pal, box, c.landscape ? rng.int(3, 4) : rng.int(2, 3));
  const f = focus(c);
  out += medallion(rng, pal, f.x + rng.range(-0.2, 0.2) * f.r, f.y, f.r * rng.range(0.7, 0.95));
  return out;
}

function bands(rng: Rng, pal: Palette, c: Canvas): string {
  const box = artBox(c);
  let out = groundGradient(pal, c, 0.2);
  out += diagonalBands(rng, pal, box, rng.pick([-32, -24, 24, 32]));
  const f = focus(c);
  out += circle(f.x, f.y, f.r * 1.25, `fill="${pal.deep}" fill-opacity="0.35"`);
  out += sun(rng, pal, f.x, f.y, f.r * 0.8, rng.chance(0.5));
  return out;
}

function adinkra(rng: Rng, pal: Palette, c: Canvas): string {
  const box = artBox(c);
  let out = groundGradient(pal, c, 0.1);
  out += adinkraCloth(rng, pal, box, c.landscape ? rng.range(150, 190) : rng.range(170, 210));
  const f = focus(c);
  out += `<defs><radialGradient id="glow">${stops([
    [0, pal.glow, 0.35],
    [1, pal.glow, 0],
  ])}</radialGradient></defs>`;
  return out + circle(f.x, f.y, f.r * 1.6, `fill="url(#glow)"`);
}

function beads(rng: Rng, pal: Palette, c: Canvas): string {
  const box = artBox(c);
  const f = focus(c);
  let out = groundGradient(pal, c, 0.25);
  out += stars(rng, pal, box, 60);
  out += beadRings(rng, pal, f.x, f.y, f.r * (c.landscape ? 1.12 : 1.25));
  // A beadwork border along the top edge.
  out += triangleBand(rng, pal, box.x, c.landscape ? 40 : 48, box.w, c.landscape ? 36 : 34);
  return out;
}

const SCENES = [dusk, weave, bogolan, bands, adinkra, beads] as const;

/** The background art of one poster, chosen and varied by the generator. */
export function scene(rng: Rng, pal: Palette, c: Canvas): string {
  return rng.pick(SCENES)(rng, pal, c);
}
