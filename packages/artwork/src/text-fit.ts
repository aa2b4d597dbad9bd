import type { FaceName } from "./fonts.ts";
import { inkWidth, layoutLine, linePath, type Ink, type Line } from "./text-paths.ts";

/** Lines of one style set at one size; `leading` is the baseline step in em. */
export interface TextBlock {
  lines: Line[];
  size: number;
  leading: number;
}

export interface TitleFit {
  faceName: FaceName;
  tracking: number;
  leading: number;
  maxWidth: number;
  maxHeight: number;
  maxSize: number;
  maxLines: number;
}

/** Ink height of a block in em: first line's top to last line's bottom. */
function heightEm(lines: readonly Line[], leading: number): number {
  if (lines.length === 0) return 0;
  return -lines[0]!.ink.y1 + (lines.length - 1) * leading + lines[lines.length - 1]!.ink.y2;
}

/** Every way to cut `count` words into `parts` consecutive non-empty runs. */
function* cuts(count: number, parts: number, from = 0): Generator<number[]> {
  if (parts === 1) {
    yield [count];
    return;
  }
  for (let end = from + 1; end <= count - parts + 1; end++) {
    for (const rest of cuts(count, parts - 1, end)) yield [end, ...rest];
  }
}

/**
 * The largest size at which the text fits the box on at most `maxLines` lines, trying every
 * line break (so the lines come out balanced); a slightly smaller size wins with fewer lines.
 */
export function fitTitle(text: string, fit: TitleFit): TextBlock {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length > 24) words.splice(23, words.length, words.slice(23).join(" "));
  let best: TextBlock = { lines: [], size: fit.maxSize, leading: fit.leading };
  let bestScore = -1;
  let bestRagged = Infinity;
  const parts = Math.min(fit.maxLines, words.length);
  for (let k = 1; k <= parts; k++) {
    for (const ends of cuts(words.length, k)) {
      let start = 0;
      const lines = ends.map((end) => {
        const line = layoutLine(words.slice(start, end).join(" "), fit.faceName, fit.tracking);
        start = end;
        return line;
      });
      // Diacritics may need more room than the usual leading: never let lines touch.
      let leading = fit.leading;
      for (let i = 1; i < lines.length; i++) {
        leading = Math.max(leading, lines[i - 1]!.ink.y2 - lines[i]!.ink.y1 + 0.08);
      }
      const widest = Math.max(...lines.map(inkWidth));
      const size = Math.min(
        fit.maxSize,
        fit.maxWidth / Math.max(widest, 1e-6),
        fit.maxHeight / Math.max(heightEm(lines, leading), 1e-6),
      );
      const score = size * (1 - 0.05 * (k - 1));
      // Among equal sizes, the most even lines: sum of squared shortfalls from the widest.
      const ragged = lines.reduce((sum, line) => sum + (widest - inkWidth(line)) ** 2, 0);
      const tie = Math.abs(score - bestScore) < 1e-6 * score;
      if ((!tie && score > bestScore) || (tie && ragged < bestRagged)) {
        bestScore = score;
        bestRagged = ragged;
        best = { lines, size, leading };
      }
    }
  }
  return best;
}

export interface ParagraphFit {
  faceName: FaceName;
  tracking: number;
  leading: number;
  maxWidth: number;
  maxLines: number;
  /** Sizes to try, largest first. */
  sizes: readonly number[];
}

function fits(text: string, fit: ParagraphFit, size: number, width = fit.maxWidth): boolean {
  return inkWidth(layoutLine(text, fit.faceName, fit.tracking)) * size <= width;
}

/** Greedy line filling at a given width (a word wider than the width gets its own line). */
function wrap(words: readonly string[], fit: ParagraphFit, size: number, width: number) {
  const rows: string[] = [];
  for (const word of words) {
    const last = rows[rows.length - 1];
    if (last !== undefined && fits(`${last} ${word}`, fit, size, width)) {
      rows[rows.length - 1] = `${last} ${word}`;
    } else rows.push(word);
  }
  return rows;
}

/** Cuts the text (by words, else by letters) and adds an ellipsis until it fits one line. */
function truncate(text: string, fit: ParagraphFit, size: number): string {
  if (fits(text, fit, size)) return text;
  const words = text.split(" ");
  while (words.length > 1) {
    words.pop();
    const candidate = `${words.join(" ").replace(/[,;:.\-–—]+$/, "")}…`;
    if (fits(candidate, fit, size)) return candidate;
  }
  const letters = text.match(/\P{M}\p{M}*/gu) ?? [];
  while (letters.length > 1) {
    letters.pop();
    if (fits(`${letters.join("")}…`, fit, size)) return `${letters.join("")}…`;
  }
  return "…";
}

/**
 * Wraps at the first size that fits `maxLines`, then narrows the measure as far as the line
 * count allows so the lines come out even (no orphan); at the smallest size, an ellipsis.
 */
export function fitParagraph(text: string, fit: ParagraphFit): TextBlock {
  const words = text.split(/\s+/).filter(Boolean);
  let rows: string[] = [];
  let size = fit.sizes[0] ?? 24;
  for (const candidate of fit.sizes) {
    size = candidate;
    rows = wrap(words, fit, size, fit.maxWidth);
    if (rows.length <= fit.maxLines) break;
  }
  if (rows.length > fit.maxLines) {
    rows = [...rows.slice(0, fit.maxLines - 1), rows.slice(fit.maxLines - 1).join(" ")];
  } else if (rows.length > 1) {
    let lo = fit.maxWidth / 2;
    let hi = fit.maxWidth;
    for (let i = 0; i < 12; i++) {
      const mid = (lo + hi) / 2;
      if (wrap(words, fit, size, mid).length === rows.length) hi = mid;
      else lo = mid;
    }
    rows = wrap(words, fit, size, hi);
  }
  rows = rows.map((row) => truncate(row, fit, size));
  const lines = rows.map((row) => layoutLine(row, fit.faceName, fit.tracking));
  return { lines, size, leading: fit.leading };
}

/** Pixel height of a block's ink. */
export function blockHeight(block: TextBlock): number {
  return heightEm(block.lines, block.leading) * block.size;
}

export interface PlacedText {
  d: string;
  /** Pixel ink box of everything drawn. */
  box: Ink;
}

/** Draws a block whose ink top is at `top`, aligned on `x` (left edge or centre of the ink). */
export function placeBlock(
  block: TextBlock,
  align: "left" | "center",
  x: number,
  top: number,
): PlacedText {
  const { lines, size, leading } = block;
  const first = lines[0];
  if (!first) return { d: "", box: { x1: x, y1: top, x2: x, y2: top } };
  let d = "";
  const box: Ink = { x1: Infinity, y1: top, x2: -Infinity, y2: top + blockHeight(block) };
  lines.forEach((line, i) => {
    const baseline = top - first.ink.y1 * size + i * leading * size;
    const lineX =
      align === "left" ? x - line.ink.x1 * size : x - ((line.ink.x1 + line.ink.x2) / 2) * size;
    d += linePath(line, lineX, baseline, size);
    box.x1 = Math.min(box.x1, lineX + line.ink.x1 * size);
    box.x2 = Math.max(box.x2, lineX + line.ink.x2 * size);
  });
  return { d, box };
}
