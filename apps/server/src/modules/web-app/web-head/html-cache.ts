import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A rendered page: its bytes, compressed once (gzip, br), and a strong ETag of them. */
export interface RenderedPage {
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/** Fast levels: a signed-in viewer's page is compressed on each request. */
const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 5;

export function renderedPage(html: string): RenderedPage {
  const body = Buffer.from(html, "utf8");
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  return {
    body,
    gzip: gzipSync(body, { level: GZIP_LEVEL }),
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    etag: `"${hash}"`,
  };
}

/**
 * Rendered pages by key (catalogue version + path), at most `limit` of them: the oldest entry goes
 * first, so a crawl of many `/view/{ref}` pages cannot grow memory without bound.
 */
export function createHtmlCache(limit: number) {
  const pages = new Map<string, Promise<RenderedPage>>();
  return {
    get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
      const hit = pages.get(key);
      if (hit) return hit;
      const page = render().catch((error: unknown) => {
        pages.delete(key);
        throw error;
      });
      pages.set(key, page);
      if (pages.size > limit) pages.delete(pages.keys().next().value ?? key);
      return page;
    },
    get size() {
      return pages.size;
    },
  };
}
