import { mix, type Palette } from "./palettes.ts";
import type { Rng } from "./prng.ts";
import { n, path, polygon, rect, ringPath, type Box } from "./svg.ts";

function clipTo(id: string, box: Box, body: string): string {
  const clip = rect(box.x, box.y, box.w, box.h, "");
  const defs = `<defs><clipPath id="${id}">${clip}</clipPath></defs>`;
  return `${defs}<g clip-path="url(#${id})">${body}</g>`;
}

/** Mirrored stripe widths (fractions summing to 1) with a colour index each. */
function stripeSet(rng: Rng, colors: number): [number, number][] {
  const half: [number, number][] = [];
  const count = rng.int(2, 4);
  for (let i = 0; i < count; i++) half.push([rng.pick([1, 1, 2, 3]), rng.int(0, colors - 1)]);
  const all = [...half, [rng.pick([2, 4]), rng.int(0, colors - 1)] as [number, number]];
  const mirrored = [...all, ...half.slice().reverse()];
  const total = mirrored.reduce((sum, [w]) => sum + w, 0);
  return mirrored.map(([w, c]) => [w / total, c]);
}

/**
 * Kente: narrow woven strips sewn side by side, each a run of blocks alternating warp-faced
 * (long pinstripes) and weft-faced (bold cross bands), offset from strip to strip.
 */
export function kente(rng: Rng, pal: Palette, box: Box, columns: number): string {
  const colors = [pal.inks[0], pal.inks[1], pal.inks[2], pal.chalk, pal.inks[3]];
  const cw = box.w / columns;
  const designs = [stripeSet(rng, colors.length), stripeSet(rng, colors.length)];
  let out = "";
  for (let c = 0; c < columns; c++) {
    const x = box.x + c * cw;
    const warpColor = colors[(c + rng.int(0, 1)) % 3]!;
    let y = box.y - rng.range(0, cw);
    let weft = rng.chance(0.5);
    while (y < box.y + box.h) {
      const h = cw * rng.pick([0.5, 0.8, 1, 1, 1.3]);
      if (weft) {
        let yy = y;
        for (const [f, ci] of rng.pick(designs)) {
          out += rect(x, yy, cw, f * h + 0.5, `fill="${colors[ci]!}"`);
          yy += f * h;
        }
      } else {
        out += rect(x, y, cw, h + 0.5, `fill="${warpColor}"`);
        const pin = cw * 0.05;
        const accent = colors[(colors.indexOf(warpColor) + 1) % 4]!;
        for (const f of [0.14, 0.24, 0.76, 0.86]) {
          out += rect(
            x + f * cw - pin / 2,
            y,
            pin,
            h,
            `fill="${f < 0.2 || f > 0.8 ? accent : pal.inks[3]}"`,
          );
        }
      }
      weft = !weft;
      y += h;
    }
    out += rect(x - 1.5, box.y, 3, box.h, `fill="${pal.deep}" fill-opacity="0.55"`);
  }
  // Thread texture: a fine horizontal rib over the whole cloth.
  out += `<defs><pattern id="rib" width="6" height="6" patternUnits="userSpaceOnUse">`;
  out += `<rect width="6" height="2" fill="#000" fill-opacity="0.18"/></pattern></defs>`;
  out += rect(box.x, box.y, box.w, box.h, `fill="url(#rib)"`);
  return clipTo("kente-clip", box, out);
}

type Mark = "dots" | "crosses" | "zigzag" | "rings" | "comb" | "diamonds" | "spots";
const MARKS: readonly Mark[] = ["dots", "crosses", "zigzag", "rings", "comb", "diamonds", "spots"];

/** One row of hand-painted bògòlanfini marks; returns stroked and filled path data. */
function markRow(rng: Rng, mark: Mark, x0: number, x1: number, y: number, h: number) {
  const j = (v: number) => v + rng.range(-h * 0.03, h * 0.03);
  const step = h * (mark === "comb" ? 0.32 : 0.8);
  const count = Math.max(1, Math.floor((x1 - x0) / step));
  const start = x0 + (x1 - x0 - count * step) / 2 + step / 2;
  const s = h * 0.26;
  let stroke = "";
  let fill = "";
  for (let i = 0; i < count; i++) {
    const cx = j(start + i * step);
    const cy = j(y + h / 2);
    if (mark === "dots") fill += ringPath(cx, cy, h * 0.09);
    else if (mark === "spots")
      fill += ringPath(cx, cy - s * 0.6, h * 0.06) + ringPath(cx, cy + s * 0.6, h * 0.06);
    else if (mark === "crosses") {
      stroke += `M${n(cx - s)} ${n(cy - s)}L${n(j(cx + s))} ${n(j(cy + s))}`;
      stroke += `M${n(cx + s)} ${n(cy - s)}L${n(j(cx - s))} ${n(j(cy + s))}`;
    } else if (mark === "zigzag") {
      stroke += `${i === 0 ? "M" : "L"}${n(cx - step / 2)} ${n(cy + s)}L${n(cx)} ${n(cy - s)}`;
      if (i === count - 1) stroke += `L${n(cx + step / 2)} ${n(cy + s)}`;
    } else if (mark === "rings") {
      const r = s * 0.95;
      stroke += ringPath(cx, cy, r);
      fill += ringPath(cx, cy, h * 0.05);
    } else if (mark === "comb") {
      stroke += `M${n(cx)} ${n(cy - s * 1.2)}L${n(j(cx))} ${n(cy + s * 1.2)}`;
    } else {
      stroke += polygon([
        [cx, cy - s],
        [cx + s, cy],
        [cx, cy + s],
        [cx - s, cy],
      ]);
    }
  }
  return { stroke, fill };
}

/** Bògòlanfini (mud cloth): panels of chalky hand-painted marks in rows on an earth ground. */
export function mudcloth(rng: Rng, pal: Palette, box: Box, panels: number): string {
  const ground = mix(pal.ground, pal.inks[3], 0.35);
  let out = rect(box.x, box.y, box.w, box.h, `fill="${ground}"`);
  let stroke = "";
  let fill = "";
  let rules = "";
  const pw = box.w / panels;
  const unit = Math.min(pw, box.h) * 0.11;
  for (let p = 0; p < panels; p++) {
    const x0 = box.x + p * pw;
    let y = box.y + rng.range(-unit, 0);
    const marks = rng.shuffle(MARKS);
    let i = 0;
    while (y < box.y + box.h) {
      const h = unit * rng.pick([0.8, 1, 1.3]);
      const row = markRow(
        rng,
        marks[i % marks.length]!,
        x0 + unit * 0.3,
        x0 + pw - unit * 0.3,
        y,
        h,
      );
      stroke += row.stroke;
      fill += row.fill;
      y += h;
      for (const f of [0.12, 0.26]) rules += `M${n(x0)} ${n(y + unit * f)}H${n(x0 + pw)}`;
      y += unit * 0.38;
      i++;
    }
    if (p > 0) rules += `M${n(x0)} ${n(box.y)}V${n(box.y + box.h)}`;
  }
  const sw = n(unit * 0.09);
  const chalk = `fill="none" stroke="${pal.chalk}"`;
  out += path(rules, `${chalk} stroke-opacity="0.55" stroke-width="${n(unit * 0.05)}"`);
  const round = `stroke-linecap="round" stroke-linejoin="round"`;
  out += path(stroke, `${chalk} stroke-opacity="0.85" stroke-width="${sw}" ${round}`);
  out += `<path d="${fill}" fill="${pal.chalk}" fill-opacity="0.85"/>`;
  return clipTo("mud-clip", box, out);
}

type Stamp = "sunburst" | "rings" | "quad" | "cross" | "spiral";

/** Adinkra-inspired stamps: abstract circle symbols drawn as stroked paths. */
function stamp(symbol: Stamp, cx: number, cy: number, r: number): string {
  const ring = (rr: number) => ringPath(cx, cy, rr);
  let d = "";
  if (symbol === "sunburst") {
    d += ring(r * 0.45);
    for (let k = 0; k < 12; k++) {
      const a = (k / 12) * Math.PI * 2;
      d += `M${n(cx + Math.cos(a) * r * 0.65)} ${n(cy + Math.sin(a) * r * 0.65)}`;
      d += `L${n(cx + Math.cos(a) * r)} ${n(cy + Math.sin(a) * r)}`;
    }
  } else if (symbol === "rings") {
    d += ring(r) + ring(r * 0.66) + ring(r * 0.3);
  } else if (symbol === "quad") {
    for (const [dx, dy] of [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ] as const) {
      d += ringPath(cx + dx * r * 0.5, cy + dy * r * 0.5, r * 0.36);
    }
  } else if (symbol === "cross") {
    d += ring(r) + `M${n(cx - r)} ${n(cy)}H${n(cx + r)}M${n(cx)} ${n(cy - r)}V${n(cy + r)}`;
    d += ring(r * 0.35);
  } else {
    d += `M${n(cx)} ${n(cy)}`;
    for (let t = 0.3; t <= 4 * Math.PI; t += 0.3) {
      const rr = (r * t) / (4 * Math.PI);
      d += `L${n(cx + Math.cos(t) * rr)} ${n(cy + Math.sin(t) * rr)}`;
    }
  }
  return d;
}

/** Adinkra cloth: squares framed by combed line bundles, each stamped with one symbol. */
export function adinkraCloth(rng: Rng, pal: Palette, box: Box, cell: number): string {
  const symbols = rng.shuffle(["sunburst", "rings", "quad", "cross", "spiral"] as const);
  const comb = cell * 0.16;
  let lines = "";
  let stamps = "";
  let filled = "";
  const cols = Math.ceil(box.w / (cell + comb)) + 1;
  const rows = Math.ceil(box.h / (cell + comb)) + 1;
  const ox = box.x - rng.range(0, cell);
  const oy = box.y - rng.range(0, cell);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = ox + c * (cell + comb);
      const y = oy + r * (cell + comb);
      const symbol = symbols[(r * 2 + c) % symbols.length]!;
      for (const [fx, fy] of [
        [0.27, 0.27],
        [0.73, 0.27],
        [0.27, 0.73],
        [0.73, 0.73],
      ] as const) {
        stamps += stamp(symbol, x + fx * cell, y + fy * cell, cell * 0.18);
      }
      if ((r + c) % 3 === 0) filled += rect(x, y, cell, cell, "");
    }
    const y = oy + r * (cell + comb) - comb;
    for (let k = 1; k < 4; k++)
      lines += `M${n(box.x)} ${n(y + (k * comb) / 4)}H${n(box.x + box.w)}`;
  }
  for (let c = 0; c < cols; c++) {
    const x = ox + c * (cell + comb) - comb;
    for (let k = 1; k < 4; k++)
      lines += `M${n(x + (k * comb) / 4)} ${n(box.y)}V${n(box.y + box.h)}`;
  }
  let out = rect(box.x, box.y, box.w, box.h, `fill="${pal.ground}"`);
  out += `<g fill="${pal.inks[0]}" fill-opacity="0.35">${filled}</g>`;
  out += path(
    lines,
    `stroke="${pal.inks[1]}" stroke-opacity="0.7" stroke-width="${n(comb * 0.09)}"`,
  );
  const stampWidth = `stroke-width="${n(cell * 0.025)}" stroke-linecap="round"`;
  out += path(stamps, `fill="none" stroke="${pal.chalk}" stroke-opacity="0.8" ${stampWidth}`);
  return clipTo("adinkra-clip", box, out);
}
