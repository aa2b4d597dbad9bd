import { rememberFirstAdmin, setupLinkFromLog } from "./admin.ts";
import { expect, keepScreenshot, test } from "./fixtures.ts";

// Issue 18: a new install's first admin comes from the link the server printed. This runs once,
// before both projects (the config's "first-admin" project): an install has one first admin, and
// every spec that needs an admin has this one promote theirs (admin.ts, makeAdmin).
test("the first admin: the link the server printed makes a signed-in newcomer the admin", async ({
  page,
  signUpViewer,
}) => {
  const link = setupLinkFromLog();
  const newcomer = await signUpViewer("Folake First Admin");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Become the admin" })).toBeVisible();
  await keepScreenshot(page, "admin-setup", "desktop");
  await page.getByRole("button", { name: "Become the admin" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("table", { name: "People" })).toBeVisible();
  rememberFirstAdmin(newcomer);

  // The link is spent, and its page says so at once, with no button (issue 42 §11).
  await page.goto(link);
  await expect(page.getByText(/This link has been used: the site has its admin/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Become the admin" })).toHaveCount(0);
  const again = await page.request.post("/api/v1/setup/firstAdmin", {
    data: { token: new URL(link, "http://x").searchParams.get("token") },
  });
  expect(again.status()).toBe(404);
});

// ADR 0069: a priced title is listed once its main video plays. The demo videos are transcoded
// in the background after the server starts (or linked at once from an earlier run's data dir):
// the specs that browse, search and buy priced demo titles start once they are listed.
test("the demo videos are ready: the priced demo titles are listed", async ({ page }) => {
  // A first run transcodes the three demo folders one after another (minutes each on a busy
  // machine); a data dir that has them links them at the start.
  test.setTimeout(1_260_000);
  await expect
    .poll(
      async () => {
        const response = await page.request.get("/api/tazama-app-cache?build=1&platform=web");
        const { content } = (await response.json()) as { content: { free: boolean }[] };
        return content.filter((title) => !title.free).length;
      },
      { timeout: 1_200_000, intervals: [2_000] },
    )
    // 59 priced demo movies and 38 episodes, once their three shared demo folders are ready.
    .toBeGreaterThanOrEqual(90);
});
