import type { Page } from "@playwright/test";
import {
  BOTH_SIZES,
  DESKTOP,
  expect,
  expectResourceErrors,
  keepScreenshot,
  test,
} from "./fixtures.ts";
import { waitUntilOnSale } from "./pages.ts";

// Issue 4 end to end: join, header, logout, log-in errors, reset through the dev mailbox, Google
// through the development OIDC provider that stands in for it, and the mobile menu.

const PASSWORD = "kibera-sunrise-2024";
const NEW_PASSWORD = "nairobi-after-rain-77";

function uniqueUser(tag: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `Amina ${tag}`,
    email: `amina.${tag}.${stamp}@example.com`,
    // A Kenyan mobile number no other run uses: 7 + 8 digits.
    phone: `7${stamp.slice(-8)}`,
  };
}

async function join(page: Page, user: ReturnType<typeof uniqueUser>, password = PASSWORD) {
  await page.goto("/register");
  await page.getByLabel("Full name").fill(user.name);
  await page.getByRole("textbox", { name: "Email" }).fill(user.email);
  await page.getByRole("combobox", { name: "Country" }).selectOption("KE");
  await page.getByRole("textbox", { name: "Phone number" }).fill(user.phone);
  await page.getByRole("textbox", { name: "Password" }).fill(password);
  await page.getByRole("button", { name: "Join for Free" }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

const header = (page: Page) => page.locator("header");

/** The newest dev-mailbox link to the reset page for `email`, as a same-origin path. */
async function resetLinkFor(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get("/dev/mailbox.json");
      const body = (await response.json()) as {
        messages: { to: string; links: string[] }[];
      };
      link = body.messages
        .find((m) => m.to.toLowerCase() === email.toLowerCase())
        ?.links.find((l) => l.includes("/reset-password?token="));
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** Signs in on the development OIDC page (it stands in for Google). */
async function devGoogleSignIn(page: Page, name: string, email: string) {
  await expect(
    page.getByRole("heading", { name: "Development sign-in — stands in for Google" }),
  ).toBeVisible();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
}

/** A title that is for sale (not free, with prices). */
async function paidTitleRef(page: Page): Promise<string> {
  const catalogue = (await (
    await page.request.get("/api/tazama-app-cache?build=1&platform=web")
  ).json()) as { content: { ref: string; type: string }[] };
  for (const item of catalogue.content.filter((c) => c.type !== "Series")) {
    const detail = (await (
      await page.request.get(`/api/v1/content/${encodeURIComponent(item.ref)}`)
    ).json()) as { content: { free: boolean; prices: unknown[] } };
    if (!detail.content.free && detail.content.prices.length > 0) return item.ref;
  }
  throw new Error("no title for sale in the demo catalogue");
}

test(
  "join → name in the header → logout → wrong password → reset by mail → log in",
  DESKTOP,
  async ({ page, consoleErrors }, info) => {
    const forgiveWrongPassword = expectResourceErrors(page, consoleErrors, "/api/v1/users/login");
    const user = uniqueUser("journey");

    await join(page, user);
    await expect(page.getByText(`Welcome to Tazama, ${user.name}!`)).toBeVisible();
    await expect(page).toHaveURL("/");
    await expect(header(page).getByRole("link", { name: user.name })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "My Membership" })).toBeVisible();

    await header(page).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/");
    await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: user.name })).toHaveCount(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "user")).toBeUndefined();

    await page.goto("/login");
    await logIn(page, user.email, "not-the-password");
    await expect(page.getByText("Invalid Credentials")).toBeVisible();
    await expect(
      page.getByText(
        "The email or password you entered is incorrect. Please check your credentials and try again.",
      ),
    ).toBeVisible();
    forgiveWrongPassword(1);

    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(
      page.getByText("Password reset email sent, please check your Email or Spam folder"),
    ).toBeVisible();

    await page.goto(await resetLinkFor(page, user.email));
    await page.getByRole("textbox", { name: "New password", exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("textbox", { name: "Confirm new password" }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL("/login");
    await expect(
      page.getByText("Your password has been changed. Log in with your new password."),
    ).toBeVisible();

    // A members-only page sends the visitor to /login and back after it.
    await page.goto("/my-membership");
    await expect(page).toHaveURL("/login?redirect=%2Fmy-membership");
    await logIn(page, user.email, NEW_PASSWORD);
    await expect(page).toHaveURL("/my-membership");
    await expect(header(page).getByRole("link", { name: user.name })).toBeVisible();
    await expect(page.getByRole("region", { name: "Invite friends" })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await keepScreenshot(page, "my-membership-signed-in", info.project.name);
  },
);

test("Google from /login lands on / signed in", DESKTOP, async ({ page, consoleErrors }) => {
  const forgiveFavicon = expectResourceErrors(page, consoleErrors, "/favicon.ico");
  const user = uniqueUser("google");
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await devGoogleSignIn(page, user.name, user.email);
  await expect(page).toHaveURL("/");
  await expect(header(page).getByRole("link", { name: user.name })).toBeVisible();
  await expect(page.getByText(`Welcome, ${user.name}`)).toBeVisible();
  forgiveFavicon();
});

test(
  "Google from a title's Rent comes back to the title with the purchase query",
  DESKTOP,
  async ({ page, consoleErrors }) => {
    test.setTimeout(480_000);
    const forgiveFavicon = expectResourceErrors(page, consoleErrors, "/favicon.ico");
    const user = uniqueUser("rent");
    const ref = await paidTitleRef(page);
    await waitUntilOnSale(page, ref);
    await page.goto(`/view/${encodeURIComponent(ref)}`);
    await page.getByRole("link", { name: /^Rent / }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await devGoogleSignIn(page, user.name, user.email);

    await expect(page).toHaveURL(
      new RegExp(`/view/${ref}\\?purchaseType=rent&amount=\\d+&currency=[A-Z]{3}$`),
    );
    await expect(header(page).getByRole("link", { name: user.name })).toBeVisible();
    forgiveFavicon();
  },
);

test("the mobile menu shows the name, the account pages and Logout", async ({ page }, info) => {
  const user = uniqueUser("mobile");
  await join(page, user);
  await expect(page.getByText(`Welcome to Tazama, ${user.name}!`)).toBeVisible();
  await expect(page).toHaveURL("/");
  const menu = page.locator("#mobile-menu");
  const openMenu = () => page.getByRole("button", { name: "Open menu" }).click();
  await openMenu();
  await expect(page.getByTestId("mobile-menu-user")).toHaveText(user.name);
  await expect(menu.getByRole("link", { name: "My Collection" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await keepScreenshot(page, "mobile-menu-signed-in", info.project.name);

  // The wallet, passes, vouchers, payments and bought titles are one tap away on a phone.
  await menu.getByRole("link", { name: "My Membership" }).click();
  await expect(page).toHaveURL("/my-membership");
  await expect(page.getByRole("heading", { name: "My Membership", level: 1 })).toBeVisible();
  await expect(menu).toBeHidden();
  await openMenu();
  await menu.getByRole("link", { name: "My Collection" }).click();
  await expect(page).toHaveURL("/my-collection");
  await expect(page.getByRole("heading", { name: "My Collection", level: 1 })).toBeVisible();

  await openMenu();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/");
  await expect(menu).toBeHidden();
});

test("the log-in, join and reset pages", BOTH_SIZES, async ({ page }, info) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Log in", level: 1 })).toBeVisible();
  // Mantine's Button rules follow UnstyledButton's reset in the one stylesheet (else: no fill).
  const submit = page.getByRole("button", { name: "Log in", exact: true });
  expect(await submit.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe(
    "rgba(0, 0, 0, 0)",
  );
  await page.waitForLoadState("networkidle");
  await keepScreenshot(page, "login", info.project.name);

  await page.goto("/register?ref=FRIEND42");
  await expect(page.getByRole("heading", { name: "Join for Free", level: 1 })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Affiliate code" })).toHaveValue("FRIEND42");
  await page.waitForLoadState("networkidle");
  await keepScreenshot(page, "register", info.project.name);

  await page.goto("/registration");
  await expect(page.getByRole("heading", { name: "Registration", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Join for Free" })).toBeVisible();

  await page.goto("/reset-password?token=example");
  await expect(page.getByRole("heading", { name: "Reset your password", level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await keepScreenshot(page, "reset-password", info.project.name);
});
