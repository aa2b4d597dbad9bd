import { expect, expectResourceErrors, keepScreenshot, test } from "./fixtures.ts";

// Issue 16: a viewer asks for a title Tazama does not have, adds their voice to one, and sees the bell.
test.describe("requests", () => {
  test("from a search with no result to a request, Me too on the most requested, and withdraw", async ({
    page,
    signUpViewer,
  }, info) => {
    await signUpViewer("Kofi Requests");
    const wanted = `The Boy Who Harnessed ${info.project.name} ${Date.now().toString(36)}`;
    await page.goto(`/search?q=${encodeURIComponent(wanted)}`);
    await expect(page.getByText("No results found")).toBeVisible();
    await page.getByRole("link", { name: "Ask us for it" }).click();

    await expect(page).toHaveURL(/\/requests\?title=/);
    const form = page.getByRole("form", { name: "Ask for a title" });
    await expect(form.getByRole("textbox", { name: "Title" })).toHaveValue(wanted);
    await form.getByRole("button", { name: "Ask for it" }).click();
    await expect(form.getByText("Type the year.")).toBeVisible();
    await form.getByRole("textbox", { name: "Year" }).fill("2019");
    await form.getByRole("button", { name: "Ask for it" }).click();
    await expect(page.getByRole("status")).toContainText(
      `Thank you: we have your request for ${wanted} (2019).`,
    );

    const mine = page.getByRole("region", { name: "Your requests" });
    await expect(mine.getByText(wanted)).toBeVisible();
    await expect(mine.getByText("Film · 2019 · You asked for this")).toBeVisible();

    // The demo viewers asked for Atlantics 48 times: "Me too" makes it 49, and it becomes ours.
    const popular = page.getByRole("region", { name: "Most requested" });
    await expect(popular.getByText("Atlantics", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Ask for Atlantics too" }).click();
    await expect(mine.getByText("Atlantics", { exact: true })).toBeVisible();
    await expect(mine.getByText(/Film · 2019 · You and \d+ others asked for this/)).toBeVisible();
    await expect(mine.getByText("Coming").or(mine.getByText("Asked")).first()).toBeVisible();
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await keepScreenshot(page, "requests", info.project.name);

    await page.getByRole("button", { name: `Withdraw your request for ${wanted}` }).click();
    await expect(mine.getByText(wanted)).toHaveCount(0);

    // The bell: nothing yet for a new viewer.
    await page.getByRole("button", { name: "Notifications" }).click();
    await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Nothing new");
    await keepScreenshot(page, "notifications-empty", info.project.name);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("region", { name: "Notifications" })).toHaveCount(0);
  });

  test("a title already on Tazama is pointed to, not asked for", async ({
    page,
    signUpViewer,
    consoleErrors,
  }) => {
    await signUpViewer("Efua Requests");
    const forgiveConflict = expectResourceErrors(page, consoleErrors, "/api/v1/add/request");
    await page.goto("/requests");
    const form = page.getByRole("form", { name: "Ask for a title" });
    await form.getByRole("textbox", { name: "Title" }).fill("oshodi overtime");
    await form.getByRole("textbox", { name: "Year" }).fill("2024");
    await form.getByRole("button", { name: "Ask for it" }).click();
    await expect(page.getByRole("alert")).toContainText("is already on Tazama.");
    forgiveConflict(1);
    await page.getByRole("link", { name: "Watch it now" }).click();
    await expect(page).toHaveURL(/\/view\//);
    await expect(page.getByRole("heading", { level: 1, name: "Oshodi Overtime" })).toBeVisible();
  });
});
