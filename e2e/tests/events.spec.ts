import { expect, test } from "./fixtures.ts";
import { openEventsDialog } from "./pages.ts";

test("the Events dialog lists the upcoming events, not the ended one", async ({ page }, info) => {
  await page.goto("/");
  const dialog = await openEventsDialog(page, info.project.name);
  await expect(dialog).toBeVisible();
  // The seed has one event that ended on 2025-10-28 and two that end in 2027 (an admin test may
  // have added one ending later).
  await expect(dialog.getByRole("heading", { level: 3 })).toContainText([
    "Tazama Premiere Night: Lagos",
    "Nairobi Short Film Weekend",
  ]);
  await expect(dialog.getByText("International Animation Day Screening")).toHaveCount(0);
  // TEKA starts a new paragraph and is not itself shown; the card says when and where.
  const premiere = dialog.getByRole("article", { name: "Tazama Premiere Night: Lagos" });
  await expect(premiere.locator("p").nth(1)).toHaveText(/^Members with an active pass/);
  await expect(premiere).not.toContainText("TEKA");
  await expect(premiere).toContainText("Eko Hotel & Suites, Victoria Island, Lagos");
  await expect(premiere.getByRole("img")).toHaveJSProperty("complete", true);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
