import { createHash } from "node:crypto";

/** A rendered page: its bytes and a strong ETag of them. */
export interface RenderedPage {
  body: Buffer;
  etag: string;
}

export function renderedPage(html: string): RenderedPage {
  const body = Buffer.from(html, "utf8");
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  return { body, etag: `"${hash}"` };
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
