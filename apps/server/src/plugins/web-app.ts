import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { type CatalogueResponse, isSpaRoute } from "@tazama/contracts";
import type { FastifyInstance } from "fastify";
import { etagMatches } from "../lib/precompressed.ts";
import { injectHead, renderHeadTags } from "./web-head/head-tags.ts";
import { createHtmlCache, renderedPage } from "./web-head/html-cache.ts";
import { pageHints } from "./web-head/page-hints.ts";
import { readViteManifest } from "./web-head/vite-manifest.ts";

const HASHED_ASSET = "public, max-age=31536000, immutable";
/** Rendered heads kept (the catalogue version is part of the key, so old ones age out). */
const PAGE_CACHE_LIMIT = 500;

/** The catalogue, as the server already holds it, for the per-page preloads in the head. */
export interface WebAppPages {
  /** The serialised catalogue and its ETag (which versions every cached page). */
  catalogue(): Promise<{ etag: string; identity: Buffer }>;
  /** A published title's landscape art path, or null when no published title has that ref. */
  backdropOf(ref: string): Promise<string | null>;
}

/**
 * Serves the built web app: hashed assets cached for a year (precompressed .br/.gz when present),
 * index.html never cached, and the app's routes answered with index.html. Unknown paths get
 * index.html too (the app draws its 404 page) but with status 404; unknown /api paths get JSON.
 * With `pages`, an app route's head also preloads what its first paint needs (web-head/), and the
 * rendered page carries an ETag (304 on a match).
 */
export async function registerWebApp(
  app: FastifyInstance,
  opts: { distDir: string; pages?: WebAppPages },
) {
  const indexPath = path.join(opts.distDir, "index.html");
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath) : undefined;
  if (!indexHtml) {
    app.log.warn({ distDir: opts.distDir }, "web app not built; run `npm run build`");
  } else {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const inAssets = filePath.startsWith(path.join(opts.distDir, "assets") + path.sep);
        res.header("cache-control", inAssets ? HASHED_ASSET : "public, max-age=300");
      },
    });
  }
  const renderPage =
    indexHtml && opts.pages ? pageRenderer(indexHtml, opts.distDir, opts.pages) : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsHtml = request.method === "GET" || request.method === "HEAD";
    if (
      indexHtml &&
      wantsHtml &&
      !pathname.startsWith("/api/") &&
      !/\.[a-z0-9]+$/i.test(pathname)
    ) {
      reply.header("cache-control", "no-cache").type("text/html; charset=utf-8");
      if (!isSpaRoute(pathname)) return reply.status(404).send(indexHtml);
      const page = renderPage
        ? await renderPage(pathname).catch((error: unknown) => {
            request.log.warn({ err: error, pathname }, "page preloads skipped");
            return undefined;
          })
        : undefined;
      if (!page) return reply.status(200).send(indexHtml);
      reply.header("etag", page.etag);
      if (etagMatches(request.headers["if-none-match"], page.etag)) {
        return reply.status(304).send();
      }
      return reply.status(200).send(page.body);
    }
    return reply.status(404).send({
      error: { code: "not_found", message: `${request.method} ${pathname} does not exist.` },
    });
  });
}

/** index.html with each route's preloads in the head, rendered once per catalogue version. */
function pageRenderer(indexHtml: Buffer, distDir: string, pages: WebAppPages) {
  const html = indexHtml.toString("utf8");
  const manifest = readViteManifest(distDir);
  const cache = createHtmlCache(PAGE_CACHE_LIMIT);
  let parsed: { etag: string; json: CatalogueResponse } | undefined;
  return async (rawPathname: string) => {
    const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, "") : rawPathname;
    const catalogue = await pages.catalogue();
    return cache.get(`${catalogue.etag} ${pathname}`, async () => {
      const hints = await pageHints(pathname, {
        manifest,
        catalogue: async () => {
          if (parsed?.etag !== catalogue.etag) {
            parsed = {
              etag: catalogue.etag,
              json: JSON.parse(catalogue.identity.toString("utf8")) as CatalogueResponse,
            };
          }
          return parsed.json;
        },
        backdropOf: (ref) => pages.backdropOf(ref),
      });
      return renderedPage(injectHead(html, renderHeadTags(hints)));
    });
  };
}
