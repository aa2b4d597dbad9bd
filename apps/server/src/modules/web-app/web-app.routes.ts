import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { adminPageAccess, isSpaRoute } from "@tazama/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { etagMatches, pickEncoding } from "../../lib/precompressed.ts";
import { canonicalLocation } from "../../lib/request-origin.ts";
import { type WebAppPages, pageRenderer } from "./page-renderer.ts";
import { watchTarget } from "./web-head/stream-hints.ts";
import { SERVER_RENDER_DIR, loadServerRender } from "./web-head/server-render.ts";

export type { WebAppPages };

const HASHED_ASSET = "public, max-age=31536000, immutable";
/** The service worker: the browser asks again on every check, so a new build reaches it at once. */
const SERVICE_WORKER = "sw.js";

/**
 * Serves the built web app: hashed assets cached for a year (precompressed .br/.gz when present),
 * index.html never cached, and the app's routes answered with index.html. Unknown paths get
 * index.html too (the app draws its 404 page) but with status 404; unknown /api paths get JSON.
 * With `pages`, an app route's head also preloads what its first paint needs (web-head/), and the
 * rendered page carries an ETag (304 on a match). When the build has its server render
 * (`.ssr/`, never served), public pages come with their first paint rendered inside `#root`.
 */
export async function registerWebApp(
  app: FastifyInstance,
  opts: {
    distDir: string;
    pages?: WebAppPages;
    /** PUBLIC_URL: a page asked for at another origin is sent there (308), query and all. */
    publicUrl?: string;
    /** Whether the request's session may use the admin console (its pages answer 403 if not). */
    isAdmin?: (request: FastifyRequest) => Promise<boolean>;
  },
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
      // The server render's code is the server's alone.
      allowedPath: (pathName) => !pathName.startsWith(`/${SERVER_RENDER_DIR}/`),
      setHeaders(res, filePath) {
        const inAssets = filePath.startsWith(path.join(opts.distDir, "assets") + path.sep);
        if (filePath === path.join(opts.distDir, SERVICE_WORKER)) {
          res.header("cache-control", "no-cache");
          res.header("service-worker-allowed", "/");
        } else {
          res.header("cache-control", inAssets ? HASHED_ASSET : "public, max-age=300");
        }
      },
    });
  }
  const serverRender =
    indexHtml && opts.pages
      ? await loadServerRender(opts.distDir).catch((error: unknown) => {
          app.log.error({ err: error }, "web server render not loaded; pages are served as shells");
          return undefined;
        })
      : undefined;
  const renderPage =
    indexHtml && opts.pages
      ? pageRenderer(indexHtml, opts.distDir, opts.pages, serverRender, {
          publicUrl: opts.publicUrl ?? "",
        })
      : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsHtml = request.method === "GET" || request.method === "HEAD";
    if (
      indexHtml &&
      wantsHtml &&
      !pathname.startsWith("/api/") &&
      !/\.[a-z0-9]+$/i.test(pathname)
    ) {
      const canonical = opts.publicUrl ? canonicalLocation(request, opts.publicUrl) : null;
      if (canonical) return reply.header("cache-control", "no-cache").redirect(canonical, 308);
      reply.header("cache-control", "no-cache").type("text/html; charset=utf-8");
      // The console is never rendered on the server nor cached: the shell, 403 for non-admins.
      // Only its pages look the session up; every other page goes on without that query.
      const adminAccess = adminPageAccess(pathname);
      if (adminAccess !== null) {
        const allowed =
          adminAccess === "open" || ((await opts.isAdmin?.(request).catch(() => false)) ?? false);
        return reply
          .header("cache-control", "no-store")
          .status(allowed ? 200 : 403)
          .send(indexHtml);
      }
      if (!isSpaRoute(pathname)) return reply.status(404).send(indexHtml);
      const watch = watchTarget(pathname, request.url.slice(pathname.length).replace(/^\?/, ""));
      const given =
        renderPage && watch && opts.pages?.streamGrant
          ? await opts.pages.streamGrant(request, watch).catch(() => null)
          : null;
      const page = renderPage
        ? await renderPage({
            pathname,
            url: request.url,
            cookie: request.headers.cookie ?? "",
            acceptLanguage: request.headers["accept-language"] ?? "",
            log: request.log,
            stream: watch && given ? { target: watch, ...given } : undefined,
          }).catch((error: unknown) => {
            request.log.warn({ err: error, pathname }, "page preloads skipped");
            return undefined;
          })
        : undefined;
      if (!page) return reply.status(200).send(indexHtml);
      if (given) {
        // The viewer's own grant: never cached, never shared.
        reply.header("cache-control", "no-store").header("vary", "Accept-Encoding");
        const wanted = pickEncoding(request.headers["accept-encoding"]);
        if (wanted === "identity") return reply.status(200).send(page.body);
        return reply.status(200).header("content-encoding", wanted).send(page[wanted]);
      }
      reply.header("etag", page.etag).header("vary", "Accept-Encoding");
      if (etagMatches(request.headers["if-none-match"], page.etag)) {
        return reply.status(304).send();
      }
      const encoding = pickEncoding(request.headers["accept-encoding"]);
      if (encoding === "identity") return reply.status(200).send(page.body);
      return reply.status(200).header("content-encoding", encoding).send(page[encoding]);
    }
    return reply.status(404).send({
      error: { code: "not_found", message: `${request.method} ${pathname} does not exist.` },
    });
  });
}
