import { makeAdmin } from "./admin.ts";
import { LAPTOP, expect, keepScreenshot, test } from "./fixtures.ts";
import { catalogueRefs } from "./pages.ts";

// Issue 15: screenings in the admin console — schedule one in the browser, see it on
// /screenings, open its bookings, cancel it.

test(
  "an admin schedules a screening with seats and a menu; viewers see it; its bookings; cancelled, it is gone",
  LAPTOP,
  async ({ page, baseURL, signUpViewer }, info) => {
    await signUpViewer(`Abena Screens ${info.project.name}`);
    await makeAdmin(page, baseURL!);
    const { movie } = await catalogueRefs(page);
    const city = `Tamale ${Date.now().toString(36)}`;

    await page.goto("/admin/screenings");
    await page.getByRole("button", { name: "Schedule a screening" }).click();
    const form = page.getByRole("form", { name: "Schedule a screening" });
    await form.getByLabel("Find the title").fill(movie.title.slice(0, 6));
    await form.getByRole("combobox", { name: "Title" }).selectOption({ label: movie.title });
    const start = new Date(Date.now() + 5 * 86_400_000);
    start.setHours(19, 30, 0, 0);
    const local = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, "0")}-${String(start.getDate()).padStart(2, "0")}T19:30`;
    await form.getByLabel("Starts").fill(local);
    await form.getByLabel("Venue name").fill("Sunset Open-Air Cinema");
    await form.getByLabel("Venue city").fill(city);
    await form.getByLabel("Venue address").fill("Bolgatanga Road");
    await form.getByLabel("Rows (A, B, …)").fill("2");
    await form.getByLabel("Seats a row").fill("4");
    // Nothing priced yet: the form says so before asking the server.
    await form.getByRole("button", { name: "Schedule screening" }).click();
    await expect(form.getByRole("alert")).toHaveText("Give a seat price in at least one currency.");
    await form.getByLabel("Seat price in NGN").fill("1,500");
    await form.getByRole("button", { name: "Add a refreshment" }).click();
    await form.getByLabel("Item 1", { exact: true }).fill("Groundnuts");
    await form.getByLabel("Stock", { exact: true }).fill("30");
    await form.getByLabel("Price in NGN", { exact: true }).fill("300");
    await keepScreenshot(page, "admin-screening-new", info.project.name);
    await form.getByRole("button", { name: "Schedule screening" }).click();
    await expect(page.getByText(`${movie.title} is scheduled for`)).toBeVisible();

    const row = page
      .getByRole("list", { name: "Screenings" })
      .getByRole("listitem")
      .filter({ hasText: city });
    await expect(row).toContainText("0 of 8 seats booked · 0 in");
    await expect(row).toContainText("on sale");
    await keepScreenshot(page, "admin-screenings", info.project.name);

    // Viewers find it under its city, with its seat map and menu.
    await page.goto(`/screenings?city=${encodeURIComponent(city)}`);
    const listed = page.getByRole("list", { name: "Upcoming screenings" });
    await expect(listed.getByRole("listitem")).toHaveCount(1);
    await listed.getByRole("link").first().click();
    await expect(page.getByRole("group", { name: "Seats" }).getByRole("button")).toHaveCount(8);
    await expect(page.getByText("Groundnuts")).toBeVisible();

    // Its bookings page, then cancel it.
    await page.goto("/admin/screenings");
    await row.getByRole("link", { name: "0 bookings" }).click();
    await expect(page).toHaveURL(/\/admin\/screenings\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: movie.title })).toBeVisible();
    await expect(page.getByRole("table", { name: "Bookings" })).toContainText("No bookings yet.");
    await page.getByRole("link", { name: "← All screenings" }).click();
    await row.getByRole("button", { name: "Cancel screening" }).click();
    await row.getByRole("button", { name: "Cancel and refund 0" }).click();
    await expect(row).toContainText("cancelled");
    // Off the listing (asked afresh: browsers may keep the listing for 30 s).
    const after = await page.request.get(`/api/v1/screenings?city=${encodeURIComponent(city)}`);
    expect(((await after.json()) as { screenings: unknown[] }).screenings).toEqual([]);
  },
);
