import type { Page } from "@playwright/test";
import { makeAdmin } from "./admin.ts";
import { BOTH_SIZES, DESKTOP, expect, keepScreenshot, test } from "./fixtures.ts";

// Issue 19, five languages: a visitor's browser language picks the first paint's (the server
// draws it so, <html lang> included); the header's picker changes it, and it sticks. Home, a
// title page, the join form and the log-in form are seen in each language.

const LANGUAGE_NAMES = {
  en: "English",
  fr: "Français",
  sw: "Kiswahili",
  ha: "Hausa",
  yo: "Yorùbá",
};
const WORDS = {
  en: {
    join: "Join for Free",
    name: "Full name",
    movies: "Movies",
    details: "See details",
    login: "Log in",
    password: "Enter your password.",
    movieCount: /^\d+ movies$/,
  },
  fr: {
    join: "Inscription gratuite",
    name: "Nom complet",
    movies: "Films",
    details: "Voir les détails",
    login: "Se connecter",
    password: "Saisissez votre mot de passe.",
    movieCount: /^\d+ films$/,
  },
  sw: {
    join: "Jiunge Bure",
    name: "Jina kamili",
    movies: "Filamu",
    details: "Angalia maelezo",
    login: "Ingia",
    password: "Weka nenosiri lako.",
    movieCount: /^filamu \d+$/,
  },
  ha: {
    join: "Yi rajista kyauta",
    name: "Cikakken suna",
    movies: "Fina-finai",
    details: "Duba bayani",
    login: "Shiga",
    password: "Shigar da kalmar sirrinka.",
    movieCount: /^fina-finai \d+$/,
  },
  yo: {
    join: "Darapọ̀ Lọ́fẹ̀ẹ́",
    name: "Orúkọ ní kíkún",
    movies: "Fíìmù",
    details: "Wo àlàyé",
    login: "Wọlé",
    password: "Tẹ ọ̀rọ̀ aṣínà rẹ.",
    movieCount: /^fíìmù \d+$/,
  },
} as const;

async function firstMovieRef(page: Page): Promise<string> {
  const catalogue = (await (
    await page.request.get("/api/tazama-app-cache?build=1&platform=web")
  ).json()) as { content: { ref: string; type: string }[] };
  return catalogue.content.find((c) => c.type !== "Series")!.ref;
}

for (const [code, words] of Object.entries(WORDS)) {
  test.describe(`in ${LANGUAGE_NAMES[code as keyof typeof WORDS]}`, () => {
    test.use({ locale: code === "en" ? "en-US" : `${code}-NG` });

    test(
      `Home, a title page and the join form speak ${code}`,
      BOTH_SIZES,
      async ({ page }, info) => {
        // The server's first paint is already in the language (before any script runs).
        const html = await (
          await page.request.get("/", { headers: { "accept-language": `${code}-NG,${code}` } })
        ).text();
        expect(html).toMatch(new RegExp(`<html lang="${code}"[ >]`));
        expect(html).toContain(`data-language="${code}"`);

        await page.goto("/");
        await expect(page.locator("html")).toHaveAttribute("lang", code);
        await expect(
          page.getByRole("navigation").getByRole("link", { name: words.movies, exact: true }),
        ).toBeVisible();
        await expect(page.getByText(words.details, { exact: true }).first()).toBeVisible();
        await keepScreenshot(page, `lang-${code}-home`, info.project.name);

        await page.goto(`/view/${await firstMovieRef(page)}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await keepScreenshot(page, `lang-${code}-title`, info.project.name);

        // A listing: its heading and its count (a plural) in the language.
        await page.goto("/movies");
        await expect(page.getByRole("heading", { level: 1, name: words.movies })).toBeVisible();
        await expect(page.getByText(words.movieCount)).toBeVisible();
        await keepScreenshot(page, `lang-${code}-movies`, info.project.name);

        await page.goto("/register");
        await expect(page.getByRole("form", { name: words.join })).toBeVisible();
        await expect(page.getByRole("textbox", { name: words.name })).toBeVisible();
        await keepScreenshot(page, `lang-${code}-join`, info.project.name);

        // The log-in form, and what it says when something is missing.
        await page.goto("/login");
        const login = page.getByRole("form", { name: words.login });
        await login.getByRole("textbox").first().fill("amina@example.com");
        await login.getByRole("button", { name: words.login, exact: true }).click();
        await expect(login.getByText(words.password, { exact: true })).toBeVisible();
        await keepScreenshot(page, `lang-${code}-login`, info.project.name);
      },
    );
  });
}

test.describe("first visit with Accept-Language fr from a browser set to English", () => {
  // One rule on both sides (issue 42 §5): the language the server drew the page in is the one
  // the app goes on in after it starts, not the browser's own.
  test.use({ locale: "en-US" });

  test("the page stays French after the app starts, on a server-drawn page and on a shell", async ({
    page,
  }) => {
    // The browser's own header follows its locale: a phone whose system says French sends it.
    await page.route("**/*", (route) =>
      route.continue({
        headers: { ...route.request().headers(), "accept-language": "fr-FR,fr;q=0.9" },
      }),
    );
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(
      page.getByRole("navigation").getByRole("link", { name: "Films", exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.language)).toBe("en-US");
    // A page the app draws itself (a shell), then a move inside the app.
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("form", { name: "Se connecter" })).toBeVisible();
    await page.goto("/movies");
    await expect(page.getByRole("heading", { level: 1, name: "Films" })).toBeVisible();
  });
});

test(
  "the header's language picker changes the language, and it stays",
  DESKTOP,
  async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // The picker is its own small chunk: it answers once hydrated.
    const picker = page.locator("header select[data-ready]");
    await expect(picker).toHaveAttribute("aria-label", "Language");
    await picker.selectOption("sw");
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
    await expect(page.getByRole("link", { name: "Filamu", exact: true })).toBeVisible();
    // The choice is kept (the location cookie) for the next page the server draws.
    await page.goto("/register");
    await expect(page.getByRole("textbox", { name: "Jina kamili" })).toBeVisible();
    await expect(picker).toHaveAttribute("aria-label", "Lugha");
    await picker.selectOption("en");
    await expect(page.getByRole("textbox", { name: "Full name" })).toBeVisible();
  },
);

test.describe("signed in, in French", () => {
  test.use({ locale: "fr-NG" });

  test("My Membership and Requests speak French: wallet, passes, vouchers, payments, a request", async ({
    page,
    signUpViewer,
  }, info) => {
    await signUpViewer(`Aïcha Langue ${info.project.name}`);
    await page.goto("/my-membership");
    await expect(page.getByRole("heading", { level: 1, name: "Mon abonnement" })).toBeVisible();
    await expect(page.getByText("Solde du portefeuille")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Pass", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Utiliser un bon" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Historique des paiements" })).toBeVisible();
    await keepScreenshot(page, "lang-fr-membership", info.project.name);

    // A request, asked and answered in French (the votes line is a plural).
    await page.goto("/requests");
    await expect(page.getByRole("heading", { level: 1, name: "Demander un titre" })).toBeVisible();
    const form = page.getByRole("form", { name: "Demander un titre" });
    await form.getByRole("textbox", { name: "Titre" }).fill(`Le Fil ${Date.now().toString(36)}`);
    await form.getByRole("textbox", { name: "Année" }).fill("2021");
    await form.getByRole("button", { name: "Le demander" }).click();
    await expect(form.getByRole("status")).toContainText("Merci : nous avons bien votre demande");
    await expect(page.getByRole("heading", { name: "Vos demandes" })).toBeVisible();
    await expect(page.getByText("Vous l’avez demandé").first()).toBeVisible();
    await keepScreenshot(page, "lang-fr-requests", info.project.name);
  });

  test("the admin console speaks French: its messages arrive with its code, not in a viewer's page", async ({
    page,
    signUpViewer,
    baseURL,
  }, info) => {
    await signUpViewer(`Kofi Console ${info.project.name}`);
    // A viewer's page carries the viewer's catalogue only.
    const home = await (await page.request.get("/")).text();
    expect(home).toContain('id="tz-messages" data-language="fr"');
    expect(home).not.toContain('"admin.nav.titles"');
    await makeAdmin(page, baseURL!);
    await page.goto("/admin/users");
    // The people, as a table on a wide screen and as cards on a phone.
    const people = info.project.name === "mobile" ? "list" : "table";
    await expect(page.getByRole(people, { name: "Personnes" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Titres", exact: true })).toBeVisible();
    await keepScreenshot(page, "lang-fr-console", info.project.name);
  });
});
