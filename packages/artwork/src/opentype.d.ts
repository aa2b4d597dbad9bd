// Minimal typings for the parts of opentype.js 2.0 (which ships none) that the artwork uses.
declare module "opentype.js" {
  export interface BoundingBox {
    x1: number;
    y1: number;
    x2: number;
    y2: number;
  }

  export type PathCommand =
    | { type: "M" | "L"; x: number; y: number }
    | { type: "Q"; x1: number; y1: number; x: number; y: number }
    | { type: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: "Z" };

  export interface Path {
    commands: PathCommand[];
  }

  export interface Glyph {
    index: number;
    name: string | null;
    advanceWidth?: number;
    path: Path;
    getBoundingBox(): BoundingBox;
  }

  export interface Font {
    unitsPerEm: number;
    ascender: number;
    descender: number;
    hasChar(c: string): boolean;
    charToGlyph(c: string): Glyph;
    getKerningValue(left: Glyph, right: Glyph): number;
  }

  export function parse(buffer: ArrayBuffer | Uint8Array): Font;
}
