import { expect, keepScreenshot, test } from "./fixtures.ts";

// Issue 17: Invite friends on My Membership — the share link `/r/{code}` lands a friend on the
// join form with the code filled in, and the friend then shows in the inviter's list. (The
// reward rules, holds and payouts are API tests: referrals.api.test.ts.)

test("share the invite link; the friend lands on Join with the code and shows up as joined", async ({
  page,
  browser,
  signUpViewer,
}, info) => {
  await signUpViewer(`Kofi invites${info.project.name}`);
  await page.goto("/my-membership");
  const invite = page.getByRole("region", { name: "Invite friends" });
  await expect(invite.getByText(/^Give .+, get .+\. When a friend joins/)).toBeVisible();
  await expect(invite.getByText("Nobody has joined with your link yet.")).toBeVisible();
  const linkLine = (await invite.getByText(/^Your link: /).textContent())!;
  const code = /\/r\/([A-Z0-9]{8}) · code \1$/.exec(linkLine)?.[1];
  expect(code, linkLine).toMatch(/^[A-Z0-9]{8}$/);
  await expect(invite.getByRole("button", { name: "Share your link" })).toBeVisible();

  const friend = await browser.newContext({ baseURL: info.project.use.baseURL });
  const friendPage = await friend.newPage();
  await friendPage.goto(`/r/${code!}`);
  await expect(friendPage).toHaveURL(`/register?ref=${code}`);
  await expect(friendPage.getByLabel(/affiliate code/i)).toHaveValue(code!);
  const stamp = `${Date.now()}`;
  const joined = await friend.request.post("/api/v1/users/signup", {
    headers: { "x-forwarded-for": `10.251.${stamp.slice(-4, -2)}.${stamp.slice(-2)}` },
    data: {
      name: "Esi Mensah",
      email: `esi.${stamp}@example.com`,
      phone_number: `+23324${stamp.slice(-7)}`,
      password: "cassava-leaf-2026",
      affiliateCodeUsed: code,
      source: "tazama-web",
    },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  await friend.close();

  await page.reload();
  const friends = invite.getByRole("list", { name: "Friends who joined" });
  await expect(friends.getByRole("listitem")).toHaveCount(1);
  await expect(friends.getByText("Esi M.")).toBeVisible();
  await expect(friends.getByText("No purchase yet")).toBeVisible();
  await invite.scrollIntoViewIfNeeded();
  await keepScreenshot(page, "my-membership-invite-friends", info.project.name);
});
