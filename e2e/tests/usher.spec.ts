import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import encodeQR from "qr";
import { CHROMIUM_ARGS } from "../playwright.config.ts";
import { loginHeaders, makeAdmin, viewerElsewhere } from "./admin.ts";
import { expect, keepScreenshot, test } from "./fixtures.ts";

// Issue 15: at the door. An usher (here an admin) picks a screening, types ref codes: one in,
// the same again "already checked in at … by …", and one with no connection, checked on the
// phone from its copy and synced when the connection is back.

interface Booked {
  refCode: string;
  screening: string;
  /** The signed token its QR code carries. */
  token: string;
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
    const { booking } = (await booked.json()) as {
      booking: { refCode: string; tickets: { token: string }[] };
    };
    return { refCode: booking.refCode, screening, token: booking.tickets[0]!.token };
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
  await signUpViewer(usherName);
  await makeAdmin(page, baseURL!);

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

  // No connection: the phone decides from its copy and keeps the scan. (It loses the connection
  // once the page has loaded: a chunk or picture still on its way would fail, as it would on a
  // real phone, and that is not this test's subject.)
  await page.waitForLoadState("networkidle");
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

test("a phone's offline Welcome in for a ticket another usher let in first shows as a conflict after the sync", async ({
  page,
  browser,
  baseURL,
  signUpViewer,
}, info) => {
  const ticket = await bookPremiere(browser, baseURL!, `Femi Door ${info.project.name}`);
  await signUpViewer(`Bola Usher ${info.project.name}`);
  await makeAdmin(page, baseURL!);
  // Amina, the other usher, at the same door on her own phone.
  const amina = await viewerElsewhere(browser, baseURL!, "Amina Usher");
  try {
    await makeAdmin(amina.page, baseURL!);
    await page.goto(`/usher?screening=${ticket.screening}`);
    await expect(page.getByLabel("Counts").getByLabel(/^Booked: \d+$/)).toBeVisible();

    // This phone loses its connection (once the page has loaded) and lets the ticket's holder in
    // from its copy…
    await page.waitForLoadState("networkidle");
    await page.context().setOffline(true);
    const answer = page.getByRole("status").filter({ hasText: /Welcome in|Already|Not a ticket/ });
    await page.getByRole("textbox", { name: "Or type a ref code" }).fill(ticket.refCode);
    await page.getByRole("button", { name: "Check in" }).click();
    await expect(answer).toContainText("Welcome in");
    await expect(page.getByText("1 scan waiting to sync")).toBeVisible();
    // …while Amina's phone, online, had let the same person in.
    const hers = await amina.page.request.post("/api/v1/screening/checkIn", {
      data: { screening: ticket.screening, refcode: ticket.refCode, nonce: randomUUID() },
    });
    expect(hers.status(), await hers.text()).toBe(200);
    expect(((await hers.json()) as { outcome: string }).outcome).toBe("checked-in");

    // Back online: the queue syncs, and the green answer gives way to what really happened.
    await page.context().setOffline(false);
    const conflicts = page.getByRole("alert").filter({ hasText: "conflict after syncing" });
    await expect(conflicts).toContainText("1 conflict after syncing");
    await expect(conflicts).toContainText(
      /Place \d+ was already let in at \d\d:\d\d by Amina Usher/,
    );
    await expect(answer).toHaveCount(0);
    await expect(page.getByText("1 scan waiting to sync")).toHaveCount(0);
    await keepScreenshot(page, "usher-conflict", info.project.name);
    await conflicts.getByRole("button", { name: "Got it" }).click();
    await expect(conflicts).toHaveCount(0);
  } finally {
    await amina.context.close();
  }
});

test("a viewer who is not an usher is told the door is for ushers", async ({
  page,
  signUpViewer,
}, info) => {
  await signUpViewer(`Dede Viewer ${info.project.name}`);
  await page.goto("/usher");
  await expect(page.getByText("This page is for the people at a screening's door.")).toBeVisible();
});

/**
 * A camera that films a ticket's QR code held still (a .y4m for Chromium's fake capture
 * device): the code drawn by the same package as the tickets, scaled up, on a white page.
 */
function cameraFilming(token: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "tazama-e2e-camera-"));
  const gif = path.join(dir, "ticket.gif");
  writeFileSync(gif, encodeQR(token, "gif", { scale: 4, border: 4 }));
  const video = path.join(dir, "camera.y4m");
  execFileSync(process.env.FFMPEG_PATH ?? "ffmpeg", [
    ...["-v", "error", "-i", gif],
    // The one picture, 30 times over: 3 s at 10 frames a second (Chromium plays it in a loop).
    ...[
      "-vf",
      "loop=loop=29:size=1,scale=400:400:flags=neighbor,pad=640:480:(ow-iw)/2:(oh-ih)/2:white",
    ],
    ...["-r", "10", "-pix_fmt", "yuv420p", video],
  ]);
  return video;
}

test("the camera reads a ticket's QR code and checks it in", async ({
  page,
  browser,
  baseURL,
  signUpViewer,
}, info) => {
  const ticket = await bookPremiere(browser, baseURL!, "Efe Camera");
  const usher = await signUpViewer("Kwame Camera Usher");
  await makeAdmin(page, baseURL!);

  // A browser of its own whose camera films the ticket (no BarcodeDetector in Debian's
  // Chromium, so this reads with our pure-JS decoder, as most phones without one would).
  const camera = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${cameraFilming(ticket.token)}`,
    ],
  });
  try {
    const context = await camera.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await context.grantPermissions(["camera"]);
    const login = await context.request.post("/api/v1/users/login", {
      headers: loginHeaders(),
      data: { email: usher.email, password: usher.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const door = await context.newPage();
    const errors: string[] = [];
    door.on("pageerror", (error) => errors.push(error.message));
    await door.goto(`/usher?screening=${ticket.screening}`);
    await door.waitForSelector("html[data-app-started]", { state: "attached" });
    await door.getByRole("button", { name: "Scan a ticket" }).click();
    await expect(door.getByLabel("Camera")).toBeVisible();
    const answer = door.getByRole("status").filter({ hasText: /Welcome in|Already|Not a ticket/ });
    await expect(answer).toContainText("Welcome in", { timeout: 15_000 });
    await keepScreenshot(door, "usher-camera", info.project.name);
    // The same ticket held up again (after the 3 s pause for a code still in view) is already in.
    await expect(answer).toContainText("Already checked in", { timeout: 15_000 });
    expect(errors).toEqual([]);
  } finally {
    await camera.close();
  }
});
