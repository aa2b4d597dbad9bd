import { acceptedLanguages } from "../../lib/i18n/request-language.ts";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import {
  type CatalogueResponse,
  type ContentDetail,
  type StreamGrant,
  type WebRenderModule,
  adminPageAccess,
  isSpaRoute,
} from "@tazama/contracts";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import { etagMatches, pickEncoding } from "../../lib/precompressed.ts";
import { canonicalLocation } from "../../lib/request-origin.ts";
import {
  injectHead,
  renderHeadTags,
  withoutCataloguePreload,
  withoutModulePreloads,
} from "./web-head/head-tags.ts";
import { type RenderedPage, createHtmlCache, renderedPage } from "./web-head/html-cache.ts";
import { titlePageMeta, withPageMeta } from "./web-head/open-graph.ts";
import { pageHints, pageRef, viewRef } from "./web-head/page-hints.ts";
import { type WatchTarget, streamHeadTags, watchTarget } from "./web-head/stream-hints.ts";
import { messagesHeadTag, withHtmlLang } from "./web-head/page-language.ts";
import {
  SERVER_RENDER_DIR,
  hasViewerCookies,
  injectRoot,
  isServerRendered,
  loadServerRender,
} from "./web-head/server-render.ts";
import {
  dynamicImportModules,
  lazyChunkAssets,
  readViteManifest,
} from "./web-head/vite-manifest.ts";

const HASHED_ASSET = "public, max-age=31536000, immutable";
/** The service worker: the browser asks again on every check, so a new build reaches it at once. */
const SERVICE_WORKER = "sw.js";
/** Rendered heads kept (the catalogue version is part of the key, so old ones age out). */
const PAGE_CACHE_LIMIT = 500;
/** The app's chunk, imported by the entry (boot.ts). */
const APP_MODULE = "src/main.tsx";
/** The chunk that plays a cold /watch page's video before the app (boot.ts imports it). */
const EARLY_STREAM_MODULE = "src/early-stream.ts";
/** A server render slower than this is given up: the shell is served instead. */
const RENDER_TIMEOUT_MS = 5_000;

/** The catalogue, as the server already holds it, for the per-page preloads in the head. */
export interface WebAppPages {
  /** The serialised catalogue and its ETag (which versions every cached page). */
  catalogue(): Promise<{ etag: string; identity: Buffer }>;
  /** A published title's landscape art path, or null when no published title has that ref. */
  backdropOf(ref: string): Promise<string | null>;
  /** A published title as `GET /api/v1/content/{ref}` answers it, or null when there is none. */
  content(ref: string): Promise<ContentDetail | null>;
  /**
   * The stream grant `/watch/{ref}`'s player would ask for, for this request's viewer; rejects
   * when they may not watch (the page then asks as usual and shows why).
   */
  streamGrant?(
    request: FastifyRequest,
    target: WatchTarget,
  ): Promise<{ grant: StreamGrant; preloads: string[] }>;
}

/** What a page render reads of the request. */
interface PageRequest {
  pathname: string;
  /** Path and query. */
  url: string;
  cookie: string;
  acceptLanguage: string;
  log: FastifyBaseLogger;
  /** On `/watch/{ref}`: the viewer's grant for the player, and what to preload for it. */
  stream?: PageStream;
}

/** A cold /watch open's grant (WebAppPages.streamGrant) for the video the page plays. */
interface PageStream {
  target: WatchTarget;
  grant: StreamGrant;
  preloads: string[];
}

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

/**
 * index.html with each route's preloads in the head, rendered once per catalogue version; public
 * pages also with their server-rendered first paint (per request for a viewer with display
 * cookies, else once per catalogue version, URL and languages). A failed server render is logged
 * and the page is served without it.
 */
function pageRenderer(
  indexHtml: Buffer,
  distDir: string,
  pages: WebAppPages,
  serverRender: WebRenderModule | undefined,
  site: { publicUrl: string },
) {
  const html = indexHtml.toString("utf8");
  /** index.html as a page starts: a title page with its own title and link-preview tags. */
  const pageHtml = (content: ContentDetail | null) => {
    if (!content) return { base: html, tags: "" };
    const meta = titlePageMeta(content, site.publicUrl);
    return { base: withPageMeta(html, meta), tags: meta.tags };
  };
  const manifest = readViteManifest(distDir);
  const cache = createHtmlCache(PAGE_CACHE_LIMIT);
  const rendered = createHtmlCache(PAGE_CACHE_LIMIT);
  let parsed: { etag: string; json: CatalogueResponse } | undefined;
  const catalogueJson = (catalogue: { etag: string; identity: Buffer }) => {
    if (parsed?.etag !== catalogue.etag) {
      parsed = {
        etag: catalogue.etag,
        json: JSON.parse(catalogue.identity.toString("utf8")) as CatalogueResponse,
      };
    }
    return parsed.json;
  };

  const app = manifest && lazyChunkAssets(manifest, APP_MODULE);
  /** The early stream's chunk and hls.js, fetched with the page's first bytes on a cold /watch. */
  const earlyStream = manifest
    ? [
        ...(lazyChunkAssets(manifest, EARLY_STREAM_MODULE)?.modules ?? []),
        ...dynamicImportModules(manifest, EARLY_STREAM_MODULE),
      ]
    : [];
  /** A cold /watch page's grant, its media preloads, and the early stream's code. */
  const streamTags = ({ target, grant, preloads }: PageStream) =>
    [
      renderHeadTags({ fetches: [], modules: earlyStream, styles: [] }),
      streamHeadTags(target, grant, preloads),
    ]
      .filter(Boolean)
      .join("\n    ");
  /** The request's language and the head tag carrying its catalogue (none without a build). */
  const languageOf = (req: PageRequest) => {
    if (!serverRender) return null;
    const { language, messages } = serverRender.pageLanguage({
      cookie: req.cookie,
      languages: acceptedLanguages(req.acceptLanguage),
    });
    return { language, tag: messagesHeadTag(language, messages) };
  };
  /**
   * The head of a page: the route's preloads and the app chunk's stylesheets (the markup needs
   * them). A shell also preloads the app's modules (it paints nothing without them); a
   * server-rendered page fetches no script but the entry before its first paint (boot.ts starts
   * the app after it).
   */
  const headTags = async (
    pathname: string,
    catalogue: { etag: string; identity: Buffer },
    rendered: boolean,
  ) => {
    const hints = await pageHints(pathname, {
      manifest,
      catalogue: async () => catalogueJson(catalogue),
      backdropOf: (ref) => pages.backdropOf(ref),
    });
    if (serverRender)
      hints.posters = serverRender.listingPosters(pathname, catalogueJson(catalogue));
    hints.styles = [...new Set([...(app?.styles ?? []), ...hints.styles])];
    hints.modules = rendered ? [] : [...new Set([...(app?.modules ?? []), ...hints.modules])];
    return renderHeadTags(hints);
  };

  const withFirstPaint = async (
    req: PageRequest,
    catalogue: { etag: string; identity: Buffer },
    module: WebRenderModule,
  ): Promise<RenderedPage | undefined> => {
    const ref = viewRef(req.pathname) ?? req.stream?.target.ref;
    const content = ref ? await pages.content(ref) : null;
    // A /view page of no title keeps its plain shell (the app says "Title not found").
    if (req.pathname.startsWith("/view/") && !content) return undefined;
    const { stream } = req;
    const page = await withTimeout(
      module.render({
        url: req.url,
        catalogue: catalogueJson(catalogue),
        content: content ? (JSON.parse(JSON.stringify(content)) as ContentDetail) : undefined,
        stream: stream && { ...stream.target, grant: stream.grant },
        cookie: req.cookie,
        languages: acceptedLanguages(req.acceptLanguage),
      }),
      RENDER_TIMEOUT_MS,
    );
    // The player's page is not the title's: no link-preview tags, no catalogue; and no app code
    // before its video plays.
    const { base, tags } = stream
      ? {
          base: withoutModulePreloads(
            withoutCataloguePreload(pageHtml(null).base),
            app?.modules ?? [],
          ),
          tags: "",
        }
      : pageHtml(content);
    const language = languageOf(req);
    const head = [
      language?.tag,
      stream && streamTags(stream),
      await headTags(req.pathname, catalogue, true),
      page.head,
      tags,
    ].filter(Boolean);
    const html = injectRoot(injectHead(base, head.join("\n    ")), page.root);
    return renderedPage(language ? withHtmlLang(html, language.language) : html);
  };

  return async (req: PageRequest): Promise<RenderedPage> => {
    const pathname = req.pathname.length > 1 ? req.pathname.replace(/\/+$/, "") : req.pathname;
    const catalogue = await pages.catalogue();
    const language = languageOf(req);
    const shell = () =>
      cache.get(`${catalogue.etag} ${pathname} ${language?.language ?? ""}`, async () => {
        const ref = viewRef(pathname);
        const page = pageHtml(ref ? await pages.content(ref) : null);
        const base = pageRef(pathname, "watch") ? withoutCataloguePreload(page.base) : page.base;
        const tags = page.tags;
        const head = [language?.tag, await headTags(pathname, catalogue, false), tags].filter(
          Boolean,
        );
        const html = injectHead(base, head.join("\n    "));
        return renderedPage(language ? withHtmlLang(html, language.language) : html);
      });
    const request = { ...req, pathname };
    if (req.stream) {
      // The viewer's own page (their grant is in it): rendered per request, never cached.
      const page = serverRender
        ? await withFirstPaint(request, catalogue, serverRender).catch((error: unknown) => {
            req.log.error({ err: error, url: req.url }, "server render failed; serving the shell");
            return undefined;
          })
        : undefined;
      const { body } = page ?? (await shell());
      return page ?? renderedPage(injectHead(body.toString("utf8"), streamTags(req.stream)));
    }
    if (!serverRender || !isServerRendered(pathname)) return shell();
    const render = async () =>
      (await withFirstPaint(request, catalogue, serverRender)) ?? (await shell());
    try {
      return hasViewerCookies(req.cookie)
        ? await render()
        : await rendered.get(`${catalogue.etag} ${req.url} ${req.acceptLanguage}`, render);
    } catch (error) {
      req.log.error({ err: error, url: req.url }, "server render failed; serving the shell");
      return shell();
    }
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`server render took over ${ms} ms`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer);
  });
}
