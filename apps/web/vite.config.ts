import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { type Plugin, defineConfig, loadEnv } from "vite";

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

/** Writes .br and .gz next to every compressible build file, so the server never compresses them. */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "tazama-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const full = path.join(dir, name);
          return statSync(full).isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
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
    preloadCatalogue(loadEnv(mode, import.meta.dirname).VITE_PRODUCT_NAME ?? "tazama"),
    precompress(),
  ],
  server: {
    proxy: {
      "/api": "http://localhost:3000",
      "/content": "http://localhost:3000",
    },
  },
  // The manifest tells the server which chunks a route loads (it modulepreloads them).
  build: { target: "es2022", sourcemap: false, reportCompressedSize: false, manifest: true },
}));
