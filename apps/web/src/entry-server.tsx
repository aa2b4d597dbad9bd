// The server render of the web app's first paint (built by `vite build` into {dist}/.ssr, loaded
// by apps/server's web-app plugin). The same routes, components and query keys as the browser,
// with the server's own data, so the browser hydrates what is already on screen.
import type {
  CatalogueResponse,
  WebImageHint,
  WebRenderInput,
  WebRenderModule,
} from "@tazama/contracts";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter, matchPath } from "react-router";
import { AppProviders } from "./app/app.tsx";
import { drawnPageQueries } from "./app/drawn-page-queries.ts";
import { createQueryClient } from "./app/query-client.ts";
import { AppRoutes } from "./app/routes.tsx";
import { COOKIE_QUERY_KEY } from "./features/accounts/hooks/use-user-cookie.ts";
import { cookiesAsRead, parseUserCookie } from "./features/accounts/lib/user-cookie.ts";
import { catalogueQueryOptions } from "./features/catalogue/api/get-catalogue.ts";
import { contentQueryOptions } from "./features/catalogue/api/get-content.ts";
import { seriesQueryOptions } from "./features/catalogue/api/get-series.ts";
import { GRID_CARD_SIZES, PHONE_COLUMNS } from "./features/catalogue/components/poster-grid.tsx";
import { toCatalogueView } from "./features/catalogue/hooks/use-catalogue-view.ts";
import { posterImage } from "./features/catalogue/lib/artwork.ts";
import type { PosterCardData } from "./features/catalogue/lib/cards.ts";
import {
  genreListingCards,
  movieListingCards,
  seriesGenreListingCards,
  seriesListingCards,
} from "./features/catalogue/lib/listing-cards.ts";
import { streamQueryKey } from "./features/streaming/api/request-stream.ts";
import { pageQueriesTag } from "./lib/page-queries.ts";
import { RequestEnvContext } from "./lib/request-env.ts";
import { createI18n, recordLookups } from "./lib/i18n/i18n.ts";
import { type Language, pickLanguage } from "@tazama/contracts";
import type { Messages } from "./lib/i18n/i18n.ts";
import { readLocationCookie } from "./features/accounts/lib/user-cookie.ts";
import { messages as en } from "./locales/en.po";
import { messages as fr } from "./locales/fr.po";
import { messages as sw } from "./locales/sw.po";
import { messages as ha } from "./locales/ha.po";
import { messages as yo } from "./locales/yo.po";
import { messages as consoleEn } from "./locales/console/en.po";
import { messages as consoleFr } from "./locales/console/fr.po";
import { messages as consoleSw } from "./locales/console/sw.po";
import { messages as consoleHa } from "./locales/console/ha.po";
import { messages as consoleYo } from "./locales/console/yo.po";

/** Every language's compiled catalogue: the server renders any of them. */
const CATALOGUES: Record<Language, Messages> = { en, fr, sw, ha, yo };
/** The console's part of each (a viewer's page never carries it; the console loads it). */
const CONSOLE_CATALOGUES: Record<Language, Messages> = {
  en: consoleEn,
  fr: consoleFr,
  sw: consoleSw,
  ha: consoleHa,
  yo: consoleYo,
};

/**
 * The language a request's page is drawn in, and its whole catalogue (see WebRenderModule). The
 * page's head carries only the part of it that `render` used; the server's own render also knows
 * the console's messages.
 */
export function pageLanguage(input: Pick<WebRenderInput, "cookie" | "languages">) {
  const chosen = readLocationCookie({ cookie: cookiesAsRead(input.cookie) });
  const language = pickLanguage(chosen, input.languages);
  return { language, messages: CATALOGUES[language] };
}

const ORIGIN = "http://tazama.invalid";

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * What `render` gives the server: the contract's head (with a drawn page's own data, see
 * lib/page-queries.ts) and root, and the compiled messages the render looked up (ids in order),
 * the only ones the page's head carries (apps/server web-head/server-render.ts reads them); the
 * browser fetches the rest of the catalogue later.
 */
export interface PageRender {
  head: string;
  root: string;
  messages: Messages;
}

/**
 * The HTML of `#root` for one request. It waits for every lazy piece (route module, lazy
 * components) so the markup is complete and carries no streaming script (the CSP allows none).
 */
export async function render(input: WebRenderInput): Promise<PageRender> {
  const client = createQueryClient();
  client.setQueryData(catalogueQueryOptions.queryKey, input.catalogue);
  const userCookie = parseUserCookie(input.cookie);
  client.setQueryData(COOKIE_QUERY_KEY, userCookie);
  const url = new URL(input.url, ORIGIN);
  const { pathname } = url;
  const ref = (matchPath("/view/:ref", pathname) ?? matchPath("/watch/:ref", pathname))?.params.ref;
  if (ref && input.content) {
    client.setQueryData(contentQueryOptions(ref).queryKey, input.content);
  }
  const seriesRef = matchPath("/series/:ref", pathname)?.params.ref;
  if (seriesRef && input.series) {
    client.setQueryData(seriesQueryOptions(seriesRef).queryKey, input.series);
  }
  // `/screenings` and `/search`: their data also goes to the head, for the browser to hydrate with.
  const queries = drawnPageQueries(url, input);
  for (const [key, data] of queries) client.setQueryData(key, data);
  if (input.stream) {
    // Under the key the page asks with: until the session is known, the viewer is the one the
    // user cookie names (useViewer), in the browser's first render as here.
    const signedIn = Boolean(userCookie?.fullname);
    const { ref: streamRef, kind, grant } = input.stream;
    client.setQueryData(streamQueryKey(streamRef, kind, signedIn), grant);
  }

  // The browser copies the user cookie's locale into `location` before its first render.
  const cookie = cookiesAsRead(input.cookie);
  const { language, messages } = pageLanguage(input);
  const known: Messages = { ...messages, ...CONSOLE_CATALOGUES[language] };
  const { i18n, used } = recordLookups(createI18n(language, known));
  const { prelude } = await prerenderToNodeStream(
    <RequestEnvContext value={{ cookie, languages: input.languages }}>
      <AppProviders client={client} i18n={i18n}>
        <StaticRouter location={input.url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </RequestEnvContext>,
    // Every boundary inline, however large: an outlined one would need an inline script to
    // reveal it, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await readAll(prelude);
  client.clear();
  // React puts the preloads of the images it renders first; hydration expects the app there.
  const hoisted = /^(?:<link\b[^>]*>)*/.exec(html)?.[0] ?? "";
  return {
    head: hoisted + pageQueriesTag(queries),
    root: html.slice(hoisted.length),
    messages: Object.fromEntries(
      [...used]
        .filter((id) => Object.hasOwn(known, id))
        .sort()
        .map((id) => [id, known[id]] as const),
    ) as Messages,
  };
}

function listingCards(pathname: string, catalogue: CatalogueResponse): PosterCardData[] {
  const view = toCatalogueView(catalogue);
  if (pathname === "/movies") return movieListingCards(view);
  if (pathname === "/series") return seriesListingCards(view);
  const genre = matchPath("/genres/:id", pathname)?.params.id;
  if (genre) return genreListingCards(view, genre)?.cards ?? [];
  const seriesGenre = matchPath("/seriesgenres/:id", pathname)?.params.id;
  if (seriesGenre) return seriesGenreListingCards(view, seriesGenre)?.cards ?? [];
  return [];
}

/** The first row of a listing's grid on a phone (its LCP is the first poster). */
export function listingPosters(url: string, catalogue: CatalogueResponse): WebImageHint[] {
  const { pathname } = new URL(url, ORIGIN);
  return listingCards(pathname, catalogue)
    .slice(0, PHONE_COLUMNS)
    .map((card) => posterImage(card.poster, GRID_CARD_SIZES));
}

// Checked against the contract the server relies on.
render satisfies WebRenderModule["render"];
listingPosters satisfies WebRenderModule["listingPosters"];
pageLanguage satisfies WebRenderModule["pageLanguage"];
