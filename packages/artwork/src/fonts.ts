import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as OpenType from "opentype.js";

const require = createRequire(import.meta.url);
// The package's "main" is a UMD build: requiring it behaves the same under Node, tsx and Vitest.
const opentype = require("opentype.js") as typeof OpenType;

/** A family as an ordered list of subset files: the first one holding a glyph wins. */
export type FaceName = "display" | "body" | "label";

const FILES: Record<FaceName, string[]> = {
  display: [
    "@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff",
    "@fontsource/bebas-neue/files/bebas-neue-latin-ext-400-normal.woff",
  ],
  body: [
    "@fontsource/inter/files/inter-latin-400-normal.woff",
    "@fontsource/inter/files/inter-latin-ext-400-normal.woff",
    "@fontsource/inter/files/inter-vietnamese-400-normal.woff",
  ],
  label: [
    "@fontsource/inter/files/inter-latin-600-normal.woff",
    "@fontsource/inter/files/inter-latin-ext-600-normal.woff",
    "@fontsource/inter/files/inter-vietnamese-600-normal.woff",
  ],
};

const parsed = new Map<FaceName, OpenType.Font[]>();

/** The parsed subset files of a family, read from the installed packages on first use. */
export function face(name: FaceName): OpenType.Font[] {
  let fonts = parsed.get(name);
  if (!fonts) {
    fonts = FILES[name].map((file) => opentype.parse(readFileSync(require.resolve(file))));
    parsed.set(name, fonts);
  }
  return fonts;
}
