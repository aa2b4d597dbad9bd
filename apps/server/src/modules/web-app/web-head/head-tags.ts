/** What a page's HTML head asks the browser to fetch before the scripts ask for it. */
export interface HeadHints {
  /** The LCP image: fetched at high priority with the srcset and sizes the <img> will have. */
  image?: ImageHint;
  /** A listing's first posters (the first is its LCP on a phone), in the grid's order. */
  posters?: ImageHint[];
  /** JSON the app requests on start (same URL, `fetch()` in cors mode: crossorigin). */
  fetches: string[];
  /** The route's lazy chunk and its imports. */
  modules: string[];
  /** The route's stylesheets: render-blocking, since the server-rendered markup needs them. */
  styles: string[];
  /**
   * The player's files (the watch route's chunk, styles and hls.js), named in a meta tag: a page
   * with Play controls prefetches them when idle, unless the viewer saves data.
   */
  player?: string[];
}

export interface ImageHint {
  src: string;
  srcSet: string;
  sizes: string;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  '"': "&quot;",
  "<": "&lt;",
  ">": "&gt;",
};

function attr(value: string): string {
  return value.replace(/[&"<>]/g, (c) => ESCAPES[c] ?? c);
}

function imagePreload({ src, srcSet, sizes }: ImageHint): string {
  return (
    `<link rel="preload" as="image" href="${attr(src)}" imagesrcset="${attr(srcSet)}" ` +
    `imagesizes="${attr(sizes)}" fetchpriority="high">`
  );
}

export function renderHeadTags(hints: HeadHints): string {
  const tags: string[] = [];
  for (const image of [...(hints.image ? [hints.image] : []), ...(hints.posters ?? [])]) {
    tags.push(imagePreload(image));
  }
  for (const href of hints.fetches) {
    tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(href)}">`);
  }
  for (const href of hints.modules) {
    tags.push(`<link rel="modulepreload" crossorigin href="${attr(href)}">`);
  }
  for (const href of hints.styles) {
    tags.push(`<link rel="stylesheet" crossorigin href="${attr(href)}">`);
  }
  if (hints.player?.length) {
    tags.push(`<meta name="tazama:player" content="${attr(hints.player.join(" "))}">`);
  }
  return tags.join("\n    ");
}

/**
 * The built index.html with `tags` placed before its first script (so the browser starts them
 * first), or at the end of the head when it has none.
 */
export function injectHead(html: string, tags: string): string {
  if (tags === "") return html;
  const head = html.indexOf("</head>");
  const script = html.indexOf("<script");
  const at = script !== -1 && (head === -1 || script < head) ? script : head;
  if (at === -1) return html;
  return `${html.slice(0, at)}${tags}\n    ${html.slice(at)}`;
}

/**
 * index.html without its catalogue preload: for the player's page, which shows nothing of the
 * catalogue (the web app's layout leaves its bars and search out there) — 15 KB less before the
 * first frame.
 */
export function withoutCataloguePreload(html: string): string {
  return html.replace(/\n?[ \t]*<link rel="preload" as="fetch"[^>]*-app-cache[^>]*>/, "");
}

/**
 * index.html without its modulepreloads of `hrefs`: a cold /watch page fetches the app's code
 * only after its video plays (the web app's boot order), not with the first segments.
 */
export function withoutModulePreloads(html: string, hrefs: readonly string[]): string {
  const dropped = new Set(hrefs);
  return html
    .split("\n")
    .filter((line) => {
      const href = /^\s*<link rel="modulepreload"[^>]* href="([^"]+)"[^>]*>\s*$/.exec(line)?.[1];
      return href === undefined || !dropped.has(href);
    })
    .join("\n");
}
