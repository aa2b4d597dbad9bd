import { makeAdmin } from "./admin.ts";
import { topUp } from "./checkout.ts";
import { expect, keepScreenshot, signUpThroughApi, test } from "./fixtures.ts";

// Issue 15: an online screening's room. A ticket holder joins it from the ticket before the
// start: the countdown covers the player and the room counts who is there; someone without a
// ticket is offered one.

test("a ticket holder waits in an online screening's room; without a ticket the room offers one", async ({
  page,
  browser,
  signUpViewer,
}, info) => {
  const baseURL = info.project.use.baseURL!;
  await signUpViewer(`Amina Premiere ${info.project.name}`);
  await makeAdmin(page, baseURL);
  const startsAt = new Date(Date.now() + 10 * 60_000).toISOString();
  const made = await page.request.post("/api/v1/admin/screenings", {
    data: {
      ref: "highlife-at-the-palm-grove",
      startsAt,
      venue: null,
      capacity: 50,
      prices: [{ currency: "NGN", amount: 50_000 }],
      refreshments: [],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  try {
    await topUp(page, 50_000);
    const booked = await page.request.post("/api/v1/screening", {
      headers: { "idempotency-key": crypto.randomUUID() },
      data: { screening: id, count: 1 },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    await page.goto("/my-collection");
    const ticket = page
      .getByRole("article")
      .filter({ hasText: "Highlife at the Palm Grove" })
      .first();
    await ticket.getByRole("link", { name: "Join the online screening" }).click();
    await expect(page).toHaveURL(`/screenings/${id}/watch`);
    await expect(page.getByRole("timer")).toHaveText(/^(10:00|9:[0-5]\d)$/);
    await expect(page.getByText("1 watching")).toBeVisible();
    await expect(page.getByRole("heading", { name: /Online screening · Highlife/ })).toBeVisible();
    await keepScreenshot(page, "premiere-room", info.project.name);

    const other = await browser.newContext({ baseURL });
    const stranger = await other.newPage();
    await stranger.goto("/");
    await signUpThroughApi(stranger, "Sam Noticket");
    await stranger.goto(`/screenings/${id}/watch`);
    await expect(stranger.getByText("You need a ticket for this screening.")).toBeVisible();
    await stranger.getByRole("link", { name: "Book a place" }).click();
    await expect(stranger).toHaveURL(`/screenings/${id}`);
    await other.close();
  } finally {
    // Cancelled (and refunded), so the listings other specs count stay the demo's.
    const cancelled = await page.request.post(`/api/v1/admin/screenings/${id}/cancel`);
    expect(cancelled.status(), await cancelled.text()).toBe(200);
  }
});
