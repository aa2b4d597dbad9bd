import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import type { CatalogueResponse } from "@tazama/contracts";
import { schema } from "@tazama/db";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMediaAsset } from "../../../test/factories/media-asset.ts";
import { onlineScreening, paidFilm } from "../../../test/factories/online-screening.ts";
import { makeSeries } from "../../../test/factories/series.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { buildApp } from "../../app.ts";

// A built web app in miniature with a server render: the module gets exactly what the server
// passes and shows it, so each test can see which data, cookie and languages a page was drawn with.
// Its index.html modulepreloads the app as the build's (vite-plugins/app-preload.ts) does.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Tazama</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/main-2.js">
    <link rel="modulepreload" crossorigin href="/assets/react-3.js">
  </head>
  <body><div id="root"></div></body>
</html>
`;
const SERVER_RENDER = `
let renders = 0;
const isFrench = (input) =>
  /(^|; )location=fr/.test(input.cookie) || (input.languages[0] ?? "").startsWith("fr");
export async function render(input) {
  if (input.url === "/about") throw new Error("the render exploded");
  renders += 1;
  const titles = input.content
    ? [input.content.title]
    : input.series
      ? [input.series.title, ...input.series.episodes.map((e) => e.title)]
      : input.screenings
        ? [input.screenings.all, input.screenings.city].map((list) =>
            list
              ? list.screenings.map((s) => s.title.title + " (" + s.seatsLeft + ")").join(", ")
              : "-",
          )
        : input.search
          ? ["search: " + input.search.query, ...input.search.hits.map((hit) => hit.title)]
          : input.catalogue.content.slice(0, 2).map((item) => item.title);
  return {
    head: '<link rel="preload" as="image" imagesrcset="/hoisted.jpg 640w">',
    root:
      '<main data-render="' + renders + '" data-cookie="' + input.cookie + '" data-languages="' +
      input.languages.join(" ") + '">' + titles.join(" | ") +
      (input.stream
        ? '<video data-kind="' + input.stream.kind + '" data-src="' + input.stream.grant.manifestUrl + '"></video>'
        : "") +
      "</main>",
    // The messages this render looked up: a part of the language's catalogue.
    messages: isFrench(input) ? { "nav.home": "Accueil" } : { "nav.home": "Home" },
  };
}
// The whole catalogue of the language, of which a page uses a part.
export function pageLanguage(input) {
  return isFrench(input)
    ? { language: "fr", messages: { "nav.home": "Accueil", "console.only": "Console" } }
    : { language: "en", messages: { "nav.home": "Home", "console.only": "Console" } };
}
export function listingPosters(url, catalogue) {
  return url === "/movies"
    ? [{ src: catalogue.content[0].poster + "?w=640", srcSet: "s 640w", sizes: "31vw" }]
    : [];
}
`;

// The entry (boot.ts) imports the app chunk itself.
const MANIFEST = {
  "index.html": {
    file: "assets/index-1.js",
    isEntry: true,
    dynamicImports: ["src/main.tsx", "src/early-stream.ts"],
  },
  "src/main.tsx": { file: "assets/main-2.js", isDynamicEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react-3.js" },
  "src/early-stream.ts": {
    file: "assets/early-stream-4.js",
    isDynamicEntry: true,
    imports: ["_hls-start.js"],
  },
  "_hls-start.js": { file: "assets/hls-start-5.js", dynamicImports: ["hls.js"] },
  "hls.js": { file: "assets/hls-6.js", isDynamicEntry: true },
  "src/locales/en.po": { file: "assets/en-7.js", isDynamicEntry: true },
  "src/locales/fr.po": { file: "assets/fr-8.js", isDynamicEntry: true },
};

let t: TestApp;
let app: FastifyInstance;
let catalogue: CatalogueResponse;
beforeAll(async () => {
  t = await getTestApp();
  const distDir = mkdtempSync(path.join(tmpdir(), "tazama-web-ssr-"));
  mkdirSync(path.join(distDir, ".ssr"));
  mkdirSync(path.join(distDir, ".vite"));
  writeFileSync(path.join(distDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  // The build's modules of the messages the app's shell may draw (vite-plugins/shell-messages.ts).
  writeFileSync(
    path.join(distDir, ".vite", "shell-messages.json"),
    JSON.stringify({ fr: "assets/shell-messages-fr-a1.js", en: "assets/shell-messages-en-b2.js" }),
  );
  writeFileSync(path.join(distDir, "index.html"), INDEX_HTML);
  writeFileSync(path.join(distDir, ".ssr", "entry-server.js"), SERVER_RENDER);
  app = await buildApp({
    // Pages are answered at PUBLIC_URL only; inject addresses them to http://localhost.
    config: { ...t.config, webDistDir: distDir, publicUrl: "http://localhost" },
    database: t.database,
    logger: false,
  });
  catalogue = (await app.inject({ url: "/api/tazama-app-cache?build=1&platform=web" })).json();
});
afterAll(async () => {
  await app.close();
});

const rootOf = (html: string) => /<div id="root">(.*)<\/div>/s.exec(html)?.[1] ?? "";

describe("server-rendered first paint", () => {
  it("renders / and /movies inside #root with the catalogue the API serves", async () => {
    const [first, second] = catalogue.content;
    for (const url of ["/", "/movies"]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toContain(`${first?.title} | ${second?.title}`);
      // React's hoisted preloads go to the head, before the entry script.
      expect(res.body.indexOf("/hoisted.jpg")).toBeLessThan(
        res.body.indexOf('<script type="module"'),
      );
    }
  });

  it("draws each page in the request's language, the head carrying only the messages it used", async () => {
    const french = await app.inject({ url: "/", headers: { "accept-language": "fr-FR,en;q=0.5" } });
    expect(french.body).toMatch(/^<!doctype html>\s*<html lang="fr">/);
    expect(french.body).toContain(
      '<script type="application/json" id="tz-messages" data-language="fr" data-shell="/assets/shell-messages-fr-a1.js">{"nav.home":"Accueil"}</script>',
    );
    const english = await app.inject({ url: "/movies" });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(
      'data-language="en" data-shell="/assets/shell-messages-en-b2.js">{"nav.home":"Home"}</script>',
    );
    // Never the whole catalogue: the rest is the browser's to fetch, as its own file.
    for (const page of [french, english]) expect(page.body).not.toContain("console.only");
    // A page the server does not draw (the join form) still carries its language, the cookie's,
    // and preloads that language's catalogue (the app's first render waits for it).
    const shellFr = await app.inject({ url: "/register", headers: { cookie: "location=fr-NG" } });
    const shellEn = await app.inject({ url: "/register" });
    expect(shellFr.body).toContain('<html lang="fr">');
    expect(shellFr.body).toContain('data-language="fr">{}</script>');
    expect(shellFr.body).toContain('<link rel="modulepreload" crossorigin href="/assets/fr-8.js">');
    expect(shellEn.body).toContain('data-language="en">{}</script>');
    expect(shellEn.body).toContain('<link rel="modulepreload" crossorigin href="/assets/en-7.js">');
    for (const page of [shellFr, shellEn]) expect(page.body).not.toContain("nav.home");
  });

  it("preloads a listing's first posters in the head", async () => {
    const res = await app.inject({ url: "/movies" });
    const poster = `${catalogue.content[0]?.poster}?w=640`;
    expect(res.body).toContain(`<link rel="preload" as="image" href="${poster}"`);
  });

  it("renders /view/{ref} with the title the content API serves", async () => {
    const movie = catalogue.content.find((item) => item.type === "Movie");
    const detail = await app.inject({ url: `/api/v1/content/${movie?.ref}` });
    const res = await app.inject({ url: `/view/${movie?.ref}` });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain(
      `>${detail.json<{ content: { title: string } }>().content.title}</main>`,
    );
  });

  it("renders /series/{ref} with the series the series API serves, and preloads that JSON", async () => {
    const { ref } = await makeSeries(t.database, { count: 3, buy: 40_000 });
    const detail = (await app.inject({ url: `/api/v1/series/${ref}` })).json<{
      series: { title: string; episodes: { title: string }[] };
    }>().series;
    const res = await app.inject({ url: `/series/${ref}` });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain(
      `>${[detail.title, ...detail.episodes.map((e) => e.title)].join(" | ")}</main>`,
    );
    // The app hydrates once it has the same JSON: fetched with the page's first bytes.
    expect(res.body).toContain(`<link rel="preload" as="fetch"`);
    expect(res.body).toContain(`href="/api/v1/series/${ref}"`);
    // No series by that ref: the plain shell (the app says "Series not found"), no preload.
    const unknown = await app.inject({ url: "/series/no-such-series" });
    expect(unknown.statusCode).toBe(200);
    expect(rootOf(unknown.body)).toBe("");
    expect(unknown.body).not.toContain("/api/v1/series/no-such-series");
  });

  it("renders /screenings with the screenings the API serves, ?city= with that city's too, and follows their seats", async () => {
    const film = await paidFilm(t.database);
    const id = await onlineScreening(t.database, film.id, new Date(Date.now() + 3 * 86_400_000));
    const { screeningSeats } = schema;
    await t.database.db
      .insert(screeningSeats)
      .values([1, 2, 3].map((n) => ({ screeningId: id, label: String(n), position: n })));
    type Listing = { screenings: { id: string; title: { title: string }; seatsLeft: number }[] };
    const listed = async (query = "") =>
      (await app.inject({ url: `/api/v1/screenings${query}` })).json<Listing>().screenings;
    const line = (list: Listing["screenings"]) =>
      list.map((s) => `${s.title.title} (${s.seatsLeft})`).join(", ");
    const all = await listed();
    expect(all.map((s) => s.id)).toContain(id);
    const page = await app.inject({ url: "/screenings" });
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toContain(`>${line(all)} | -</main>`);
    // The page asks for every screening (its cities) and for the city chosen: it gets both.
    const online = await app.inject({ url: "/screenings?city=online" });
    expect(rootOf(online.body)).toContain(
      `>${line(all)} | ${line(await listed("?city=online"))}</main>`,
    );
    // The render's data is in the page: nothing to preload.
    expect(page.body).not.toContain('href="/api/v1/screenings');

    // A seat sold: the next visitor's page says so (the catalogue's version did not change).
    const again = await app.inject({ url: "/screenings" });
    expect(again.body).toBe(page.body);
    await t.database.db
      .update(screeningSeats)
      .set({ state: "booked", bookingId: randomUUID() })
      .where(and(eq(screeningSeats.screeningId, id), eq(screeningSeats.label, "1")));
    const after = await listed();
    expect(after.find((s) => s.id === id)?.seatsLeft).toBe(2);
    expect(rootOf((await app.inject({ url: "/screenings" })).body)).toContain(
      `>${line(after)} | -</main>`,
    );

    // A city the API refuses (empty, over 60 characters) never reaches the render: the shell.
    for (const query of ["?city=", "?city=%20%20", `?city=${"x".repeat(61)}`]) {
      const refused = await app.inject({ url: `/screenings${query}` });
      expect(refused.statusCode).toBe(200);
      expect(rootOf(refused.body), query).toBe("");
    }
  });

  it("renders /search?q= with the results the search API gives, /search without q as its empty page", async () => {
    const movie = catalogue.content.find((item) => item.type === "Movie")!;
    const q = movie.title;
    const api = (
      await app.inject({ url: `/api/v1/websearch?q=${encodeURIComponent(q)}&page=1` })
    ).json<{ query: string; hits: { title: string }[] }>();
    expect(api.hits.map((hit) => hit.title)).toContain(movie.title);
    const res = await app.inject({ url: `/search?q=${encodeURIComponent(` ${q} `)}` });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain(
      `>${[`search: ${api.query}`, ...api.hits.map((hit) => hit.title)].join(" | ")}</main>`,
    );
    expect(res.body).not.toContain('href="/api/v1/websearch');
    // No query: the page as it is before a search (drawn, with nothing searched).
    const empty = await app.inject({ url: "/search" });
    expect(rootOf(empty.body)).toContain("</main>");
    expect(rootOf(empty.body)).not.toContain("search: ");
  });

  it("serves the shell for a search the API refuses (too short, too long, a page it has not)", async () => {
    for (const query of [
      "q=a",
      `q=${"x".repeat(101)}`,
      "q=drama&page=0",
      "q=drama&page=51",
      "q=drama&page=two",
    ]) {
      const res = await app.inject({ url: `/search?${query}` });
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body), query).toBe("");
    }
  });

  it("gives /view/{ref} its own title and link-preview tags (Open Graph, Twitter card)", async () => {
    const movie = catalogue.content.find((item) => item.type === "Movie")!;
    const detail = (await app.inject({ url: `/api/v1/content/${movie.ref}` })).json<{
      content: { title: string; year: number; synopsis: string; images: { landscape: string } };
    }>().content;
    const res = await app.inject({
      url: `/view/${movie.ref}`,
      headers: { "user-agent": "WhatsApp/2.23" },
    });
    const head = res.body.slice(0, res.body.indexOf("</head>"));
    const tag = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(head)?.[1];
    const title = `${detail.title} (${detail.year})`;
    expect(head).toContain(`<title>${title} — Tazama</title>`);
    expect(tag("og:title")).toBe(title);
    expect(tag("og:type")).toBe("video.movie");
    expect(tag("og:url")).toBe(`http://localhost/view/${movie.ref}`);
    expect(tag("og:image")).toBe(`http://localhost${detail.images.landscape}?card=1`);
    expect([tag("og:image:width"), tag("og:image:height")]).toEqual(["1200", "630"]);
    expect(tag("twitter:card")).toBe("summary_large_image");
    const description = tag("og:description")!;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(detail.synopsis.replace(/\s+/g, " ").startsWith(description.replace(/…$/, ""))).toBe(
      true,
    );
    expect(head).toContain(`<link rel="canonical" href="http://localhost/view/${movie.ref}">`);
    // Other pages keep the app's title and no preview of a title.
    const home = await app.inject({ url: "/movies" });
    expect(home.body).toContain("<title>Tazama</title>");
    expect(home.body).not.toContain("og:title");
  });

  it("leaves a ref no title has, and unknown paths, as they were (shell; 404 page)", async () => {
    const unknown = await app.inject({ url: "/view/no-such-title" });
    expect(unknown.statusCode).toBe(200);
    expect(rootOf(unknown.body)).toBe("");
    const missing = await app.inject({ url: "/no-such-page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(INDEX_HTML);
  });

  it("serves the shell, not a 500, when the render fails", async () => {
    const res = await app.inject({ url: "/about" });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe("");
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
  });

  it("fetches no app script before a rendered page's first paint; a shell preloads the app", async () => {
    const rendered = await app.inject({ url: "/movies" });
    expect(rendered.body).not.toContain("modulepreload");
    // The entry, and the language's catalogue as inert JSON.
    expect(rendered.body.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="application/json" id="tz-messages" data-language="en" data-shell="/assets/shell-messages-en-b2.js">',
      '<script type="module" crossorigin src="/assets/index-1.js">',
    ]);
    const shell = await app.inject({ url: "/login" });
    expect(rootOf(shell.body)).toBe("");
    expect(shell.body).toContain('<link rel="modulepreload" crossorigin href="/assets/main-2.js">');
    expect(shell.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/react-3.js">',
    );
  });

  it("sends the page compressed when the browser accepts it", async () => {
    const plain = await app.inject({ url: "/movies" });
    const br = await app.inject({ url: "/movies", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.body);
  });

  it("never serves the server render's code", async () => {
    const res = await app.inject({ url: "/.ssr/entry-server.js" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("listingPosters");
  });

  it("renders an anonymous page once per catalogue version, a viewer's page per request", async () => {
    const url = "/series";
    const a = await app.inject({ url, headers: { "accept-language": "en-KE,sw;q=0.8,fr;q=0" } });
    const b = await app.inject({ url, headers: { "accept-language": "en-KE,sw;q=0.8,fr;q=0" } });
    expect(b.body).toBe(a.body);
    expect(rootOf(a.body)).toContain('data-cookie="" data-languages="en-KE sw"');
    const revalidate = await app.inject({
      url,
      headers: {
        "accept-language": "en-KE,sw;q=0.8,fr;q=0",
        "if-none-match": String(a.headers.etag),
      },
    });
    expect(revalidate.statusCode).toBe(304);

    const cookie = `user=${encodeURIComponent(JSON.stringify({ fullname: "Ama", locale: "en-GH" }))}`;
    const c = await app.inject({ url, headers: { cookie } });
    const d = await app.inject({ url, headers: { cookie } });
    expect(rootOf(c.body)).toContain(`data-cookie="${cookie}"`);
    const renderOf = (html: string) => Number(/data-render="(\d+)"/.exec(html)?.[1]);
    expect(renderOf(d.body)).toBe(renderOf(c.body) + 1);
  });

  it("draws /downloads' frame as the other static pages: once per catalogue version and language, per request for a viewer", async () => {
    const url = "/downloads";
    const headers = { "accept-language": "fr-FR,en;q=0.5" };
    const a = await app.inject({ url, headers });
    const b = await app.inject({ url, headers });
    expect(a.statusCode).toBe(200);
    expect(rootOf(a.body)).toContain('data-cookie="" data-languages="fr-FR en"');
    expect(b.body).toBe(a.body);
    // In the request's language, with the page's own messages; no app script before its paint.
    expect(a.body).toMatch(/^<!doctype html>\s*<html lang="fr">/);
    expect(a.body).toContain(
      'data-language="fr" data-shell="/assets/shell-messages-fr-a1.js">{"nav.home":"Accueil"}</script>',
    );
    expect(a.body).not.toContain("modulepreload");
    const cookie = `user=${encodeURIComponent(JSON.stringify({ fullname: "Ama", locale: "en-GH" }))}`;
    const c = await app.inject({ url, headers: { cookie } });
    const d = await app.inject({ url, headers: { cookie } });
    expect(rootOf(c.body)).toContain(`data-cookie="${cookie}"`);
    const renderOf = (html: string) => Number(/data-render="(\d+)"/.exec(html)?.[1]);
    expect(renderOf(d.body)).toBe(renderOf(c.body) + 1);
    // A download's offline player is the browser's to draw (the device holds it): the shell.
    const player = await app.inject({ url: `/downloads/${randomUUID()}` });
    expect(player.statusCode).toBe(200);
    expect(rootOf(player.body)).toBe("");
  });
});

describe("a cold /watch open, server-rendered (issue 19)", () => {
  it("draws the player with the viewer's grant, per request and never cached, and preloads the early stream", async () => {
    const movie = catalogue.content.find((item) => item.type === "Movie")!;
    const [row] = await t.database.db
      .select({ id: schema.titles.id })
      .from(schema.titles)
      .where(eq(schema.titles.ref, movie.ref));
    await addMediaAsset(t.database, row!.id, { kind: "trailer" });
    const url = `/watch/${movie.ref}?kind=trailer`;
    const first = await app.inject({ url });
    const second = await app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.headers.etag).toBeUndefined();
    const grant = /id="tz-stream-grant">(.*?)<\/script>/.exec(first.body)?.[1] ?? "";
    const { manifestUrl } = (JSON.parse(grant) as { grant: { manifestUrl: string } }).grant;
    // The render got the grant the head carries, and the title (the player shows its name).
    expect(rootOf(first.body)).toContain(
      `<video data-kind="trailer" data-src="${manifestUrl}"></video>`,
    );
    expect(rootOf(first.body)).toContain(`>${movie.title.split(" Ep. ")[0]}`);
    const renderOf = (html: string) => Number(/data-render="(\d+)"/.exec(html)?.[1]);
    expect(renderOf(second.body)).toBe(renderOf(first.body) + 1);
    // The early stream and hls.js with the page; nothing of the app's code or the catalogue.
    const modulepreload = (file: string) =>
      `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
    expect(first.body).toContain(modulepreload("early-stream-4.js"));
    expect(first.body).toContain(modulepreload("hls-start-5.js"));
    expect(first.body).toContain(modulepreload("hls-6.js"));
    expect(first.body).not.toContain("main-2.js");
    expect(first.body).not.toContain("-app-cache");
    expect(first.body).not.toContain("og:title");
  });

  it("serves the shell for a video the viewer cannot have (the page asks, and says why)", async () => {
    const res = await app.inject({ url: "/watch/no-such-title" });
    expect(rootOf(res.body)).toBe("");
    expect(res.body).not.toContain("tz-stream-grant");
    expect(res.body).not.toContain("early-stream-4.js");
  });
});
