// @vitest-environment node
// The server render runs in Node: no window, no document (a stray browser API in a render path
// throws here).
import type { ScreeningSummary } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { HERO_ACTION_MESSAGES } from "./app/routes/home-hero-actions.tsx";
import { listingPosters, render } from "./entry-server.tsx";
import { HOME_ROW_MESSAGES } from "./features/catalogue/components/home-browse.tsx";
import { NOTHING_KEPT_MESSAGES } from "./features/downloads/components/downloads-overview.tsx";
import { catalogueItem, contentDetail, episodeItem } from "./features/catalogue/test/factories.ts";

const catalogue = {
  content: [
    catalogueItem({ ref: "oshodi-overtime", title: "Oshodi Overtime" }),
    episodeItem("Likoni Nights", 2),
    catalogueItem({ ref: "nine-threads", title: "Nine Threads", genres: ["Comedy"] }),
    episodeItem("Likoni Nights", 1),
    catalogueItem({ ref: "tizita-room", title: "The Tizita Room" }),
  ],
  genres: ["Drama", "Comedy"],
};
const anonymous = { cookie: "", languages: ["en-US", "en"] };

describe("render", () => {
  it("draws / with the header, the featured title's art and no hoisted tags in the markup", async () => {
    const { head, root } = await render({ url: "/", catalogue, ...anonymous });
    expect(root).toContain('<a href="#main"');
    expect(root).toMatch(/<h1[^>]*>Oshodi Overtime<\/h1>/);
    expect(root).toContain('srcSet="/content/uploads/oshodi-overtime_land.jpg?w=640 640w');
    expect(root).toContain(">Log in<");
    expect(root).not.toContain("<script");
    // React's own image preloads come out apart, for the head.
    expect(head).toMatch(/^<link rel="preload" as="image"/);
    expect(root.startsWith("<link")).toBe(false);
  });

  it("draws /movies as the grid in catalogue order, the first posters with their images", async () => {
    const { root } = await render({ url: "/movies", catalogue, ...anonymous });
    const alts = [...root.matchAll(/<img[^>]*alt="([^"]*)"/g)].map((m) => m[1]);
    expect(alts).toEqual(["Oshodi Overtime", "Nine Threads", "The Tizita Room"]);
    expect(root).toContain('src="/content/uploads/oshodi-overtime_port.jpg?w=640"');
    expect(root).toContain("3 movies");
  });

  it("draws /view/{ref} from the content it is given, the buy row's place held empty", async () => {
    const content = contentDetail({ ref: "oshodi-overtime", title: "Oshodi Overtime" });
    const { root } = await render({
      url: "/view/oshodi-overtime",
      catalogue,
      content,
      cookie: "",
      languages: ["en-NG"],
    });
    expect(root).toMatch(/<h1[^>]*>Oshodi Overtime<\/h1>/);
    // Whether the title is on sale (its film ready) is the browser's to ask: no Buy that could
    // vanish, no Coming soon that could turn into prices.
    expect(root).toContain('data-testid="purchase-pending"');
    expect(root).not.toMatch(/>Buy|>Rent|Coming soon/);
  });

  it("shows a signed-in viewer's name from the user cookie, as the browser's first render does", async () => {
    const cookie = `user=${encodeURIComponent(JSON.stringify({ fullname: "Ama Mensah", locale: "en-GH" }))}`;
    const { root } = await render({ url: "/series", catalogue, cookie, languages: [] });
    expect(root).toContain("Ama Mensah");
    expect(root).not.toContain(">Log in<");
    expect(root).toContain("Likoni Nights");
  });

  it("draws a signed-in viewer's /view/{ref} with the row held for the purchase flow", async () => {
    const content = contentDetail({ ref: "oshodi-overtime", title: "Oshodi Overtime" });
    const cookie = `user=${encodeURIComponent(JSON.stringify({ fullname: "Ada Obi", locale: "en-NG" }))}`;
    const { root } = await render({
      url: "/view/oshodi-overtime?purchaseType=rent&amount=150000&currency=NGN",
      catalogue,
      content,
      cookie,
      languages: ["en-US"],
    });
    expect(root).toContain("Ada Obi");
    expect(root).toContain('data-testid="purchase-pending"');
    expect(root).not.toMatch(/>Buy|>Rent|₦|\$\d/);
  });
});

describe("render of /downloads (its frame: what the device keeps is the browser's to read)", () => {
  it("draws the heading and the help, never a list nor 'nothing downloaded', signed out or in", async () => {
    const signedIn = `user=${encodeURIComponent(JSON.stringify({ fullname: "Ama Mensah", locale: "en-GH" }))}`;
    for (const cookie of ["", signedIn]) {
      const { root, messages } = await render({
        url: "/downloads",
        catalogue,
        cookie,
        languages: ["en-US"],
      });
      expect(root).toMatch(/<h1[^>]*>Downloads<\/h1>/);
      expect(root).toContain("Titles you bought or rented have a Download button on their page.");
      expect(root).not.toMatch(/Nothing downloaded|locked while nobody|Devices|Using /);
      expect(root).not.toContain("<ul");
      // The page's own messages in the head, and those it shows once the device is read
      // (looked up ahead: "nothing downloaded" is in the head, not in the markup).
      expect(messages).toHaveProperty("downloads.how");
      expect(messages).toHaveProperty("downloads.none");
    }
  });

  it("draws it in the request's language", async () => {
    const { root } = await render({ url: "/downloads", catalogue, cookie: "", languages: ["fr"] });
    expect(root).toMatch(/<h1[^>]*>Téléchargements<\/h1>/);
    expect(root).toContain("ont un bouton Télécharger sur leur page.");
  });
});

describe("render of a page drawn from its query", () => {
  const screening: ScreeningSummary = {
    id: "5b0c7a52-6f0e-4d7a-9c1e-2f3a4b5c6d7e",
    title: {
      ref: "kings-of-lagos",
      title: "Kings of Lagos",
      poster: "/content/uploads/kings-of-lagos_port.jpg",
      backdrop: "/content/uploads/kings-of-lagos_land.jpg",
    },
    startsAt: "2026-12-01T18:30:00.000Z",
    venue: { name: "Silverbird Galleria", city: "Lagos", address: "Victoria Island" },
    seated: true,
    prices: [{ currency: "NGN", amount: 350_000 }],
    status: "scheduled",
    seatsLeft: 3,
    capacity: 4,
    onSale: true,
    salesCloseAt: "2026-12-01T18:30:00.000Z",
    note: "",
  };
  /** The head's `tz-queries` block: the keys and data the browser hydrates with. */
  const queriesOf = (head: string) =>
    JSON.parse(
      /<script type="application\/json" id="tz-queries">(.*?)<\/script>/.exec(head)?.[1] ?? "[]",
    ) as [unknown[], unknown][];

  it("draws /screenings?city= from both lists it is given, its times in UTC, without Intl", async () => {
    const all = { screenings: [screening], cities: ["Lagos"] };
    const { head, root } = await render({
      url: "/screenings?city=Lagos",
      catalogue,
      screenings: { all, city: all },
      ...anonymous,
    });
    expect(root).toMatch(/<h1[^>]*>Screenings<\/h1>/);
    expect(root).toContain("Kings of Lagos");
    expect(root).toContain("Silverbird Galleria, Lagos");
    expect(root).toContain("3 seats left");
    // Neither the viewer's time zone nor their browser's date words: the browser's, once hydrated.
    expect(root).toContain("2026-12-01 18:30 UTC");
    expect(root).not.toContain("Loading screenings");
    expect(queriesOf(head)).toEqual([
      [["screenings", "list", null], all],
      [["screenings", "list", "Lagos"], all],
    ]);
  });

  it("draws /search?q= with the results it is given, under the page's key; /search as its form", async () => {
    const search = {
      query: "lagos",
      page: 1,
      total: 1,
      hits: [
        {
          ref: "kings-of-lagos",
          title: "Kings of Lagos",
          kind: "movie" as const,
          year: 2021,
          poster: "/content/uploads/kings-of-lagos_port.jpg",
          synopsis: "A film </script><script>alert(1)</script>",
        },
      ],
      didYouMean: null,
    };
    const { head, root } = await render({
      url: "/search?q=%20lagos",
      catalogue,
      search,
      ...anonymous,
    });
    expect(root).toContain("1 result for “lagos”");
    expect(root).toContain('alt="Kings of Lagos"');
    expect(queriesOf(head)).toEqual([[["search", "lagos", 1], search]]);
    // Inert JSON: no text of the data can close the block.
    expect(head.match(/<\/script>/g)).toHaveLength(1);

    const form = await render({ url: "/search", catalogue, ...anonymous });
    expect(form.root).toContain("Start typing to search");
    expect(form.head).not.toContain("tz-queries");
  });
});

describe("listingPosters", () => {
  it("gives the first row of each listing's grid, in its order, with the card's srcset and sizes", () => {
    expect(listingPosters("/movies", catalogue).map((p) => p.src)).toEqual([
      "/content/uploads/oshodi-overtime_port.jpg?w=640",
      "/content/uploads/nine-threads_port.jpg?w=640",
      "/content/uploads/tizita-room_port.jpg?w=640",
    ]);
    // A series shows its first episode's poster, wherever that episode is in the catalogue.
    expect(listingPosters("/series", catalogue).map((p) => p.src)).toEqual([
      "/content/uploads/likoni-nights-ep-1_port.jpg?w=640",
    ]);
    expect(listingPosters("/genres/comedy?genre=Comedy", catalogue).map((p) => p.src)).toEqual([
      "/content/uploads/nine-threads_port.jpg?w=640",
    ]);
    const [first] = listingPosters("/movies", catalogue);
    expect(first?.srcSet).toBe(
      "/content/uploads/oshodi-overtime_port.jpg?w=640 640w, /content/uploads/oshodi-overtime_port.jpg?w=750 750w, " +
        "/content/uploads/oshodi-overtime_port.jpg?w=828 828w, /content/uploads/oshodi-overtime_port.jpg?w=1080 1080w",
    );
    expect(first?.sizes).toContain("31vw");
    expect(listingPosters("/", catalogue)).toEqual([]);
    expect(listingPosters("/genres/horror", catalogue)).toEqual([]);
  });
});

/** The most the head's messages of `/` or `/movies` may weigh (the whole English catalogue: 60 KB). */
const PAGE_MESSAGES_MAX_BYTES = 4 * 1024;

/** The HTML text of a markup string: tags out, entities decoded (enough for React's output). */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "\n")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}

/** The markup with its attribute values (aria-label, alt, title) as text too. */
function shownText(html: string): string {
  const attributes = [...html.matchAll(/\s[\w-]+="([^"]*)"/g)].map((m) => m[1] ?? "");
  return `${textOf(html)}\n${textOf(attributes.join("\n"))}`;
}

/** The literal pieces of a compiled message (plural branches aside: only one of them shows). */
function literals(compiled: unknown): string[] {
  if (typeof compiled === "string") return [compiled];
  if (!Array.isArray(compiled)) return [];
  return compiled.filter((token): token is string => typeof token === "string");
}

/** What each page's render looks up ahead, for what it shows after hydration. */
const LOOKED_UP_AHEAD: Record<string, readonly string[]> = {
  "/": [...HERO_ACTION_MESSAGES, ...HOME_ROW_MESSAGES],
  "/downloads": NOTHING_KEPT_MESSAGES,
};

describe("the page's messages (what the server puts in the head)", () => {
  it.each([
    ["/", ["en-US"]],
    ["/movies", ["en-US"]],
    ["/", ["fr-FR"]],
    ["/movies", ["sw"]],
    ["/downloads", ["ha"]],
  ])(
    "%s (%s) carries only messages its markup shows or looks up ahead, a few KB",
    async (url, languages) => {
      const { root, messages } = await render({ url, catalogue, cookie: "", languages });
      const ids = Object.keys(messages);
      // What the page shows only once the browser knows more, looked up by its render (ADR 0087).
      const ahead = new Set<string>(LOOKED_UP_AHEAD[url] ?? []);
      for (const id of ahead) expect(messages, `${url}: ${id} ahead`).toHaveProperty(id);
      expect(ids.length).toBeGreaterThan(5);
      expect(Buffer.byteLength(JSON.stringify(messages))).toBeLessThan(PAGE_MESSAGES_MAX_BYTES);
      const shown = shownText(root);
      const unshown = ids.filter(
        (id) =>
          !ahead.has(id) &&
          literals(messages[id])
            .map((piece) => piece.trim())
            .filter((piece) => piece.length > 1)
            .some((piece) => !shown.includes(piece)),
      );
      expect(unshown).toEqual([]);
    },
  );
});
