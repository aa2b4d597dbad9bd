import type {
  CatalogueResponse,
  ContentDetail,
  Language,
  SeriesDetail,
  StreamGrant,
} from "@tazama/contracts";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { acceptedLanguages } from "../../lib/i18n/request-language.ts";
import {
  injectHead,
  renderHeadTags,
  withoutCataloguePreload,
  withoutModulePreloads,
} from "./web-head/head-tags.ts";
import { type QueryPageData, type QueryPages, SHELL, queryPageData } from "./query-page-data.ts";
import { type RenderedPage, createHtmlCache, renderedPage } from "./web-head/html-cache.ts";
import { titlePageMeta, withPageMeta } from "./web-head/open-graph.ts";
import { pageHints, pageRef, viewRef } from "./web-head/page-hints.ts";
import { type WatchTarget, streamHeadTags } from "./web-head/stream-hints.ts";
import { catalogueModuleKey, messagesHeadTag, withHtmlLang } from "./web-head/page-language.ts";
import {
  type ServerRender,
  hasViewerCookies,
  injectRoot,
  isServerRendered,
} from "./web-head/server-render.ts";
import {
  APP_MODULE,
  dynamicImportModules,
  lazyChunkAssets,
  readShellMessages,
  readViteManifest,
} from "./web-head/vite-manifest.ts";

/** Rendered heads kept (the catalogue version is part of the key, so old ones age out). */
const PAGE_CACHE_LIMIT = 500;
/** The chunk that plays a cold /watch page's video before the app (boot.ts imports it). */
const EARLY_STREAM_MODULE = "src/early-stream.ts";
/** A server render slower than this is given up: the shell is served instead. */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * The catalogue, as the server already holds it, for the per-page preloads in the head; and the
 * data of the pages drawn from their URL's query (`/screenings`, `/search`).
 */
export interface WebAppPages extends QueryPages {
  /** The serialised catalogue and its ETag (which versions every cached page). */
  catalogue(): Promise<{ etag: string; identity: Buffer }>;
  /** A published title's landscape art path, or null when no published title has that ref. */
  backdropOf(ref: string): Promise<string | null>;
  /** A published title as `GET /api/v1/content/{ref}` answers it, or null when there is none. */
  content(ref: string): Promise<ContentDetail | null>;
  /** A series as `GET /api/v1/series/{ref}` answers it, or null when there is none. */
  series?(ref: string): Promise<SeriesDetail | null>;
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
export interface PageRequest {
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
export interface PageStream {
  target: WatchTarget;
  grant: StreamGrant;
  preloads: string[];
}

/**
 * index.html with each route's preloads in the head, rendered once per catalogue version; public
 * pages also with their server-rendered first paint (per request for a viewer with display
 * cookies, else once per catalogue version, URL and languages). A failed server render is logged
 * and the page is served without it.
 */
export function pageRenderer(
  indexHtml: Buffer,
  distDir: string,
  pages: WebAppPages,
  serverRender: ServerRender | undefined,
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
  const shellMessages = readShellMessages(distDir);
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
  /** The request's language (none without a server render to say it). */
  const languageOf = (req: PageRequest): Language | null =>
    serverRender
      ? serverRender.pageLanguage({
          cookie: req.cookie,
          languages: acceptedLanguages(req.acceptLanguage),
        }).language
      : null;
  /**
   * A page the server does not draw: its language alone in the head, and a preload of that
   * language's catalogue chunk, which the app waits for before its first render (fetched beside
   * the app's modules, and cached, instead of inline in every page).
   */
  const shellLanguageTags = (language: Language) => {
    const chunk = manifest?.[catalogueModuleKey(language)]?.file;
    return [
      messagesHeadTag(language, {}),
      chunk && renderHeadTags({ fetches: [], modules: [`/${chunk}`], styles: [] }),
    ]
      .filter(Boolean)
      .join("\n    ");
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
    /** Data the page's app asks for first, known to exist (a drawn series' JSON). */
    fetches: string[] = [],
  ) => {
    const hints = await pageHints(pathname, {
      manifest,
      catalogue: async () => catalogueJson(catalogue),
      backdropOf: (ref) => pages.backdropOf(ref),
    });
    hints.fetches.push(...fetches);
    if (serverRender)
      hints.posters = serverRender.listingPosters(pathname, catalogueJson(catalogue));
    hints.styles = [...new Set([...(app?.styles ?? []), ...hints.styles])];
    hints.modules = rendered ? [] : [...new Set([...(app?.modules ?? []), ...hints.modules])];
    return renderHeadTags(hints);
  };

  const withFirstPaint = async (
    req: PageRequest,
    catalogue: { etag: string; identity: Buffer },
    module: ServerRender,
    /** A page drawn from its URL's query: its data (query-page-data.ts). */
    query: QueryPageData["input"] = {},
  ): Promise<RenderedPage | undefined> => {
    const ref = viewRef(req.pathname) ?? req.stream?.target.ref;
    const content = ref ? await pages.content(ref) : null;
    // A /view page of no title keeps its plain shell (the app says "Title not found").
    if (req.pathname.startsWith("/view/") && !content) return undefined;
    const seriesRef = pageRef(req.pathname, "series");
    const series = seriesRef && pages.series ? await pages.series(seriesRef) : null;
    // Nor does a series page of no series (the app says "Series not found").
    if (seriesRef && !series) return undefined;
    const { stream } = req;
    const page = await withTimeout(
      module.render({
        url: req.url,
        catalogue: catalogueJson(catalogue),
        content: content ? (JSON.parse(JSON.stringify(content)) as ContentDetail) : undefined,
        series: series ? (JSON.parse(JSON.stringify(series)) as SeriesDetail) : undefined,
        ...query,
        stream: stream && { ...stream.target, grant: stream.grant },
        cookie: req.cookie,
        languages: acceptedLanguages(req.acceptLanguage),
      }),
      RENDER_TIMEOUT_MS,
    );
    // The player's page is not the title's: no link-preview tags, no catalogue.
    const start = stream
      ? { base: withoutCataloguePreload(pageHtml(null).base), tags: "" }
      : pageHtml(content);
    const { tags } = start;
    // No app code before the first paint (index.html's modulepreloads are for the shell, which
    // paints nothing without it): on a slow link those 120 KB would share the bandwidth with the
    // stylesheet and the first images. boot.ts fetches the app after the paint (a cold /watch,
    // after its video plays).
    const base = withoutModulePreloads(start.base, app?.modules ?? []);
    const language = languageOf(req);
    // The stylesheet and the first images before the messages (the app reads those only after
    // the first paint): the browser asks for what blocks the paint with the first bytes.
    const head = [
      stream && streamTags(stream),
      // A drawn series' JSON, which the app waits for before it hydrates the page.
      await headTags(
        req.pathname,
        catalogue,
        true,
        seriesRef ? [`/api/v1/series/${encodeURIComponent(seriesRef)}`] : [],
      ),
      page.head,
      tags,
      // Only the messages this render used, and the module of those the app's shell may draw:
      // the rest of the catalogue is the browser's to fetch.
      language && messagesHeadTag(language, page.messages ?? {}, shellMessages[language]),
    ].filter(Boolean);
    const html = injectRoot(injectHead(base, head.join("\n    ")), page.root);
    return renderedPage(language ? withHtmlLang(html, language) : html);
  };

  return async (req: PageRequest): Promise<RenderedPage> => {
    const pathname = req.pathname.length > 1 ? req.pathname.replace(/\/+$/, "") : req.pathname;
    const catalogue = await pages.catalogue();
    const language = languageOf(req);
    const shell = () =>
      cache.get(`${catalogue.etag} ${pathname} ${language ?? ""}`, async () => {
        const ref = viewRef(pathname);
        const page = pageHtml(ref ? await pages.content(ref) : null);
        const base = pageRef(pathname, "watch") ? withoutCataloguePreload(page.base) : page.base;
        const tags = page.tags;
        const head = [
          await headTags(pathname, catalogue, false),
          tags,
          language && shellLanguageTags(language),
        ].filter(Boolean);
        const html = injectHead(base, head.join("\n    "));
        return renderedPage(language ? withHtmlLang(html, language) : html);
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
    try {
      // A query the page's API would refuse never reaches the render: the shell.
      const query = await queryPageData(pathname, req.url, pages);
      if (query === SHELL) return await shell();
      const render = async () =>
        (await withFirstPaint(request, catalogue, serverRender, query?.input)) ?? (await shell());
      const version = query ? `${catalogue.etag}+${query.version}` : catalogue.etag;
      return hasViewerCookies(req.cookie)
        ? await render()
        : await rendered.get(`${version} ${req.url} ${req.acceptLanguage}`, render);
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
