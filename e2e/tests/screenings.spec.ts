import { forgiveCheckoutFavicon } from "./checkout.ts";
import { expect, expectResourceErrors, keepScreenshot, test } from "./fixtures.ts";
import { settleImages } from "./pages.ts";

// Issue 15: the screenings listing, a seat map, refreshments, paying from the wallet with a
// top-up of the shortfall (the seats stay held), and the ticket with one QR code per seat.

// The hosted checkout sends the browser back to PUBLIC_URL (see money.spec.ts).
const ORIGIN = process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? "3999"}`;
test.use({ baseURL: ORIGIN });

test("a visitor finds screenings by city and online; a screening asks them to log in to book", async ({
  page,
}, info) => {
  await page.goto("/screenings");
  await expect(page.getByRole("heading", { level: 1, name: "Screenings" })).toBeVisible();
  const list = page.getByRole("list", { name: "Upcoming screenings" });
  await expect(list.getByRole("listitem")).toHaveCount(4);
  await expect(list).toContainText("Prestige Cinema (demo), Nairobi");
  await expect(list).toContainText("Online");
  await settleImages(page);
  await keepScreenshot(page, "screenings", info.project.name);

  const where = page.getByRole("group", { name: "Where" });
  await where.getByText("Nairobi", { exact: true }).click();
  await expect(page).toHaveURL(/\?city=Nairobi$/);
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await where.getByText("Online", { exact: true }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Online");
  await where.getByText("Nairobi", { exact: true }).click();
  await list.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/screenings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 2, name: "Choose your seats" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in to book" })).toHaveAttribute(
    "href",
    /^\/login\?redirect=%2Fscreenings%2F/,
  );
});

test("a viewer picks two seats and popcorn, tops up the shortfall, and gets a ticket with a QR code per seat", async ({
  page,
  consoleErrors,
  signUpViewer,
}, info) => {
  forgiveCheckoutFavicon(page, consoleErrors);
  // Kenyan phone: prices in shillings; the Nairobi screening sells in KES.
  await signUpViewer(`Wanjiru Seats ${info.project.name}`);
  await page.goto("/screenings?city=Nairobi");
  await page.getByRole("list", { name: "Upcoming screenings" }).getByRole("link").first().click();
  const seats = page.getByRole("group", { name: "Seats" });
  await expect(seats.getByRole("button", { name: /, taken$/ }).first()).toBeDisabled();
  // Two free seats side by side at the end of a row (demo viewers took the middle).
  const row = info.project.name === "mobile" ? "F" : "E";
  await seats.getByRole("button", { name: `Seat ${row}1`, exact: true }).click();
  await seats.getByRole("button", { name: `Seat ${row}2`, exact: true }).click();
  await expect(seats.getByRole("button", { name: `Seat ${row}1`, exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("button", { name: "One more Popcorn" }).click();
  const summary = page.getByRole("region", { name: "Your booking" });
  await expect(summary).toContainText(`2 seats (${row}1, ${row}2) + refreshments`);
  await keepScreenshot(page, "screening-seats", info.project.name);

  // The wallet is empty: the booking says how much is missing (Chromium logs the 402).
  const refused = expectResourceErrors(page, consoleErrors, "/api/v1/screening");
  await summary.getByRole("button", { name: /^Pay / }).click();
  await expect(summary.getByRole("alert")).toContainText("Your seats are held while you top up.");
  refused(1);
  await summary.getByRole("button", { name: /^Top up .* and book$/ }).click();
  await expect(page.getByRole("heading", { name: /^Pay / })).toBeVisible();
  await page.getByRole("button", { name: "Approve" }).click();

  await expect(page).toHaveURL(/\/screenings\/[0-9a-f-]{36}\?topup=/);
  const booked = page.getByRole("status").filter({ hasText: "You’re booked" });
  await expect(booked).toBeVisible();
  const ticket = page.getByRole("article", { name: /^Ticket [2-9A-HJ-NP-Z]{8}$/ });
  const qr = ticket.getByRole("img", { name: `QR code for seat ${row}1` });
  await expect(qr.locator("svg")).toBeVisible();
  await expect(qr).toHaveAttribute("data-token", /^T1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{86}$/);
  await expect(ticket.getByRole("img", { name: `QR code for seat ${row}2` })).toBeVisible();
  await expect(ticket).toContainText("1 × Popcorn");
  await keepScreenshot(page, "screening-ticket", info.project.name);
  const refCode = ((await ticket.getAttribute("aria-label")) ?? "").replace("Ticket ", "");

  await page.goto("/my-collection");
  const tickets = page.getByRole("region", { name: "Tickets" });
  const mine = tickets.getByRole("article", { name: `Ticket ${refCode}` });
  await expect(mine).toBeVisible();
  await expect(tickets).toContainText("Prestige Cinema (demo), Nairobi");

  // More refreshments before the screening: the top-up covered the booking exactly, so the
  // wallet is short by the soda's price (Chromium logs the 402).
  await mine.getByRole("button", { name: "Add refreshments" }).click();
  const more = mine.getByRole("region", { name: "Add refreshments" });
  await more.getByRole("button", { name: "One more Soda" }).click();
  const short = expectResourceErrors(page, consoleErrors, "/api/v1/postRefreshments/");
  await more.getByRole("button", { name: "Pay KSh 150" }).click();
  await expect(more.getByRole("alert")).toContainText("You need KSh 150 more in your wallet.");
  short(1);
  await keepScreenshot(page, "ticket-add-refreshments", info.project.name);
  await expect(more.getByRole("link", { name: "Top up on My Membership" })).toHaveAttribute(
    "href",
    "/my-membership#top-up",
  );
});
