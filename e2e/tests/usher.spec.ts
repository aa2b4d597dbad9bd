import type { Browser } from "@playwright/test";
import { makeAdmin, viewerElsewhere } from "./admin.ts";
import { expect, keepScreenshot, test } from "./fixtures.ts";

// Issue 15: at the door. An usher (here an admin) picks a screening, types ref codes: one in,
// the same again "already checked in at … by …", and one with no connection, checked on the
// phone from its copy and synced when the connection is back.

interface Booked {
  refCode: string;
  screening: string;
}

/** A viewer elsewhere tops up with the newcomer's voucher and books a place at the premiere. */
async function bookPremiere(browser: Browser, baseURL: string, name: string): Promise<Booked> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const { context, page } = await viewerElsewhere(browser, baseURL, name);
  try {
    const voucher = await page.request.post("/api/v1/handleVoucherTransaction", {
      headers: { "idempotency-key": `v-${stamp}` },
      data: { code: "KARIBU-NGN" },
    });
    expect(voucher.status(), await voucher.text()).toBe(200);
    const list = (await (await page.request.get("/api/v1/screenings?city=online")).json()) as {
      screenings: { id: string }[];
    };
    const screening = list.screenings[0]!.id;
    const booked = await page.request.post("/api/v1/screening", {
      headers: { "idempotency-key": `b-${stamp}` },
      data: { screening, count: 1 },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { booking } = (await booked.json()) as { booking: { refCode: string } };
    return { refCode: booking.refCode, screening };
  } finally {
    await context.close();
  }
}

test("an usher checks ref codes in once, offline too, and the offline scan syncs", async ({
  page,
  browser,
  baseURL,
  signUpViewer,
}, info) => {
  const first = await bookPremiere(browser, baseURL!, `Bisi Door ${info.project.name}`);
  const second = await bookPremiere(browser, baseURL!, `Chidi Door ${info.project.name}`);
  const usherName = `Ama Usher ${info.project.name}`;
  const usher = await signUpViewer(usherName);
  await makeAdmin(page, usher, baseURL!);

  await page.goto("/usher");
  await expect(page.getByRole("heading", { level: 1, name: "At the door" })).toBeVisible();
  await page.locator(`a[href="/usher?screening=${first.screening}"]`).click();
  const counts = page.getByLabel("Counts");
  const checkedIn = async () =>
    Number(((await counts.getByLabel(/^Checked in: \d+$/).textContent()) ?? "").trim());
  await expect(counts.getByLabel(/^Booked: \d+$/)).toBeVisible();
  const before = await checkedIn();

  const code = page.getByRole("textbox", { name: "Or type a ref code" });
  const answer = page.getByRole("status").filter({ hasText: /Welcome in|Already|Not a ticket/ });
  await code.fill(first.refCode.toLowerCase());
  await page.getByRole("button", { name: "Check in" }).click();
  await expect(answer).toContainText("Welcome in");
  await expect(counts.getByLabel(`Checked in: ${before + 1}`)).toBeVisible();
  await code.fill(first.refCode);
  await page.getByRole("button", { name: "Check in" }).click();
  await expect(answer).toContainText("Already checked in");
  await expect(answer).toContainText(
    new RegExp(`already checked in at \\d\\d:\\d\\d by ${usherName}`),
  );
  await keepScreenshot(page, "usher", info.project.name);

  // No connection: the phone decides from its copy and keeps the scan.
  await page.context().setOffline(true);
  await code.fill(second.refCode);
  await page.getByRole("button", { name: "Check in" }).click();
  await expect(answer).toContainText("Welcome in");
  await expect(answer).toContainText("Checked on this phone; it will sync when online.");
  await expect(page.getByText("1 scan waiting to sync")).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText("1 scan waiting to sync")).toHaveCount(0);
  await expect(counts.getByLabel(`Checked in: ${before + 2}`)).toBeVisible();
  // The server has it too: typed again online, it is already in.
  await code.fill(second.refCode);
  await page.getByRole("button", { name: "Check in" }).click();
  await expect(answer).toContainText("Already checked in");
});

test("a viewer who is not an usher is told the door is for ushers", async ({
  page,
  signUpViewer,
}, info) => {
  await signUpViewer(`Dede Viewer ${info.project.name}`);
  await page.goto("/usher");
  await expect(page.getByText("This page is for the people at a screening's door.")).toBeVisible();
});
