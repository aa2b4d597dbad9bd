import type { Language } from "@tazama/contracts";

/** The element the web app reads the page language's catalogue from (apps/web lib/i18n). */
export const MESSAGES_ELEMENT_ID = "tz-messages";

/**
 * The page's language and the compiled messages its server render used, as a JSON block (never
 * run as script) in the head: the browser hydrates in the server's language without fetching a
 * catalogue, then loads the module `data-shell` names (the messages a menu or dialog of the
 * app's shell may draw), and the rest of the catalogue (its own cacheable chunk) only with the
 * first other page it opens. A page the server
 * does not draw carries `{}`: the language alone (the browser loads its catalogue, which the head
 * preloads: `catalogueModule`).
 */
export function messagesHeadTag(
  language: Language,
  messages: Record<string, unknown>,
  /** A drawn page's: the build's module of the messages the app's shell may draw, loaded as it hydrates. */
  shell?: string,
): string {
  const data = JSON.stringify(messages).replace(/</g, "\\u003c");
  const shellAttribute = shell ? ` data-shell="${shell.replace(/[^\w./-]/g, "")}"` : "";
  return `<script type="application/json" id="${MESSAGES_ELEMENT_ID}" data-language="${language}"${shellAttribute}>${data}</script>`;
}

/** The page's `<html lang>` set to its language. */
export function withHtmlLang(html: string, language: Language): string {
  return html.replace(/<html\b[^>]*>/, (tag) =>
    /\blang="[^"]*"/.test(tag)
      ? tag.replace(/\blang="[^"]*"/, `lang="${language}"`)
      : tag.replace(/^<html/, `<html lang="${language}"`),
  );
}

/** The build's chunk of a language's compiled catalogue (apps/web lib/i18n/load-messages.ts). */
export function catalogueModuleKey(language: Language): string {
  return `src/locales/${language}.po`;
}
