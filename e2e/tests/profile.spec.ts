import { expect, keepScreenshot, test } from "./fixtures.ts";

// Issue 17 (profile, `users/update`): edit the name, language and country, add a photo (cropped
// square by the server), and delete the account from My Membership.

/** A 2×1 PNG (one orange, one dark pixel): a real picture the server crops square. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4ulRFREQEAAoGAfuOL1BPAAAAAElFTkSuQmCC",
  "base64",
);

test("edit the profile, add a photo, then delete the account", async ({
  page,
  signUpViewer,
}, info) => {
  const viewer = await signUpViewer(`Chidi profile${info.project.name}`);
  await page.goto("/my-membership");
  const profile = page.getByLabel("Your profile");
  await profile.getByRole("button", { name: "Edit profile" }).click();
  const form = profile.getByRole("form", { name: "Edit profile" });
  await form.getByRole("textbox", { name: "Name" }).fill("Chidi Okafor");
  await form.getByRole("combobox", { name: "Language" }).selectOption("yo");
  await form.getByRole("combobox", { name: "Country" }).selectOption("NG");
  await form.getByRole("button", { name: "Save" }).click();
  // Another language: the page is drawn again in it (the screens translated so far speak it).
  await expect(page.locator("html")).toHaveAttribute("lang", "yo");
  await expect(page.getByRole("link", { name: "Fíìmù", exact: true })).toBeVisible();
  // My Membership now speaks Yoruba too.
  const yoProfile = page.getByLabel("Àkọsílẹ̀ rẹ");
  await expect(yoProfile.getByText("Chidi Okafor", { exact: true })).toBeVisible();
  // The `user` cookie (what the header shows) carries the new name.
  const cookie = (await page.context().cookies()).find((c) => c.name === "user");
  expect(decodeURIComponent(cookie!.value)).toContain('"fullname":"Chidi Okafor"');

  const chooser = page.waitForEvent("filechooser");
  await yoProfile.getByRole("button", { name: "Fi àwòrán kún un" }).click();
  await (await chooser).setFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  const avatar = yoProfile.locator("img").first();
  await expect(avatar).toHaveAttribute("src", /^\/api\/v1\/users\/photos\/[0-9a-f]{64}\.webp$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  const me = (await (await page.request.get("/api/v1/users/me")).json()) as {
    user: { locale: string; name: string };
  };
  expect(me.user).toMatchObject({ name: "Chidi Okafor", locale: "yo-NG" });
  await yoProfile.scrollIntoViewIfNeeded();
  await keepScreenshot(page, "my-membership-profile", info.project.name);

  await page.getByRole("button", { name: "Pa àkáǹtì rẹ́" }).click();
  const dialog = page.getByRole("dialog", { name: "Pa àkáǹtì rẹ rẹ́?" });
  await expect(dialog.getByRole("button", { name: "Pa àkáǹtì mi rẹ́" })).toBeDisabled();
  await dialog.getByRole("textbox", { name: "Tẹ DELETE láti fìdí rẹ̀ múlẹ̀" }).fill("DELETE");
  await dialog.locator('input[type="password"]').fill(viewer.password);
  await expect(dialog).toHaveCSS("opacity", "1"); // the opening transition is over
  await keepScreenshot(page, "delete-account-dialog", info.project.name);
  await dialog.getByRole("button", { name: "Pa àkáǹtì mi rẹ́" }).click();
  await expect(page).toHaveURL("/");
  // Signed out: neither cookie is left (the header offers Log in again).
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("user");
  expect((await page.request.get("/api/v1/users/me")).status()).toBe(401);
});
