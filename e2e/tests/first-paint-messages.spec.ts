import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { catalogueRefs } from "./pages.ts";

// Issue 41: the HTML of a server-rendered page carries only the messages its render used, never
// the whole catalogue; as it hydrates, the browser loads the messages the app's shell may draw
// (menus, dialogs: the build's shell-messages module, a few KB), and the rest of the catalogue
// (its own cached file) only with the first other page, which waits for it rather than show
// English or an id.

/** The head's messages of a page's HTML, and the module of its shell's messages it names. */
function embedded(html: string): { language: string; json: string; shell: string } {
  const match =
    /<script type="application\/json" id="tz-messages" data-language="(\w+)" data-shell="([^"]+)">(.*?)<\/script>/s.exec(
      html,
    );
  if (!match) throw new Error("no tz-messages in the page");
  return { language: match[1] ?? "", shell: match[2] ?? "", json: match[3] ?? "" };
}

const WHOLE_CATALOGUE = "Saisissez votre mot de passe.";
const SHELL_MESSAGES = "Ouvrir le menu";

/**
 * Counts the French files fetched, by a text only each holds: "Saisissez votre mot de passe." is
 * in the whole catalogue's chunk alone (the build strips source messages from the app's code),
 * "Ouvrir le menu" in the shell's module (and the whole catalogue). Holds those with `hold` until
 * the test calls `release`.
 */
async function watchFrench(page: Page, hold: string | null) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const counts = { whole: 0, shell: 0 };
  await page.route("**/assets/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(WHOLE_CATALOGUE)) counts.whole += 1;
    else if (body.includes(SHELL_MESSAGES)) counts.shell += 1;
    if (hold && body.includes(hold)) await released;
    await route.fulfill({ response, body });
  });
  return { whole: () => counts.whole, shell: () => counts.shell, release };
}

test.describe("in French", () => {
  test.use({ locale: "fr-NG" });

  test("/ and /movies carry their own few messages, and the HTML of / stays small", async ({
    page,
  }) => {
    for (const url of ["/", "/movies"]) {
      const html = await (
        await page.request.get(url, { headers: { "accept-language": "fr-NG,fr" } })
      ).text();
      const { language, json, shell } = embedded(html);
      expect(language).toBe("fr");
      expect(shell).toMatch(/^\/assets\/shell-messages-fr-[\w-]+\.js$/);
      const messages = JSON.parse(json) as Record<string, unknown>;
      expect(Object.keys(messages).length).toBeGreaterThan(5);
      // The whole French catalogue is about 65 KB; a page's own messages, under 4 KB.
      expect(Buffer.byteLength(json)).toBeLessThan(4 * 1024);
      // Messages of other pages are not there (the join form's, the console's).
      expect(messages).not.toHaveProperty("admin.nav.titles");
      // The one render-blocking file first: the stylesheet before any script or JSON.
      expect(html.indexOf('<link rel="stylesheet"')).toBeGreaterThan(0);
      expect(html.indexOf('<link rel="stylesheet"')).toBeLessThan(html.indexOf("<script"));
      if (url === "/") {
        // Issue 41's goal: the HTML of / at most 8 KB compressed.
        expect(gzipSync(html).length).toBeLessThan(8 * 1024);
      }
    }
  });

  test("a page opened after the first waits for the catalogue: French, never English", async ({
    page,
  }) => {
    const french = await watchFrench(page, WHOLE_CATALOGUE);
    const { release } = french;
    const held = french.whole;

    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.waitForSelector("html[data-app-started]", { state: "attached" });
    // The server's page, hydrated with its own messages: French before the catalogue. Its
    // listing's count (a plural) is not among them.
    await page.getByRole("navigation").getByRole("link", { name: "Films", exact: true }).click();
    // The listing's code may be here, not its words: home stays on screen meanwhile, no English.
    await expect.poll(held).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 1, name: "Films" })).toHaveCount(0);
    await expect(page.getByText(/^\d+ movies$/)).toHaveCount(0);
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Films" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/movies");
    await expect(page.getByText(/^\d+ films$/)).toBeVisible();
    await expect(page.getByText(/^\d+ movies$/)).toHaveCount(0);
    // The phone's menu, drawn only in the browser: French too.
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(page.getByRole("link", { name: "Se connecter", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in", exact: true })).toHaveCount(0);
  });

  test("the title page stays on screen through a resize while the shell's messages are on their way", async ({
    page,
  }) => {
    const french = await watchFrench(page, SHELL_MESSAGES);
    const { release } = french;
    const held = french.shell;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/view/oshodi-overtime");
    await page.waitForSelector("html[data-app-started]", { state: "attached" });
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    const title = await heading.innerText();
    // The shell's messages are asked for as the page hydrates, and held here.
    await expect.poll(held).toBeGreaterThan(0);
    // The phone's layout draws parts the server did not: the page must not go blank meanwhile.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(heading).toBeVisible();
    await expect(heading).toHaveText(title);
    expect((await page.locator("main").innerText()).length).toBeGreaterThan(100);
    release();
    // Once they arrive, what was drawn meanwhile speaks French.
    await expect(page.getByRole("link", { name: "Se connecter", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in", exact: true })).toHaveCount(0);
    await expect(heading).toHaveText(title);
    expect(french.shell()).toBe(1);
  });

  test("/ hydrates and idles without the whole catalogue; its menu speaks French", async ({
    page,
  }) => {
    const french = await watchFrench(page, null);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.waitForSelector("html[data-app-started]", { state: "attached" });
    await expect.poll(french.shell).toBe(1);
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(page.getByRole("link", { name: "Se connecter", exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(french.whole()).toBe(0);
    // A page opened then brings it (and waits for it).
    await page.keyboard.press("Escape");
    await page.getByRole("navigation").getByRole("link", { name: "Films", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Films" })).toBeVisible();
    expect(french.whole()).toBe(1);
  });

  test("/downloads of a device that keeps nothing says so in French from its head's messages alone", async ({
    page,
  }) => {
    const french = await watchFrench(page, null);
    const drawn = embedded(await (await page.goto("/downloads"))!.text());
    // Looked up ahead by the server's render: what the page shows once the device is read.
    expect(drawn.json).toContain("Rien de téléchargé sur cet appareil pour l’instant.");
    await expect(
      page.getByText(
        "Rien de téléchargé sur cet appareil pour l’instant. Les titres que vous avez achetés ou loués ont un bouton Télécharger sur leur page.",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByText(/ libres sur cet appareil/)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(french.whole()).toBe(0);
  });

  test("the budget's public pages hydrate and idle without the whole catalogue", async ({
    page,
  }) => {
    const { movie, episode } = await catalogueRefs(page);
    const french = await watchFrench(page, null);
    for (const url of [
      "/",
      "/movies",
      `/view/${movie.ref}`,
      `/series/${episode.seriesRef ?? ""}`,
      "/screenings",
      "/search",
      `/search?q=${encodeURIComponent(movie.title)}`,
      "/downloads",
    ]) {
      await page.goto(url);
      await page.waitForSelector("html[data-app-started]", { state: "attached" });
      await page.waitForLoadState("networkidle");
      // What each draws after hydrating (More like this, the storage line) was in its head.
      expect(french.whole(), url).toBe(0);
    }
  });
});
