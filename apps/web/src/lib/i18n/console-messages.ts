import { pageI18n } from "./i18n.ts";

/**
 * Adds the console's messages (lingui.config.ts CONSOLE) to the page's catalogue, with the
 * console's code (admin.tsx waits for them). On the server the catalogue already holds them.
 */
export async function loadConsoleMessages(): Promise<void> {
  const page = await pageI18n.current;
  if (!page) return;
  const { loadConsoleCatalogue } = await import("./load-messages.ts");
  page.load(await loadConsoleCatalogue(page.locale));
}
