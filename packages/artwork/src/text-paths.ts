import type { Font, Glyph } from "opentype.js";
import { face, type FaceName } from "./fonts.ts";
import { n } from "./svg.ts";

/** An ink box with y pointing down (SVG), in em units or pixels depending on where it is used. */
export interface Ink {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

interface Found {
  font: Font;
  glyph: Glyph;
}

/** A glyph placed on a line set at 1 em, baseline at y = 0, y pointing down. */
interface Placed extends Found {
  x: number;
  y: number;
}

export interface Line {
  text: string;
  glyphs: Placed[];
  /** Ink extent of the line at 1 em; an empty line has a zero box. */
  ink: Ink;
}

/** Combining marks drawn under the base letter; every other mark goes above it. */
const BELOW = new Set([0x323, 0x324, 0x325, 0x326, 0x327, 0x328, 0x329, 0x32d, 0x330, 0x331]);
/** Spacing look-alikes used when a family has no glyph for a combining mark (e.g. dot below). */
const STAND_INS: Record<number, string> = {
  0x300: "`",
  0x301: "´",
  0x302: "^",
  0x303: "~",
  0x304: "¯",
  0x307: ".",
  0x308: "¨",
  0x323: ".",
  0x331: "¯",
};
/** Letters some subsets lack, replaced by their nearest Latin shape as a last resort. */
const LOOK_ALIKES: Record<string, string> = { Ɛ: "E", ɛ: "e", Ɔ: "O", ɔ: "o", Ŋ: "N", ŋ: "n" };
const MARK_GAP = 0.05;

function find(fonts: readonly Font[], char: string): Found | undefined {
  for (const font of fonts) {
    if (font.hasChar(char)) return { font, glyph: font.charToGlyph(char) };
  }
  return undefined;
}

/** Glyph bounds in em with y down, or undefined for a blank glyph such as the space. */
function glyphInk(found: Found, x: number, y: number): Ink | undefined {
  if (found.glyph.path.commands.length === 0) return undefined;
  const b = found.glyph.getBoundingBox();
  const u = found.font.unitsPerEm;
  return { x1: x + b.x1 / u, y1: y - b.y2 / u, x2: x + b.x2 / u, y2: y - b.y1 / u };
}

function findBase(fonts: readonly Font[], char: string): { base?: Found; marks: string[] } {
  const direct = find(fonts, char);
  if (direct) return { base: direct, marks: [] };
  const [letter = "", ...marks] = Array.from(char.normalize("NFD"));
  const base = find(fonts, letter) ?? find(fonts, LOOK_ALIKES[letter] ?? "");
  return { base, marks };
}

/** Places a base letter and its marks; marks are centred on the letter and stacked. */
function placeCluster(fonts: readonly Font[], cluster: string, x: number, out: Placed[]) {
  // The cluster is in NFC already: whatever could be precomposed has been.
  const [first = "", ...rest] = Array.from(cluster);
  const { base, marks } = findBase(fonts, first);
  if (!base) return undefined;
  out.push({ ...base, x, y: 0 });
  const baseInk = glyphInk(base, x, 0) ?? { x1: x, y1: -0.7, x2: x + 0.5, y2: 0 };
  let top = baseInk.y1;
  let bottom = baseInk.y2;
  for (const mark of [...marks, ...rest]) {
    const code = mark.codePointAt(0)!;
    const found = find(fonts, mark) ?? find(fonts, STAND_INS[code] ?? "");
    const ink = found && glyphInk(found, 0, 0);
    if (!found || !ink) continue; // last resort: the mark is dropped
    const dx = (baseInk.x1 + baseInk.x2) / 2 - (ink.x1 + ink.x2) / 2;
    if (BELOW.has(code)) {
      const dy = bottom + MARK_GAP - ink.y1;
      bottom = ink.y2 + dy;
      out.push({ ...found, x: dx, y: dy });
    } else {
      const dy = top - MARK_GAP - ink.y2;
      top = ink.y1 + dy;
      out.push({ ...found, x: dx, y: dy });
    }
  }
  return base;
}

function shape(text: string, faceName: FaceName, tracking: number): Line {
  const fonts = face(faceName);
  const glyphs: Placed[] = [];
  const clusters = text.normalize("NFC").match(/\P{M}\p{M}*/gu) ?? [];
  let x = 0;
  let prev: Found | undefined;
  for (const cluster of clusters) {
    const start = glyphs.length;
    const base = placeCluster(fonts, cluster, x, glyphs);
    if (!base) continue;
    if (prev && prev.font === base.font) {
      const kern = base.font.getKerningValue(prev.glyph, base.glyph) / base.font.unitsPerEm;
      for (let i = start; i < glyphs.length; i++) glyphs[i]!.x += kern;
      x += kern;
    }
    x += (base.glyph.advanceWidth ?? 0) / base.font.unitsPerEm + tracking;
    prev = base;
  }
  let ink: Ink | undefined;
  for (const g of glyphs) {
    const b = glyphInk(g, g.x, g.y);
    if (!b) continue;
    ink = ink
      ? {
          x1: Math.min(ink.x1, b.x1),
          y1: Math.min(ink.y1, b.y1),
          x2: Math.max(ink.x2, b.x2),
          y2: Math.max(ink.y2, b.y2),
        }
      : b;
  }
  return { text, glyphs, ink: ink ?? { x1: 0, y1: 0, x2: 0, y2: 0 } };
}

const lineCache = new Map<string, Line>();

/** Shapes one line of text at 1 em (with letter spacing in em); results are memoised. */
export function layoutLine(text: string, faceName: FaceName, tracking = 0): Line {
  const key = `${faceName}|${tracking}|${text}`;
  let line = lineCache.get(key);
  if (!line) {
    if (lineCache.size > 5000) lineCache.clear();
    line = shape(text, faceName, tracking);
    lineCache.set(key, line);
  }
  return line;
}

export function inkWidth(line: Line): number {
  return line.ink.x2 - line.ink.x1;
}

/** SVG path data of a line drawn at `size` px with its origin (baseline start) at x, y. */
export function linePath(line: Line, x: number, y: number, size: number): string {
  let d = "";
  for (const g of line.glyphs) {
    const s = size / g.font.unitsPerEm;
    const ox = x + g.x * size;
    const oy = y + g.y * size;
    const px = (v: number) => n(ox + v * s);
    const py = (v: number) => n(oy - v * s);
    for (const c of g.glyph.path.commands) {
      if (c.type === "M" || c.type === "L") d += `${c.type}${px(c.x)} ${py(c.y)}`;
      else if (c.type === "Q") d += `Q${px(c.x1)} ${py(c.y1)} ${px(c.x)} ${py(c.y)}`;
      else if (c.type === "C") {
        d += `C${px(c.x1)} ${py(c.y1)} ${px(c.x2)} ${py(c.y2)} ${px(c.x)} ${py(c.y)}`;
      } else d += "Z";
    }
  }
  return d;
}
