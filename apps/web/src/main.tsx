import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { matchPath } from "react-router";
import { App } from "./app/app.tsx";
import { queryClient } from "./app/query-client.ts";
import { catalogueQueryOptions } from "./features/catalogue/api/get-catalogue.ts";
import { contentQueryOptions } from "./features/catalogue/api/get-content.ts";

/** The longest the first render waits for its data; after that it draws the loading state. */
const FIRST_DATA_WAIT_MS = 2_000;

/**
 * The data the first paint shows, already requested by the head's preloads (index.html for the
 * catalogue, the server for a title): waiting for it here makes the first render the finished
 * page instead of a skeleton followed by a second, blocking render when the data lands.
 */
/** Routes whose first paint is catalogue data; the others (the player, forms) render at once. */
const CATALOGUE_PATHS = [
  "/",
  "/movies",
  "/series",
  "/genres/:id",
  "/seriesgenres/:id",
  "/view/:ref",
];

function firstData(): Promise<unknown> {
  const path = window.location.pathname;
  if (!CATALOGUE_PATHS.some((pattern) => matchPath(pattern, path))) return Promise.resolve();
  const ref = matchPath("/view/:ref", path)?.params.ref;
  // A failure is the page's to show (its error state): swallowed here.
  const ignore = () => undefined;
  const loads = [
    queryClient.query(catalogueQueryOptions).catch(ignore),
    ...(ref ? [queryClient.query(contentQueryOptions(ref)).catch(ignore)] : []),
  ];
  return Promise.race([
    Promise.all(loads),
    new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS)),
  ]);
}

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
void firstData().then(() => {
  // A transition: React renders the page in short slices instead of one long task (TBT).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
