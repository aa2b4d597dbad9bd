import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { makeAdmin } from "./admin.ts";
import { catalogueRefs } from "./pages.ts";

// Issue 42 §3: every screen in all five languages. Each route is opened in French, Swahili, Hausa
// and Yoruba, and no visible text (nor a visible control's label or placeholder) may equal the
// English of a message that language translates differently: what is left in English shows.
// Catalogue text (titles, synopses, names) is data, not a message, and is never compared.

const LOCALES = path.join(import.meta.dirname, "../../apps/web/src/locales");

/** `msgid → msgstr` of one .po file (explicit ids; multi-line strings joined). */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  let id: string | null = null;
  let field: "id" | "str" | null = null;
  let str = "";
  const unquote = (s: string) => JSON.parse(s) as string;
  const flush = () => {
    if (id) entries.set(id, str);
    id = null;
    str = "";
    field = null;
  };
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line.startsWith("msgid ")) {
      flush();
      id = unquote(line.slice(6));
      field = "id";
    } else if (line.startsWith("msgstr ")) {
      str = unquote(line.slice(7));
      field = "str";
    } else if (line.startsWith('"') && field) {
      if (field === "id") id = (id ?? "") + unquote(line);
      else str += unquote(line);
    } else if (line.trim() === "") {
      flush();
    }
  }
  flush();
  return entries;
}

/**
 * The English texts that must not show in `language`: a message's English when the language's
 * translation differs (messages with values aside: their English never shows whole).
 */
function englishLeftovers(language: string): Map<string, string> {
  const leftovers = new Map<string, string>();
  // A word the language itself uses for another message is the language's (French "Admin" for
  // the console's heading, Hausa "Share" for delete), whatever another message's English is.
  const ownWords = new Set<string>();
  for (const folder of [LOCALES, path.join(LOCALES, "console")]) {
    const english = readPo(path.join(folder, "en.po"));
    const translated = readPo(path.join(folder, `${language}.po`));
    for (const text of translated.values()) ownWords.add(text.trim());
    for (const [id, text] of english) {
      const other = translated.get(id);
      if (!text || !other || other === text || text.includes("{")) continue;
      if (text.trim().length < 2) continue;
      leftovers.set(text.trim(), id);
    }
  }
  for (const word of ownWords) leftovers.delete(word);
  return leftovers;
}

/** Every visible text node, and the labels and placeholders of visible elements. */
function visibleStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const seen = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest("script,style,noscript")) continue;
      if (seen(parent)) out.add(text);
    }
    const labelled = document.body.querySelectorAll<HTMLElement>(
      "[aria-label],[placeholder],[title],img[alt]",
    );
    for (const element of Array.from(labelled)) {
      if (!seen(element)) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.add(value);
      }
    }
    return [...out];
  });
}

/** The catalogue's own words: its genres' names, as the operator wrote them (data, not messages). */
async function catalogueWords(page: Page): Promise<Set<string>> {
  const response = await page.request.get("/api/v1/genres");
  expect(response.ok()).toBe(true);
  const { genres } = (await response.json()) as { genres: { name: string }[] };
  return new Set(genres.map((genre) => genre.name));
}

/** The English left on the page that is open now, as `"text" (id)`. */
async function englishOn(
  page: Page,
  leftovers: Map<string, string>,
  data: Set<string>,
): Promise<string[]> {
  // The whole catalogue arrives as the page hydrates; parts drawn meanwhile draw again.
  await page.waitForLoadState("networkidle");
  return (await visibleStrings(page))
    .filter((text) => leftovers.has(text) && !data.has(text))
    .map((text) => `"${text}" (${leftovers.get(text)})`);
}

/**
 * How many pages of one browser context open the routes at once: most of a route's time is the
 * wait for the network to go quiet, which tabs share (one tab took 35 s a language).
 */
const TABS = 3;

interface Tab {
  page: Page;
  /** Console errors and uncaught errors of this tab (the fixture watches the test's page only). */
  errors: string[];
}

/**
 * The test's page (its errors are the fixture's `consoleErrors`) and `count - 1` more in its
 * context (same viewport, cookies and language).
 */
async function openTabs(page: Page, consoleErrors: string[], count: number): Promise<Tab[]> {
  const tabs: Tab[] = [{ page, errors: consoleErrors }];
  for (let i = 1; i < count; i++) tabs.push({ page: await page.context().newPage(), errors: [] });
  for (const tab of tabs.slice(1)) {
    tab.page.on("console", (msg) => {
      if (msg.type() === "error") tab.errors.push(msg.text());
    });
    tab.page.on("pageerror", (error) => tab.errors.push(error.message));
  }
  return tabs;
}

/** Every route once, each tab taking the next route as it finishes one. */
async function visitAll(
  tabs: Tab[],
  routes: string[],
  visit: (page: Page, errors: string[], route: string) => Promise<void>,
): Promise<void> {
  const queue = [...routes];
  await Promise.all(
    tabs.map(async (tab) => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        await visit(tab.page, tab.errors, route);
      }
    }),
  );
}

const LANGUAGES = ["fr", "sw", "ha", "yo"] as const;

/** The console's pages (apps/web/src/app/routes/admin/admin.tsx). */
const CONSOLE_SECTIONS = [
  "titles",
  "titles/new",
  "media",
  "genres",
  "events",
  "screenings",
  "users",
  "organisations",
  "payments",
  "passes",
  "vouchers",
  "referrals",
  "requests",
  "submissions",
  "sms",
  "reports",
  "quality",
  "audit",
];

for (const language of LANGUAGES) {
  test.describe(`every route in ${language}`, () => {
    test.use({ locale: `${language}-NG` });

    test(`no English left on the public, the member's and the console's pages (${language})`, async ({
      page,
      baseURL,
      consoleErrors,
      signUpViewer,
    }) => {
      test.slow();
      const leftovers = englishLeftovers(language);
      expect(leftovers.size).toBeGreaterThan(500);
      const { movie, episode } = await catalogueRefs(page);
      const data = await catalogueWords(page);
      // The pages that say "not found" are answered 404, as they should be (and say it).
      const notFound = new Set(["/people/nobody-at-all", "/no-such-page"]);
      const publicRoutes = [
        "/",
        "/movies",
        "/series",
        `/view/${movie.ref}`,
        `/series/${episode.seriesRef ?? episode.ref}`,
        "/search?q=ovretime",
        "/screenings",
        "/about",
        "/privacy",
        "/coming-soon",
        "/login",
        "/register",
        "/reset-password",
        "/people/nobody-at-all",
        "/no-such-page",
      ];
      const memberRoutes = [
        "/my-membership",
        "/my-collection",
        "/downloads",
        "/requests",
        "/submit",
        "/party",
        "/org",
      ];
      const found: string[] = [];
      const visit = async (tab: Page, errors: string[], route: string) => {
        const before = errors.length;
        await tab.goto(route);
        await tab.waitForSelector("html[data-app-started]", { state: "attached" });
        if (notFound.has(route)) {
          await tab.waitForLoadState("networkidle");
          const refusals = errors.slice(before).filter((e) => e.includes("status of 404"));
          expect(refusals.length, `${route} is answered 404`).toBeGreaterThan(0);
          for (const refusal of refusals) errors.splice(errors.indexOf(refusal), 1);
        }
        await expect(tab.locator("html")).toHaveAttribute("lang", language);
        for (const text of await englishOn(tab, leftovers, data)) found.push(`${route}: ${text}`);
      };
      const tabs = await openTabs(page, consoleErrors, TABS);
      try {
        await visitAll(tabs, publicRoutes, visit);
        await signUpViewer(`Amina ${language}`);
        await visitAll(tabs, memberRoutes, visit);
        await makeAdmin(page, baseURL!);
        const consolePages = CONSOLE_SECTIONS.map((section) => `/admin/${section}`);
        await visitAll(tabs, [...consolePages, `/admin/titles/${movie.ref}`], visit);
      } finally {
        await Promise.all(tabs.slice(1).map((tab) => tab.page.close()));
      }
      // The test's own page reports through the fixture; the other tabs' errors fail here.
      const others = tabs.slice(1).flatMap((tab) => tab.errors);
      expect(others, "console errors in the other tabs").toEqual([]);
      expect(found, `English left on screen in ${language}`).toEqual([]);
    });
  });
}
