import { expect, keepScreenshot, test } from "./fixtures.ts";

// Issue 17 (profile): My Membership's Security — where the account is signed in, signing another
// device out, and a new password that needs the current one.

test("sign another device out, then change the password, from My Membership", async ({
  page,
  browser,
  signUpViewer,
}, info) => {
  const viewer = await signUpViewer(`Zawadi security${info.project.name}`);
  // A second device: another browser signed in to the same account.
  const other = await browser.newContext({ baseURL: info.project.use.baseURL });
  const login = await other.request.post("/api/v1/users/login", {
    headers: { "x-forwarded-for": "10.250.1.1" },
    data: { email: viewer.email, password: viewer.password },
  });
  expect(login.status()).toBe(200);

  await page.goto("/my-membership");
  const security = page.getByRole("region", { name: "Security" });
  const devices = security.getByRole("list", { name: "Devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByText("This device")).toHaveCount(1);
  await security.scrollIntoViewIfNeeded();
  await keepScreenshot(page, "my-membership-security", info.project.name);

  await devices.getByRole("button", { name: /^Sign out / }).click();
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  expect((await other.request.get("/api/v1/users/me")).status()).toBe(401);
  await other.close();

  const form = security.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current password").fill(viewer.password);
  await form.getByLabel("New password").fill("baobab-shade-at-noon");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed.", { exact: true })).toBeVisible();
  // Still signed in here.
  expect((await page.request.get("/api/v1/users/me")).status()).toBe(200);
});
