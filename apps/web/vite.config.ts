import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { type Plugin, defineConfig, loadEnv } from "vite";
import {
  SERVICE_WORKER_ENTRY,
  SERVICE_WORKER_FILE,
  serviceWorker,
} from "./vite-plugins/service-worker.ts";
import { walkFiles } from "./vite-plugins/walk-files.ts";
import { stripSourceMessagesPlugin } from "./vite-plugins/strip-source-messages.ts";
import { appPreload } from "./vite-plugins/app-preload.ts";
import { pureContracts } from "./vite-plugins/pure-contracts.ts";
import { shellMessages } from "./vite-plugins/shell-messages.ts";
import { staticThemeStyles } from "./vite-plugins/static-theme-styles.ts";
import { leanReactRouter } from "./vite-plugins/lean-react-router.ts";
import { theme } from "./src/app/theme.ts";

/**
 * Every page starts by fetching the catalogue (the layout's search and genre bars need it): a
 * preload in index.html starts that request with the scripts instead of after them.
 */
function preloadCatalogue(productName: string): Plugin {
  return {
    name: "tazama-preload-catalogue",
    apply: "build",
    transformIndexHtml: () => [
      {
        tag: "link",
        attrs: {
          rel: "preload",
          as: "fetch",
          crossorigin: "anonymous",
          href: `/api/${productName}-app-cache?build=1&platform=web`,
        },
        injectTo: "head",
      },
    ],
  };
}

/**
 * The stylesheet first in index.html's head, before the entry script and the modulepreloads Vite
 * writes ahead of it: the one render-blocking file of a page is the first the browser asks for
 * (on a slow link, requests queue in document order), and the server puts a page's preloads and
 * messages before the first script, so after it.
 */
export function stylesheetFirst(html: string): string {
  const sheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
  const script = html.indexOf("<script");
  if (sheets.length === 0 || script === -1) return html;
  let out = html;
  for (const sheet of sheets) out = out.replace(sheet, "");
  const at = out.indexOf("<script");
  return `${out.slice(0, at)}${sheets.map((sheet) => sheet.trim()).join("\n    ")}\n    ${out.slice(at)}`;
}

function stylesheetFirstPlugin(): Plugin {
  return {
    name: "tazama-stylesheet-first",
    apply: "build",
    transformIndexHtml: { order: "post", handler: (html) => stylesheetFirst(html) },
  };
}

/**
 * The server render (src/entry-server.tsx) goes to `{outDir}/.ssr`, beside the client build it
 * belongs to, whatever `--outDir` says; the server never serves that folder.
 */
function serverRenderOutDir(): Plugin {
  return {
    name: "tazama-ssr-out-dir",
    config: (config) => ({
      environments: {
        ssr: { build: { outDir: path.join(config.build?.outDir ?? "dist", ".ssr") } },
      },
    }),
  };
}

/**
 * hls.js built here from its own sources with only the parts the player uses (ADR 0048): fMP4
 * with a separate audio rendition (alternate audio) and AES-128 keys. Captions are the page's
 * own <track> elements and nothing is DRM-protected, so subtitles, EME, CMCD, content steering,
 * interstitials, I-frame playlists, variable substitution and the extra MPEG-TS codecs stay out:
 * about a quarter less for a phone to download before the first frame of a cold /watch.
 */
const require = createRequire(import.meta.url);
const HLS_SOURCE = path.join(
  path.dirname(require.resolve("hls.js/package.json")),
  "src/exports-default.ts",
);
const HLS_VERSION: string = (
  JSON.parse(readFileSync(require.resolve("hls.js/package.json"), "utf8")) as { version: string }
).version;
export const HLS_FEATURES = {
  __VERSION__: JSON.stringify(HLS_VERSION),
  __USE_ALT_AUDIO__: "true",
  __USE_SUBTITLES__: "false",
  __USE_EME_DRM__: "false",
  __USE_CMCD__: "false",
  __USE_CONTENT_STEERING__: "false",
  __USE_VARIABLE_SUBSTITUTION__: "false",
  __USE_M2TS_ADVANCED_CODECS__: "false",
  __USE_MEDIA_CAPABILITIES__: "false",
  __USE_INTERSTITIALS__: "false",
  __USE_IFRAMES__: "false",
};

/**
 * React Router's production build: its package exports name only the development one, whose
 * warnings are on (`ENABLE_DEV_WARNINGS = true`) and ship their code and texts to every page
 * (0.5 KB compressed of the app chunk). The two builds differ in that flag alone.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

/** The chunk that plays a cold /watch page's video before the app (boot.ts imports it). */
const EARLY_STREAM_ENTRY = "src/early-stream.ts";

/**
 * The app chunk's modules: start-app.tsx and all it imports statically (the shell), and the
 * catalogue's listing parts that Home shares with the title and listing pages (its rows, their
 * states): in the app chunk, not in a small file each, and their messages among the shell's.
 */
const APP_MODULES =
  /[\\/]src[\\/](start-app\.tsx|features[\\/]catalogue[\\/](components[\\/](poster-row\.tsx|catalogue-states\.tsx|accent-button\.ts)|lib[\\/]format-duration\.ts))$/;

/**
 * Issue 41: the lazy parts of the layout every page draws as it hydrates (footer, language
 * picker, Events button), one chunk instead of five files: app/layout/layout-parts.ts, which the
 * layout imports them from, with what they import that no other page part does (the language
 * picker is also the phone menu's).
 */
const LAYOUT_PARTS =
  /[\\/]src[\\/](app[\\/]layout[\\/](layout-parts\.ts|footer\.tsx|language-picker\.tsx)|features[\\/]events[\\/](components[\\/]events-button\.tsx|lib[\\/]events\.ts|api[\\/]get-events\.ts))$/;

/**
 * Issue 41: the small modules the public pages' lazy chunks share (prices, purchases, the title's
 * media and My List, listings' grids), one chunk instead of a file of a few hundred bytes each.
 */
const PUBLIC_PARTS = new RegExp(
  [
    String.raw`[\/]src[\/]lib[\/](checkout[\/](money-keys|money-format|get-wallet|refresh-money)|i18n[\/]date-format|use-now|use-page-title|request-env|format-bytes)\.ts$`,
    String.raw`[\/]src[\/]components[\/]ui[\/](play-glyph|icons)\.tsx$`,
    String.raw`[\/]src[\/]app[\/]use-account-hint\.ts$`,
    String.raw`[\/]src[\/]features[\/]catalogue[\/](lib[\/](watch-path|pricing|viewer-currency|credit-roles|listing-count|listing-cards)\.ts|api[\/]get-media-summary\.ts|hooks[\/]use-viewer-currency\.ts|components[\/](listing|poster-grid)\.tsx)$`,
    String.raw`[\/]src[\/]features[\/]purchases[\/](api[\/]get-purchases|lib[\/]access)\.ts$`,
    String.raw`[\/]src[\/]features[\/]favourites[\/](api[\/](get-favourites|toggle-favourite)\.ts|components[\/]my-list-button\.tsx)$`,
    String.raw`[\/]src[\/]features[\/]watch-party[\/]api[\/]watch-parties\.ts$`,
    String.raw`[\/]packages[\/]contracts[\/]src[\/](currency|pricing-currency|people|watch-party)\.ts$`,
    String.raw`[\/]node_modules[\/]@mantine[\/]core[\/]esm[\/]components[\/]Badge[\/]`,
    String.raw`[\/]node_modules[\/]@tanstack[\/](react-query[\/].*[\/]useMutation|query-core[\/].*[\/]mutationObserver)\.js$`,
  ].join("|"),
);

/**
 * Issue 41: the Mantine parts the public pages' forms and filters use (the search field, the
 * screenings' chips), one chunk instead of about ten.
 */
const MANTINE_PARTS = new RegExp(
  [
    String.raw`[\/]@mantine[\/]core[\/]esm[\/]components[\/](Input|InputBase|TextInput|CloseButton|Chip)[\/]`,
    String.raw`[\/]@mantine[\/]core[\/]esm[\/]components[\/]Checkbox[\/]CheckIcon\.mjs$`,
    String.raw`[\/]@mantine[\/]core[\/]esm[\/]core[\/](styles-api[\/]use-resolved-styles-api|utils[\/](get-breakpoint-value|get-sorted-breakpoints|get-base-value))[\/]`,
    String.raw`[\/]@mantine[\/]hooks[\/]esm[\/](use-id|utils[\/]random-id|use-uncontrolled)[\/]`,
  ].join("|"),
);

/**
 * Issue 41: what /downloads reads and shows before it knows whether the device keeps a download
 * (the downloads database, the storage line and the help; the API and key store its account's
 * devices use), one chunk instead of four. The downloads code a kept download brings, and the
 * title page's Download button, import it too.
 */
const DOWNLOADS_PARTS = new RegExp(
  [
    String.raw`[\/]src[\/]features[\/]downloads[\/](lib[\/](offline-store|device-keys)\.ts|api[\/]downloads-api\.ts|hooks[\/]use-storage-estimate\.ts|components[\/](downloads-help|downloads-storage)\.tsx)$`,
    String.raw`[\/]packages[\/]contracts[\/]src[\/]download-paths\.ts$`,
    String.raw`[\/]node_modules[\/]idb[\/]`,
  ].join("|"),
);

/** The modules app/routes.tsx loads as pages of their own (`lazyPage(() => import("./routes/…"))`). */
function lazyPages(): Set<string> {
  const routes = readFileSync(path.join(import.meta.dirname, "src/app/routes.tsx"), "utf8");
  const pages = [...routes.matchAll(/import\("\.\/(routes\/[^"]+)"\)/g)].map(
    (match) => `src/app/${match[1]}`,
  );
  if (pages.length < 10)
    throw new Error("vite.config: the lazy pages of routes.tsx were not found");
  return new Set(pages);
}

/** A viewer catalogue's language (`src/locales/fr.po` → fr; the console's are not). */
function viewerCatalogueLanguage(module: string): string | null {
  return /^src\/locales\/([a-z]{2})\.po$/.exec(module)?.[1] ?? null;
}

/** Writes .br and .gz next to every compressible build file, so the server never compresses them. */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "tazama-precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walkFiles(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    // .po catalogues compile on import; a message missing in any language fails the build.
    lingui({ cwd: import.meta.dirname, failOnMissing: true, failOnCompileError: true }),
    stripSourceMessagesPlugin(),
    pureContracts(),
    staticThemeStyles(theme),
    leanReactRouter(),
    preloadCatalogue(loadEnv(mode, import.meta.dirname).VITE_PRODUCT_NAME ?? "tazama"),
    appPreload("src/main.tsx"),
    shellMessages({ pages: lazyPages(), catalogueLanguage: viewerCatalogueLanguage }),
    precompress(),
    serverRenderOutDir(),
    serviceWorker(),
    stylesheetFirstPlugin(),
  ],
  // Libraries' development-only code (Lingui's message compiler) leaves the production bundle.
  define: {
    "process.env.NODE_ENV": JSON.stringify(mode === "production" ? "production" : "development"),
    ...HLS_FEATURES,
  },
  resolve: {
    alias: [
      ...(mode === "production"
        ? [
            {
              find: /^@lingui\/message-utils\/compileMessage$/,
              replacement: path.join(import.meta.dirname, "vite-plugins/no-message-compiler.ts"),
            },
            { find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION },
          ]
        : []),
      { find: /^hls\.js$/, replacement: HLS_SOURCE },
      {
        // Mantine's rules in its `@layer mantine`: the app's own (unlayered) rules win whatever
        // order the stylesheets arrive in (the server links a page's stylesheets itself).
        find: /^@mantine\/(core|notifications|spotlight)\/(styles(?:\/[\w-]+)?)\.css$/,
        replacement: "@mantine/$1/$2.layer.css",
      },
    ],
  },
  server: {
    proxy: {
      "/api": "http://localhost:3000",
      "/content": "http://localhost:3000",
    },
  },
  // The manifest tells the server which chunks a route loads (it modulepreloads them).
  // One stylesheet for the whole app (21 KB gzip), linked by index.html: a server-rendered page
  // needs its rules before any script, and one request beats the ~15 per-chunk files on a slow link.
  build: {
    target: "es2022",
    sourcemap: process.env.TZ_SOURCEMAP === "1",
    reportCompressedSize: false,
    manifest: true,
    cssCodeSplit: false,
    modulePreload: {
      // Every browser the build targets (es2022) but Safari before 17 knows modulepreload; there
      // a preload is only lost, not wrong: no polyfill in every page's entry (0.3 KB).
      polyfill: false,
      // The server's head of a cold /watch page preloads the early stream's files with the page
      // (web-app.routes.ts): the entry need not name them (bytes every page's entry would carry).
      resolveDependencies: (filename, deps) => (filename.includes("early-stream-") ? [] : deps),
    },
  },
  // `vite build` builds both: the browser app, then its server render (one self-contained file
  // set, dependencies bundled, since the server loads it from wherever the build was written).
  builder: {},
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // The page, and the service worker (vite-plugins/service-worker.ts).
          input: {
            index: path.resolve(import.meta.dirname, "index.html"),
            sw: path.resolve(import.meta.dirname, SERVICE_WORKER_ENTRY),
          },
          output: {
            entryFileNames: (chunk) =>
              chunk.name === "sw" ? SERVICE_WORKER_FILE : "assets/[name]-[hash].js",
            // Lazy chunks are named by their hash alone: the app chunk lists every chunk's file
            // for the preloads, and ~130 names of "[name]-" cost a phone bytes for nothing.
            // The early stream's chunk is named so that its preloads can be left out below.
            chunkFileNames: (chunk) =>
              chunk.facadeModuleId?.endsWith(EARLY_STREAM_ENTRY)
                ? "assets/early-stream-[hash].js"
                : "assets/[hash].js",
            // The first render's modules (start-app.tsx and everything it imports statically:
            // React, the router, TanStack Query, the Mantine parts of the shell, APP_MODULES)
            // in ONE chunk instead of ~35 small shared ones: fewer requests and better
            // compression on a phone. main.tsx (which imports it) stays its own chunk: the server
            // reads the app's modules from the manifest under that name. Vite's preload helper
            // gets a chunk of its own, so the entry (boot.ts) does not import the app statically.
            // Lazy routes stay lazy (they import what they share from the app chunk), and hls.js
            // stays with the watch route.
            // The stylesheet's imports (app/styles.ts, which boot.ts imports first for the rules'
            // order) are a chunk of their own, without script: else they would join the app
            // chunk and the entry would import all of it statically, leaving a cold /watch page
            // no way to play its video before the app downloads (app-preload.ts keeps the app's
            // modulepreload on the other pages).
            codeSplitting: {
              groups: [
                { name: "styles", test: /[\\/]src[\\/]app[\\/]styles\.ts$/, priority: 3 },
                { name: "preload", test: /preload-helper/, priority: 2 },
                { name: "app", test: APP_MODULES, priority: 1 },
                { name: "layout-parts", test: LAYOUT_PARTS },
                { name: "public-parts", test: PUBLIC_PARTS },
                { name: "mantine-parts", test: MANTINE_PARTS },
                { name: "downloads-parts", test: DOWNLOADS_PARTS },
              ],
            },
          },
        },
      },
    },
    ssr: {
      resolve: { noExternal: true },
      build: {
        manifest: false,
        copyPublicDir: false,
        emptyOutDir: true,
        rolldownOptions: { input: "src/entry-server.tsx" },
      },
    },
  },
}));
