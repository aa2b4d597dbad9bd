import { describe, expect, it } from "vitest";
import { layoutPoster, posterSvg, type ArtworkInput } from "./poster-svg.ts";
import { layoutLine } from "./text-paths.ts";

const harmattan: ArtworkInput = {
  ref: "the-last-harmattan",
  title: "The Last Harmattan",
  tagline: "When the dry wind comes, every secret in the village will be carried with it.",
  genre: "Drama",
};

const SIZES = { portrait: [900, 1350], landscape: [1920, 1080] } as const;
const orientations = ["portrait", "landscape"] as const;

describe("posterSvg", () => {
  it.each(orientations)("is the same for the same input (%s)", (orientation) => {
    expect(posterSvg(harmattan, orientation)).toBe(posterSvg({ ...harmattan }, orientation));
  });

  it.each(orientations)("differs from one ref to another (%s)", (orientation) => {
    const other = posterSvg({ ...harmattan, ref: "the-last-harmattan-2" }, orientation);
    expect(other).not.toBe(posterSvg(harmattan, orientation));
  });

  it("gives different refs different art, not just different text", () => {
    const refs = ["eko-nights", "queen-sono", "ngozi", "shaka", "zanzibar", "accra-gold"];
    const backgrounds = refs.map((ref) => {
      const svg = posterSvg({ ...harmattan, ref }, "portrait");
      return svg.slice(0, svg.indexOf("v-bottom"));
    });
    expect(new Set(backgrounds).size).toBe(refs.length);
  });

  it.each(orientations)("has the %s size and viewBox, and draws text as paths", (orientation) => {
    const [w, h] = SIZES[orientation];
    const svg = posterSvg(harmattan, orientation);
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg).toContain(`width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"`);
    expect(svg).not.toMatch(/<text[\s>]/);
    expect(svg).not.toMatch(/<tspan|font-family/);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  });

  it("survives markup-like characters in the text, which never reach the markup", () => {
    const input = { ...harmattan, title: `<Tom & "Jerry">`, tagline: "a < b & c", genre: "x&y" };
    const svg = posterSvg(input, "portrait");
    expect(svg).not.toContain("Jerry");
    expect(svg.match(/<svg /g)).toHaveLength(1);
  });

  it("copes with an empty tagline and genre", () => {
    const svg = posterSvg({ ...harmattan, tagline: "", genre: "" }, "landscape");
    expect(svg).toContain("</svg>");
    expect(svg).not.toMatch(/NaN|Infinity/);
  });
});

describe("layoutPoster", () => {
  const long = "The Extraordinary Tale of the Bride Who Sold a Lagos Lagoon!";
  const oneWord = "Supercalifragilisticexpialidociousnessofkilimanjaro";

  it.each(orientations)("keeps long titles inside the margins (%s)", (orientation) => {
    expect(long).toHaveLength(60);
    const [w, h] = SIZES[orientation];
    for (const title of [
      long,
      oneWord,
      "Ọ̀ṣun",
      "Eko Nights",
      "When the Rains Return to Kilimanjaro's Shadow",
    ]) {
      const layout = layoutPoster({ ...harmattan, title }, orientation);
      const box = layout.title.box;
      const area = layout.titleArea;
      expect(box.x1).toBeGreaterThanOrEqual(area.x1 - 0.5);
      expect(box.x2).toBeLessThanOrEqual(area.x2 + 0.5);
      expect(box.y1).toBeGreaterThanOrEqual(area.y1);
      expect(box.y2).toBeLessThanOrEqual(area.y2);
      expect(area.x1).toBeGreaterThan(0);
      expect(area.x2).toBeLessThan(w);
      expect(area.y2).toBeLessThan(h);
      expect(layout.title.d.length).toBeGreaterThan(100);
    }
  });

  it("keeps every block of text apart and above the wordmark", () => {
    for (const orientation of orientations) {
      const l = layoutPoster({ ...harmattan, title: long }, orientation);
      expect(l.genre.box.y2).toBeLessThan(l.title.box.y1);
      expect(l.title.box.y2).toBeLessThan(l.tagline.box.y1);
      expect(l.tagline.box.y2).toBeLessThan(l.wordmark.box.y1);
    }
  });

  it("wraps a long tagline on two lines at most and ends it with an ellipsis", () => {
    const tagline = "A very long tagline that goes on and on. ".repeat(8);
    const layout = layoutPoster({ ...harmattan, tagline }, "portrait");
    const wide = layoutPoster({ ...harmattan, tagline: "Short." }, "portrait");
    expect(layout.tagline.box.x2 - layout.tagline.box.x1).toBeLessThanOrEqual(756);
    expect(layout.tagline.box.y2 - layout.tagline.box.y1).toBeLessThan(110);
    expect(wide.tagline.box.y2 - wide.tagline.box.y1).toBeLessThan(40);
  });
});

describe("layoutLine", () => {
  it("finds every glyph, marks included, for West African letters", () => {
    // The display face has no Ọ or Ṣ: O + dot below + grave and S + dot below, placed by hand;
    // É and Ô are precomposed, Ŋ comes from the latin-ext file.
    const display = layoutLine("Ọ̀ṢUN ÉKÔ ŊA", "display");
    expect(display.glyphs.every((g) => g.glyph.index > 0)).toBe(true);
    expect(display.glyphs).toHaveLength(3 + 2 + 1 + 1 + 1 + 3 + 1 + 2);
    const body = layoutLine("Ọ̀ṣun é ô ŋ ɛ ɔ", "body");
    expect(body.glyphs.every((g) => g.glyph.index > 0)).toBe(true);
  });

  it("puts a dot below under the letter and a grave above it", () => {
    const plain = layoutLine("O", "display").ink;
    const marked = layoutLine("Ọ̀", "display").ink;
    expect(marked.y1).toBeLessThan(plain.y1);
    expect(marked.y2).toBeGreaterThan(plain.y2);
    expect(marked.x1).toBeGreaterThanOrEqual(plain.x1 - 0.01);
    expect(marked.x2).toBeLessThanOrEqual(plain.x2 + 0.01);
  });
});
