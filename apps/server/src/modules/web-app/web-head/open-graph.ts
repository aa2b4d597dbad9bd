import { type ContentDetail, withParam } from "@tazama/contracts";
import { escapeHtml } from "../../../lib/escape-html.ts";

/** The name a link preview shows as the site (index.html's title says the same). */
const SITE_NAME = "Tazama";

/** Longest description a link preview shows in full (WhatsApp cuts near 200 characters). */
const DESCRIPTION_MAX = 200;

export interface PageMeta {
  /** The document title. */
  title: string;
  description: string;
  /** Open Graph and Twitter card tags, and the canonical link. */
  tags: string;
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > max * 0.6 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

/**
 * What a title page says about itself to a link preview (WhatsApp, Facebook, X, Telegram): the
 * title, the synopsis and the landscape art as a 1200×630 card, with absolute URLs on PUBLIC_URL.
 */
export function titlePageMeta(content: ContentDetail, publicUrl: string): PageMeta {
  const origin = publicUrl.replace(/\/+$/, "");
  const name = content.series ? `${content.series.title}: ${content.title}` : content.title;
  const title = `${name} (${content.year})`;
  const description = shorten(content.synopsis, DESCRIPTION_MAX);
  const url = `${origin}/view/${encodeURIComponent(content.ref)}`;
  const image = `${origin}${withParam(content.images.landscape, "card=1")}`;
  const meta = (key: "property" | "name", id: string, value: string) =>
    `<meta ${key}="${id}" content="${escapeHtml(value)}">`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:type", content.series ? "video.episode" : "video.movie"),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:url", url),
    meta("property", "og:image", image),
    meta("property", "og:image:type", "image/jpeg"),
    meta("property", "og:image:width", "1200"),
    meta("property", "og:image:height", "630"),
    meta("property", "og:image:alt", `${content.title}: artwork`),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", image),
  ].join("\n    ");
  return { title: `${title} — ${SITE_NAME}`, description, tags };
}

/** The page's HTML with its own <title> and description instead of the app's. */
export function withPageMeta(html: string, meta: PageMeta): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    );
}
