import {
  blockHeight,
  fitParagraph,
  fitTitle,
  placeBlock,
  type PlacedText,
  type TextBlock,
} from "./text-fit.ts";

export type Orientation = "portrait" | "landscape";

export interface PosterText {
  title: string;
  tagline: string;
  genre: string;
}

export interface Bar {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where every piece of text goes on a poster, in pixels. */
export interface PosterLayout {
  width: number;
  height: number;
  /** The box the title's ink must stay inside. */
  titleArea: { x1: number; y1: number; x2: number; y2: number };
  title: PlacedText;
  tagline: PlacedText;
  genre: PlacedText;
  wordmark: PlacedText;
  /** Short accent rules: beside the genre label and between title and tagline. */
  bars: Bar[];
}

interface Spec {
  width: number;
  height: number;
  align: "left" | "center";
  /** Left edge of the text column (left aligned) or its centre (centred). */
  x: number;
  columnWidth: number;
  margin: number;
  titleMaxSize: number;
  titleMaxHeight: number;
  taglineSizes: number[];
  /** Ink bottom of the lowest text above the wordmark. */
  bottom: number;
}

const SPECS: Record<Orientation, Spec> = {
  portrait: {
    width: 900,
    height: 1350,
    align: "center",
    x: 450,
    columnWidth: 756,
    margin: 72,
    titleMaxSize: 230,
    titleMaxHeight: 470,
    taglineSizes: [30, 27, 24],
    bottom: 1350 - 150,
  },
  landscape: {
    width: 1920,
    height: 1080,
    align: "left",
    x: 112,
    columnWidth: 600,
    margin: 112,
    titleMaxSize: 170,
    titleMaxHeight: 430,
    taglineSizes: [28, 26, 24],
    bottom: 1080 * 0.78,
  },
};

const WORDMARK_SIZE = 34;
const GENRE_SIZE = 19;

/** Typographer's quotes: an apostrophe or opening/closing quote instead of straight ones. */
function curly(text: string): string {
  return text
    .replace(/(^|[\s([{])"/gu, "$1\u201c")
    .replace(/"/g, "\u201d")
    .replace(/(^|[\s([{])'/gu, "$1\u2018")
    .replace(/'/g, "\u2019");
}

/** Lays out title, tagline, genre and wordmark; posterSvg draws exactly this. */
export function layoutPoster(input: PosterText, orientation: Orientation): PosterLayout {
  const text = { title: curly(input.title), tagline: curly(input.tagline), genre: input.genre };
  const s = SPECS[orientation];
  const left = s.align === "left" ? s.x : s.x - s.columnWidth / 2;
  const place = (block: TextBlock, top: number) => placeBlock(block, s.align, s.x, top);
  const bars: Bar[] = [];

  const mark = fitParagraph("TAZAMA", {
    faceName: "display",
    tracking: 0.32,
    leading: 1,
    maxWidth: s.columnWidth,
    maxLines: 1,
    sizes: [WORDMARK_SIZE],
  });
  const markBottom = s.height - (orientation === "portrait" ? 56 : 64);
  const wordmark = place(mark, markBottom - blockHeight(mark));

  const taglineWidth = orientation === "portrait" ? s.columnWidth - 48 : s.columnWidth - 40;
  const tag = fitParagraph(text.tagline, {
    faceName: "body",
    tracking: 0,
    leading: 1.42,
    maxWidth: taglineWidth,
    maxLines: 2,
    sizes: s.taglineSizes,
  });
  const tagTop = s.bottom - blockHeight(tag);
  const tagline = place(tag, tagTop);

  const ruleY = tag.lines.length > 0 ? tagTop - 34 : s.bottom;
  const ruleX = s.align === "left" ? s.x : s.x - 32;
  bars.push({ x: ruleX, y: ruleY, w: 64, h: 4 });

  const title = fitTitle(text.title.toUpperCase(), {
    faceName: "display",
    tracking: 0.012,
    leading: 0.92,
    maxWidth: s.columnWidth,
    maxHeight: s.titleMaxHeight,
    maxSize: s.titleMaxSize,
    maxLines: 3,
  });
  const titleBottom = ruleY - 30;
  const titleTop = titleBottom - blockHeight(title);
  const titlePlaced = place(title, titleTop);

  const label = fitParagraph(text.genre.toUpperCase(), {
    faceName: "label",
    tracking: 0.32,
    leading: 1,
    maxWidth: s.columnWidth - 140,
    maxLines: 1,
    sizes: [GENRE_SIZE],
  });
  const genreTop = titleTop - 30 - blockHeight(label);
  // A left-aligned label sits after its rule; a centred one between two.
  const genre = placeBlock(label, s.align, s.align === "left" ? s.x + 58 : s.x, genreTop);
  if (label.lines.length > 0) {
    const mid = (genre.box.y1 + genre.box.y2) / 2 - 1;
    if (s.align === "center") bars.push({ x: genre.box.x1 - 58, y: mid, w: 40, h: 2 });
    bars.push({ x: s.align === "left" ? s.x : genre.box.x2 + 18, y: mid, w: 40, h: 2 });
  }

  return {
    width: s.width,
    height: s.height,
    titleArea: { x1: left, y1: s.margin, x2: left + s.columnWidth, y2: s.height - s.margin },
    title: titlePlaced,
    tagline,
    genre,
    wordmark,
    bars,
  };
}
