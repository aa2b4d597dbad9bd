import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { isSpaRoute } from "@tazama/contracts";
import type { FastifyInstance } from "fastify";

const HASHED_ASSET = "public, max-age=31536000, immutable";

/**
 * Serves the built web app: hashed assets cached for a year (precompressed .br/.gz when present),
 * index.html never cached, and the app's routes answered with index.html. Unknown paths get
 * index.html too (the app draws its 404 page) but with status 404; unknown /api paths get JSON.
 */
export async function registerWebApp(app: FastifyInstance, opts: { distDir: string }) {
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

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsHtml = request.method === "GET" || request.method === "HEAD";
    if (
      indexHtml &&
      wantsHtml &&
      !pathname.startsWith("/api/") &&
      !/\.[a-z0-9]+$/i.test(pathname)
    ) {
      return reply
        .status(isSpaRoute(pathname) ? 200 : 404)
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(indexHtml);
    }
    return reply.status(404).send({
      error: { code: "not_found", message: `${request.method} ${pathname} does not exist.` },
    });
  });
}
