import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Page, test as base, expect } from "@playwright/test";

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "../screenshots");

/** A viewer made for one test, signed in in the test's browser context. */
export interface Viewer {
  name: string;
  email: string;
  password: string;
  /** E.164, a Kenyan mobile number no other run uses. */
  phoneNumber: string;
}

export const VIEWER_PASSWORD = "kibera-sunrise-2024";

/** The browser's language as the web app sends it at sign-up ("en-US"), as simpleLocale does. */
function signUpLocale(language: string): string | undefined {
  const [lang, ...rest] = language.split(/[-_]/);
  if (!lang || !/^[a-zA-Z]{2,3}$/.test(lang)) return undefined;
  const region = rest.find((tag) => /^[a-zA-Z]{2}$/.test(tag));
  return region ? `${lang.toLowerCase()}-${region.toUpperCase()}` : lang.toLowerCase();
}

let viewers = 0;
/** 10.x.y.z, a new one per sign-up in this worker. */
function viewerAddress(): string {
  viewers += 1;
  const n = (process.pid % 200) * 65_536 + viewers;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * The licence checks of `page` come from an address of this test's own, as each viewer's device
 * has in life: the check is limited per address (30 a minute), and a download test that opens
 * pages again and again would otherwise share 127.0.0.1's minute with the tests before it.
 * Returns how many checks went through the route (a test can assert the route was used).
 */
export async function licenceChecksFromOwnAddress(page: Page): Promise<() => number> {
  const address = viewerAddress();
  let checks = 0;
  await page.context().route("**/api/v1/users/downloads/licences/status", async (route) => {
    checks += 1;
    await route.continue({
      headers: { ...route.request().headers(), "x-forwarded-for": address },
    });
  });
  return () => checks;
}

/**
 * Signs a new viewer up through the API (`POST /api/v1/users/signup`), with what the join form
 * would send: the session and `user` cookies land in the page's context, so every page and
 * `page.request` after it is signed in. For tests that are not about signing in.
 */
export async function signUpThroughApi(page: Page, name: string): Promise<Viewer> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const slug = name.toLowerCase().replace(/[^a-z]+/g, ".");
  const viewer: Viewer = {
    name,
    email: `${slug}.${stamp}@example.com`,
    password: VIEWER_PASSWORD,
    phoneNumber: `+2547${stamp.slice(-8)}`,
  };
  const language = await page.evaluate(() => navigator.language);
  const response = await page.request.post("/api/v1/users/signup", {
    // Each viewer from an address of their own (the e2e server trusts the proxy header).
    headers: { "x-forwarded-for": viewerAddress() },
    data: {
      name: viewer.name,
      email: viewer.email,
      phone_number: viewer.phoneNumber,
      password: viewer.password,
      affiliateCodeUsed: null,
      source: "tazama-web",
      locale: signUpLocale(language),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return viewer;
}

/**
 * Fails the test on any console error or uncaught page error. `page.goto` also waits until the
 * app has started (start-app.tsx marks <html>): server-rendered buttons do nothing before that.
 */
export const test = base.extend<{
  consoleErrors: string[];
  /** Signs a new viewer named `name` in without the UI (see signUpThroughApi). */
  signUpViewer: (name: string) => Promise<Viewer>;
}>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled) {
        await page.waitForSelector("html[data-app-started]", { state: "attached" });
      }
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // Chromium's "Failed to load resource" does not say which: the failed requests do.
      const failed: string[] = [];
      page.on("requestfailed", (r) =>
        failed.push(`${r.method()} ${r.url()} ${r.failure()?.errorText}`),
      );
      // Nor which answer was a 4xx or 5xx: these do.
      const refused: string[] = [];
      page.on("response", (r) => {
        if (r.status() >= 400) refused.push(`${r.status()} ${r.request().method()} ${r.url()}`);
      });
      await use(errors);
      // The errors first: a CI summary keeps only the message's first few hundred characters.
      const said = errors.map((e) => e.slice(0, 300)).join(" | ");
      expect(
        errors,
        `console errors: ${said}; refused: ${refused.join(", ") || "none"}; failed requests: ${failed.join(", ") || "none"}`,
      ).toEqual([]);
    },
    { auto: true },
  ],
  signUpViewer: async ({ page }, use) => {
    await use((name) => signUpThroughApi(page, name));
  },
});

/** Keeps a full-page screenshot named after the page and the project (desktop or mobile). */
export async function keepScreenshot(page: Page, name: string, project: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // As a person sees it once it has settled: not mid-way through a smooth scroll (a booking
  // scrolls to its ticket) or the header's slide that follows one. At most 2 s (a spinner's
  // animation never ends).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const limit = performance.now() + 2_000;
        let last = -1;
        let still = 0;
        const finite = () =>
          document.getAnimations().filter((a) => {
            const timing = a.effect?.getComputedTiming();
            return a.playState === "running" && timing?.iterations !== Infinity;
          }).length;
        const tick = () => {
          const y = window.scrollY;
          still = y === last && finite() === 0 ? still + 1 : 0;
          last = y;
          if (still >= 5 || performance.now() > limit) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-${project}.png`),
    fullPage: false,
  });
}

/**
 * Chromium logs every failed resource load as a console error. Some are the point of a test (a
 * wrong password is a 401 from /api/v1/users/login) or come from the development OIDC pages that
 * stand in for Google (no icon, so their automatic /favicon.ico 404s). Returns a function that
 * drops exactly the errors logged for `pathname`; anything else still fails the test.
 */
export function expectResourceErrors(page: Page, consoleErrors: string[], pathname: string) {
  const expected: string[] = [];
  page.on("console", (msg) => {
    const url = msg.location().url;
    const at = url ? new URL(url).pathname : "";
    // A pathname ending in "/" stands for everything under it ("/api/v1/postRefreshments/").
    const matches = pathname.endsWith("/") ? at.startsWith(pathname) : at === pathname;
    if (msg.type() === "error" && matches) {
      expected.push(msg.text());
    }
  });
  return (count?: number) => {
    if (count !== undefined) expect(expected).toHaveLength(count);
    for (const text of expected) consoleErrors.splice(consoleErrors.indexOf(text), 1);
  };
}

export { expect };

/*
 * Which screen size runs a test (the config's projects pick by tag). Untagged: the phone (390×844)
 * only — most viewers watch on phones, and a flow's logic is the same at any size. Run twice only
 * what changes with the size.
 */

/**
 * For a test of a console flow done on a laptop (the admin's catalogue, money and moderation
 * pages; an organisation's CSV import and seats): the desktop project only. Console pages that
 * change shape on a phone (cards for tables) keep a phone test.
 */
export const LAPTOP = { tag: "@laptop" } as const;

/** What only a wide screen has (the top bar's nav, the genre bar's arrows, the search dropdown). */
export const DESKTOP = { tag: "@desktop" } as const;

/** The main screens, whose look differs by size: at 1280×800 and at 390×844. */
export const BOTH_SIZES = { tag: "@both-sizes" } as const;
