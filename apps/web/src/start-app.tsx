import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchPath } from "react-router";
import { App } from "./app/app.tsx";
import { queryClient } from "./app/query-client.ts";
import { loadFirstPages } from "./app/router.tsx";
import { COOKIE_QUERY_KEY } from "./features/accounts/hooks/use-user-cookie.ts";
import { readLocationCookie, readUserCookie } from "./features/accounts/lib/user-cookie.ts";
import { catalogueQueryOptions } from "./features/catalogue/api/get-catalogue.ts";
import { contentQueryOptions } from "./features/catalogue/api/get-content.ts";
import { seriesQueryOptions } from "./features/catalogue/api/get-series.ts";
import { seedPageQueries } from "./lib/page-queries.ts";
import { registerServiceWorker } from "./lib/register-service-worker.ts";
import { yieldToMain } from "./lib/yield-to-main.ts";
import { type Messages, createI18n, embeddedMessages, pageI18n as page } from "./lib/i18n/i18n.ts";
import { pickLanguage } from "@tazama/contracts";

/** Without a server render, the longest the first render waits for its data (then: skeletons). */
const FIRST_DATA_WAIT_MS = 2_000;

/** Routes whose first paint is catalogue data; the others (the player, forms) render at once. */
const CATALOGUE_PATHS = [
  "/",
  "/movies",
  "/series",
  "/genres/:id",
  "/seriesgenres/:id",
  "/view/:ref",
];

/**
 * The data the first paint shows, already requested by the head's preloads (index.html for the
 * catalogue, the server for a title). The server render drew the page from the same data, so
 * hydration waits for it; without one, waiting makes the first render the finished page instead
 * of a skeleton followed by a second, blocking render when the data lands. Rejects when a load
 * fails. (A server-rendered page waits for the catalogue, its search and bars were drawn with
 * it; but the player's page, which shows only its title.)
 */
function firstData(serverRendered: boolean): Promise<unknown> {
  const path = window.location.pathname;
  const catalogueFirst = CATALOGUE_PATHS.some((pattern) => matchPath(pattern, path));
  if (!serverRendered && !catalogueFirst) return Promise.resolve();
  // The player's page shows nothing of the catalogue (the layout leaves it out there): its title.
  const watching = matchPath("/watch/:ref", path)?.params.ref;
  if (watching) return queryClient.query(contentQueryOptions(watching));
  const ref = matchPath("/view/:ref", path)?.params.ref;
  const series = matchPath("/series/:ref", path)?.params.ref;
  return Promise.all([
    queryClient.query(catalogueQueryOptions),
    ...(ref ? [queryClient.query(contentQueryOptions(ref))] : []),
    ...(series ? [queryClient.query(seriesQueryOptions(series))] : []),
  ]);
}

/**
 * The page's language: the one the server drew it in (named in the head), else the viewer's
 * choice (the `location` cookie) or the browser's languages. A server-rendered page hydrates with
 * the messages its render used (the head's), then loads the messages its shell may draw (the
 * head names the build's module of them); the rest of the catalogue, its own cacheable chunk,
 * comes with the first other page opened or a message missing from both. A page without server
 * markup waits for the whole catalogue.
 */
async function pageI18n(serverRendered: boolean) {
  const embedded = embeddedMessages();
  const language = embedded?.language ?? pickLanguage(readLocationCookie(), navigator.languages);
  const rest = async () => (await import("./lib/i18n/load-messages.ts")).loadMessages(language);
  document.documentElement.lang = language;
  if (serverRendered && embedded) {
    const { shell } = embedded;
    const shellPart = shell
      ? async () => ((await import(/* @vite-ignore */ shell)) as { messages: Messages }).messages
      : rest;
    return createI18n(language, embedded.messages, undefined, rest, shellPart);
  }
  return createI18n(language, await rest());
}

async function start(root: HTMLElement) {
  // The app's modules were evaluated in this task (React, Mantine: tens of ms on a slow phone):
  // the start is a task of its own, and so is the page's module (TBT, issue 41).
  await yieldToMain();
  // The same viewer as the server saw: the display cookie, read before the first render.
  queryClient.setQueryData(COOKIE_QUERY_KEY, readUserCookie());
  const serverRendered = root.hasChildNodes();
  // The data the server drew `/screenings` or `/search` with, from the head: hydrated as drawn.
  if (serverRendered) seedPageQueries(queryClient);
  const i18n = (page.current = pageI18n(serverRendered));
  const data = firstData(serverRendered);
  // Its failure is handled below, after the yield: never reported as unhandled meanwhile.
  void data.catch(() => undefined);
  await yieldToMain();
  const pagesReady = loadFirstPages();
  const loaded = serverRendered
    ? await data.then(
        () => true,
        () => false,
      )
    : await Promise.race([
        // A failure is the page's to show (its error state).
        data.catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS)),
      ]).then(() => true);
  const codeLoaded = await pagesReady;
  const pageLanguage = await i18n;
  const app = (
    <StrictMode>
      <App i18n={pageLanguage} />
    </StrictMode>
  );
  // A transition: React renders the page in short slices instead of one long task (TBT).
  startTransition(() => {
    if (serverRendered && loaded && codeLoaded) {
      hydrateRoot(root, app);
    } else {
      // Without its data or its code the server's markup cannot be matched: draw the page afresh.
      if (serverRendered) root.replaceChildren();
      createRoot(root).render(app);
    }
  });
  // From here React handles the page's events (a click during hydration hydrates first); before,
  // the server's buttons are inert. End-to-end tests wait for this mark.
  document.documentElement.dataset.appStarted = "";
  // A menu or dialog opened on this page speaks its language (a failure: drawn in the source
  // text, then again once a part loads).
  void pageLanguage.shell().catch(() => undefined);
}

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
void start(root);
registerServiceWorker();
