import { mix, type Palette } from "./palettes.ts";
import type { Rng } from "./prng.ts";
import { circle, n, path, polygon, rect, ringPath, stops, type Box } from "./svg.ts";

/** A sun disc lit from above, optionally cut by horizontal slits, with faint halo rings. */
export function sun(rng: Rng, pal: Palette, cx: number, cy: number, r: number, slits: boolean) {
  const id = "sun";
  let out = `<defs><linearGradient id="${id}-fill" x1="0" y1="0" x2="0" y2="1">`;
  out += stops([
    [0, mix(pal.glow, "#ffffff", 0.25), 1],
    [0.55, pal.glow, 1],
    [1, pal.inks[0], 1],
  ]);
  out += `</linearGradient><radialGradient id="${id}-halo">`;
  out += stops([
    [0, pal.glow, 0.45],
    [0.45, pal.glow, 0.12],
    [1, pal.glow, 0],
  ]);
  out += "</radialGradient>";
  if (slits) {
    out += `<mask id="${id}-mask"><rect x="${n(cx - r)}" y="${n(cy - r)}" width="${n(2 * r)}" `;
    out += `height="${n(2 * r)}" fill="#fff"/>`;
    const count = rng.int(4, 7);
    for (let i = 0; i < count; i++) {
      const y = cy + r * (0.12 + (0.85 * i) / count);
      out += rect(cx - r, y, 2 * r, r * (0.02 + (0.07 * i) / count), `fill="#000"`);
    }
    out += "</mask>";
  }
  out += "</defs>";
  out += circle(cx, cy, r * 2.6, `fill="url(#${id}-halo)"`);
  const rings = rng.int(2, 4);
  for (let i = 1; i <= rings; i++) {
    const a = (34 - i * 6) / 100;
    out += circle(
      cx,
      cy,
      r * (1 + i * 0.16),
      `fill="none" stroke="${pal.chalk}" stroke-opacity="${a}" stroke-width="${n(r * 0.012)}"`,
    );
  }
  const mask = slits ? ` mask="url(#${id}-mask)"` : "";
  out += circle(cx, cy, r, `fill="url(#${id}-fill)"${mask}`);
  return out;
}

/** Concentric rings like beadwork: solid, dashed ("beads") and dotted, alternating inks. */
export function beadRings(rng: Rng, pal: Palette, cx: number, cy: number, rMax: number) {
  let out = "";
  let r = rMax;
  const colors = [pal.inks[0], pal.inks[1], pal.chalk, pal.inks[2]];
  let i = 0;
  while (r > rMax * 0.12) {
    const w = rMax * rng.pick([0.02, 0.035, 0.05, 0.08]);
    const color = colors[i % colors.length]!;
    const style = rng.pick(["solid", "solid", "beads", "dots"] as const);
    let dash = "";
    if (style === "beads") dash = ` stroke-dasharray="${n(w * 1.6)} ${n(w * 0.6)}"`;
    if (style === "dots") dash = ` stroke-dasharray="0 ${n(w * 2.2)}" stroke-linecap="round"`;
    const a = style === "solid" ? 0.85 : 1;
    out += circle(
      cx,
      cy,
      r - w / 2,
      `fill="none" stroke="${color}" stroke-width="${n(w)}" stroke-opacity="${a}"${dash}`,
    );
    r -= w + rMax * rng.pick([0.015, 0.03, 0.05]);
    i++;
  }
  out += circle(cx, cy, Math.max(r, rMax * 0.06), `fill="${pal.glow}"`);
  return out;
}

/** Wide diagonal bands across a box, some carrying pinstripes, clipped to the box. */
export function diagonalBands(rng: Rng, pal: Palette, box: Box, angle: number) {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const span = Math.hypot(box.w, box.h);
  let out = `<defs><clipPath id="bands-clip">${rect(box.x, box.y, box.w, box.h, "")}`;
  out += `</clipPath></defs><g clip-path="url(#bands-clip)">`;
  out += `<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})">`;
  let x = cx - span / 2;
  const colors = [pal.inks[0], pal.inks[2], pal.inks[1], pal.ground, pal.inks[3]];
  while (x < cx + span / 2) {
    const w = span * rng.pick([0.03, 0.05, 0.08, 0.12]);
    const color = rng.pick(colors);
    out += rect(
      x,
      cy - span / 2,
      w,
      span,
      `fill="${color}" fill-opacity="${n(rng.range(0.55, 0.95))}"`,
    );
    if (rng.chance(0.4)) {
      const pin = Math.max(2, w * 0.06);
      out += rect(x + w * 0.2, cy - span / 2, pin, span, `fill="${pal.chalk}" fill-opacity="0.7"`);
      out += rect(
        x + w * 0.8 - pin,
        cy - span / 2,
        pin,
        span,
        `fill="${pal.chalk}" fill-opacity="0.7"`,
      );
    }
    x += w;
  }
  return `${out}</g></g>`;
}

/** Layered dunes or hills from `top` to the bottom of the box, darkening toward the viewer. */
export function dunes(rng: Rng, pal: Palette, box: Box, top: number, layers: number) {
  let out = "<defs>";
  let shapes = "";
  const bottom = box.y + box.h;
  for (let i = 0; i < layers; i++) {
    const t = i / Math.max(1, layers - 1);
    const light = mix(pal.inks[0], pal.glow, 0.35 * (1 - t));
    const dark = mix(pal.inks[0], pal.deep, 0.35 + 0.5 * t);
    out += `<linearGradient id="dune${i}" x1="0" y1="0" x2="0.3" y2="1">`;
    out += `${stops([
      [0, mix(light, pal.deep, 0.25 + 0.45 * t), 1],
      [1, dark, 1],
    ])}</linearGradient>`;
    const y0 = top + (bottom - top) * 0.2 * i + rng.range(-20, 20);
    // Rolling crests: alternate highs and lows joined with level tangents, so no kinks.
    const humps = rng.int(2, 4);
    const step = (box.w + 20) / humps;
    let px = box.x - 10;
    let py = y0 + rng.range(-30, 30);
    let d = `M${n(px)} ${n(py)}`;
    for (let h = 0; h < humps; h++) {
      const x = px + step;
      const y = h % 2 === i % 2 ? y0 - rng.range(40, 110) : y0 + rng.range(0, 40);
      d += `C${n(px + step * 0.45)} ${n(py)} ${n(x - step * 0.45)} ${n(y)} ${n(x)} ${n(y)}`;
      px = x;
      py = y;
    }
    d += `L${n(box.x + box.w + 10)} ${n(bottom + 10)}L${n(box.x - 10)} ${n(bottom + 10)}Z`;
    shapes += `<path d="${d}" fill="url(#dune${i})"/>`;
    // A lit ridge line on each crest.
    shapes += `<path d="${d.split("L")[0]}" fill="none" stroke="${pal.glow}" `;
    shapes += `stroke-opacity="${n(0.6 - 0.4 * t)}" stroke-width="2.5"/>`;
  }
  return `${out}</defs>${shapes}`;
}

/** A band of alternating triangles (zigzag), as on painted walls and beadwork. */
export function triangleBand(rng: Rng, pal: Palette, x: number, y: number, w: number, h: number) {
  const count = Math.max(4, Math.round(w / (h * rng.range(0.9, 1.4))));
  const step = w / count;
  const [a, b] = rng.shuffle([pal.glow, pal.inks[0]]);
  let up = "";
  let down = "";
  for (let i = 0; i < count; i++) {
    const x0 = x + i * step;
    up += polygon([
      [x0, y + h],
      [x0 + step / 2, y],
      [x0 + step, y + h],
    ]);
    down += polygon([
      [x0 + step / 2, y],
      [x0 + step, y + h],
      [x0 + step * 1.5, y],
    ]);
  }
  let out = rect(x, y - h * 0.18, w, h * 0.08, `fill="${pal.chalk}" fill-opacity="0.8"`);
  out += `<path d="${up}" fill="${a}"/><path d="${down}" fill="${b}" fill-opacity="0.9"/>`;
  out += rect(x, y + h * 1.1, w, h * 0.08, `fill="${pal.chalk}" fill-opacity="0.8"`);
  return out;
}

/** A scatter of small stars (chalk dots) of varying brightness. */
export function stars(rng: Rng, pal: Palette, box: Box, count: number) {
  let d = "";
  let bright = "";
  for (let i = 0; i < count; i++) {
    const x = box.x + rng.next() * box.w;
    const y = box.y + rng.next() * rng.next() * box.h;
    const r = rng.range(0.8, 2.2);
    const dot = ringPath(x, y, r);
    if (rng.chance(0.2)) bright += dot;
    else d += dot;
  }
  return path(d, `fill="${pal.chalk}" fill-opacity="0.45"`) + path(bright, `fill="${pal.chalk}"`);
}
