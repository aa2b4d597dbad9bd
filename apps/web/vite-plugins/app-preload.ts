import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { isChunk, staticImportWalk } from "./bundle-graph.ts";

/**
 * The files index.html should modulepreload for the app: what the chunk of `appModule` (the
 * entry's dynamic import of the app) imports statically, transitively, and the html does not
 * already name.
 */
export function appPreloadFiles(bundle: OutputBundle, appModule: string, html: string): string[] {
  const app = Object.values(bundle).find(
    (item): item is OutputChunk =>
      isChunk(item) && item.facadeModuleId?.endsWith(appModule) === true,
  );
  if (!app) throw new Error(`app-preload: no chunk for ${appModule}`);
  const { files, visit } = staticImportWalk(bundle);
  app.imports.forEach(visit);
  return [...files].filter((file) => !html.includes(`href="/${file}"`));
}

/**
 * index.html modulepreloads the app (appPreloadFiles). The entry no longer imports the app chunk
 * statically (the stylesheet's imports are a chunk of their own), so without these tags every
 * page would fetch the app only when boot.ts asks for it. They serve the shell (a page the server
 * does not draw paints nothing without the app); the server takes them out of every page it
 * draws, whose first paint must not share a slow link with 120 KB of script (page-renderer.ts).
 */
export function appPreload(appModule: string): Plugin {
  return {
    name: "tazama-app-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        if (!context.bundle) return [];
        return appPreloadFiles(context.bundle, appModule, html).map((file) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
          injectTo: "head" as const,
        }));
      },
    },
  };
}
