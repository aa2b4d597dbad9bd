import fp from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";
import { HttpError } from "../../lib/http-error.ts";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { can } from "../../plugins/access.ts";
import type { CatalogueService } from "../catalogue/catalogue.public.ts";
import "../screenings/screenings.public.ts";
import "../search/search.public.ts";
import "../streaming/streaming.public.ts";
import { registerWebApp } from "./web-app.routes.ts";

/** What `lookup` finds, or null when it answers 404 (a page of no such title or series). */
function nullWhenNotFound<T>(lookup: Promise<T>): Promise<T | null> {
  return lookup.catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  });
}

/**
 * The built web app (issue 3): the head of `/` and `/view/{ref}` preloads the art the page shows
 * first, and public pages are rendered with the data their API serves (the catalogue, a title, a
 * series, the screenings, a search's results). Registered last: its not-found handler answers
 * every path no module claimed.
 */
const webAppModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  const catalogue: CatalogueService = app.catalogue;
  const publishedContent = (ref: string) => nullWhenNotFound(catalogue.content(ref));
  const publishedSeries = (ref: string) => nullWhenNotFound(app.seriesPages.detail(ref));
  await registerWebApp(app, {
    distDir: config.webDistDir,
    publicUrl: config.publicUrl,
    isAdmin: async (request) => {
      const viewer = await request.viewer();
      return viewer !== null && can(viewer.role, "admin.access");
    },
    pages: {
      catalogue: () => catalogue.catalogueBody(),
      backdropOf: (ref) => publishedContent(ref).then((detail) => detail?.images.landscape ?? null),
      content: publishedContent,
      series: publishedSeries,
      screenings: (city) => app.screeningPages.list(city),
      search: (q, page) => app.searchPages.results(q, page),
      streamGrant: async (request, { ref, kind }) =>
        app.streaming.grant((await request.viewer())?.userId ?? null, ref, kind),
    },
  });
};

export default fp(webAppModule, {
  name: "web-app",
  dependencies: ["catalogue", "accounts", "streaming", "screenings", "search"],
});
