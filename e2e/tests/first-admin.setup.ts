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
