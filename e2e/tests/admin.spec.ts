import type { Page } from "@playwright/test";
import { makeAdmin, replaceArtwork, solidImage, viewerElsewhere } from "./admin.ts";
import { LAPTOP, expect, expectResourceErrors, keepScreenshot, test } from "./fixtures.ts";
import { nairaTitle, waitUntilOnSale } from "./pages.ts";

// Issue 18: the admin console (its first admin: first-admin.setup.ts). Admins find people, disable and enable them, change roles; everything is audited;
// nobody else gets past 403.

test("an admin finds a viewer, disables them (signed out at once), enables them, makes them an usher; the audit log shows each step", async ({
  page,
  browser,
  baseURL,
  signUpViewer,
}, info) => {
  // The viewer, signed in in a browser of their own.
  const viewerName = `Kofi Boateng ${Date.now().toString(36)}`;
  const { context: theirs, page: theirPage } = await viewerElsewhere(browser, baseURL!, viewerName);
  expect((await theirPage.request.get("/api/v1/users/me")).status()).toBe(200);

  await signUpViewer(`Wanjiru Console ${info.project.name}`);
  await makeAdmin(page, baseURL!);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/titles$/);
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "People" })
    .click();
  // A table on a laptop, a list of cards on a phone.
  const phone = info.project.name === "mobile";
  const people = phone
    ? page.getByRole("list", { name: "People" })
    : page.getByRole("table", { name: "People" });
  // The titles page has a search box too: type once People is on screen.
  await expect(page).toHaveURL(/\/admin\/users/);
  await expect(people).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(viewerName.toLowerCase());
  await expect(people.getByRole(phone ? "listitem" : "row")).toHaveCount(phone ? 1 : 2);
  await keepScreenshot(page, "admin-users", info.project.name);
  await people.getByRole("link", { name: new RegExp(viewerName) }).click();

  await expect(page.getByRole("heading", { name: viewerName })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sessions (1)" })).toBeVisible();
  await page.getByRole("button", { name: "Disable account…" }).click();
  await page.getByRole("button", { name: "Disable now" }).click();
  await expect(page.getByText("Disabled", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sessions (0)" })).toBeVisible();
  expect((await theirPage.request.get("/api/v1/users/me")).status()).toBe(401);

  await page.getByRole("button", { name: "Enable account" }).click();
  await expect(page.getByRole("button", { name: "Disable account…" })).toBeVisible();
  await page.getByRole("combobox", { name: "Role" }).selectOption("usher");
  await page.getByRole("button", { name: "Save role" }).click();
  await expect(page.getByText(`${viewerName} is now Usher.`)).toBeVisible();

  const history = phone
    ? page.getByRole("list", { name: "Audit log" }).getByRole("listitem")
    : page
        .getByRole("table", { name: "Audit log" })
        .getByRole("row")
        .filter({ hasNot: page.getByRole("columnheader") });
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText("Changed the role");
  await expect(history.nth(0)).toContainText("role: viewer → role: usher");
  await expect(history.nth(1)).toContainText("Enabled the account");
  await expect(history.nth(2)).toContainText("Disabled the account");
  await keepScreenshot(page, "admin-user", info.project.name);

  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Audit log" })
    .click();
  const latest = phone
    ? page.getByRole("list", { name: "Audit log" }).getByRole("listitem").first()
    : page.getByRole("table", { name: "Audit log" }).getByRole("row").nth(1);
  await expect(latest).toContainText(`Wanjiru Console ${info.project.name}`);
  await keepScreenshot(page, "admin-audit", info.project.name);
  await theirs.close();
});

test(
  "a viewer gets 403 and 'Admins only' on every console page and route",
  LAPTOP,
  async ({ page, consoleErrors, signUpViewer }, info) => {
    await signUpViewer(`Musa viewer ${info.project.name}`);
    const pages = [
      "/admin",
      ...["titles", "titles/new", "titles/any", "media", "users", "users/someone", "organisations"],
      "payments",
      ...["passes", "vouchers", "genres", "events", "referrals", "requests", "submissions"],
      ...["screenings", "screenings/any"],
      ...["reports", "audit"],
    ].map((section) => (section.startsWith("/") ? section : `/admin/${section}`));
    for (const path of pages) {
      // Chromium logs the 403 of the page itself; that is the point here.
      const forbidden = expectResourceErrors(page, consoleErrors, path);
      const response = await page.goto(path);
      forbidden(1);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { name: "Admins only" })).toBeVisible();
      await expect(page.getByRole("table")).toHaveCount(0);
    }
    await keepScreenshot(page, "admin-forbidden", info.project.name);

    // Every admin operation the API documents, with its path parameters filled in.
    const docs = (await (await page.request.get("/api/docs/json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(docs.paths)
      .filter(([path]) => path.startsWith("/api/v1/admin/"))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => ["get", "post", "put", "patch", "delete"].includes(method))
          .map((method) => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, "1")] as const),
      );
    expect(operations.length).toBeGreaterThan(30);
    for (const [method, url] of operations) {
      const response = await page.request.fetch(url, {
        method,
        data: method === "GET" || method === "DELETE" ? undefined : {},
      });
      expect(response.status(), `${method} ${url}`).toBe(403);
    }
  },
);

test(
  "an admin creates a movie, prices it, publishes it (warned: no video yet, so not on /movies); withdrawn, it is gone",
  LAPTOP,
  async ({ page, baseURL, consoleErrors, signUpViewer }, info) => {
    await signUpViewer(`Tunde Titles ${info.project.name}`);
    await makeAdmin(page, baseURL!);
    const film = `Harmattan Lights ${info.project.name} ${Date.now().toString(36)}`;

    await page.goto("/admin/titles");
    await page.getByRole("link", { name: "New movie" }).click();
    const details = page.getByRole("form", { name: "Title details" });
    await details.getByRole("textbox", { name: "Title" }).fill(film);
    await details
      .getByRole("textbox", { name: "Synopsis" })
      .fill("A night bus from Kano to Lagos, and the strangers on it.");
    await details.getByRole("textbox", { name: "Minutes" }).fill("97");
    await details.getByRole("textbox", { name: "Country" }).fill("Nigeria");
    await details.getByRole("textbox", { name: "Language" }).fill("Hausa");
    // A chip: its checkbox is drawn by its label.
    await details.locator("label", { hasText: /^Drama$/ }).click();
    await expect(details.getByRole("checkbox", { name: "Drama" })).toBeChecked();
    await details.getByRole("button", { name: "Create draft" }).click();
    await expect(page.getByRole("heading", { level: 2, name: film })).toBeVisible();
    await expect(page.getByText("Draft", { exact: true }).first()).toBeVisible();

    // Not sellable yet: publishing says why (Chromium logs the 409).
    const ref = new URL(page.url()).pathname.split("/").at(-1)!;
    const refused = expectResourceErrors(page, consoleErrors, `/api/v1/admin/titles/${ref}`);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("A published title needs a price")).toBeVisible();
    refused(1);

    const prices = page.getByRole("form", { name: "Prices" });
    await prices.getByRole("textbox", { name: "Buy price in NGN" }).fill("2,500");
    await prices.getByRole("textbox", { name: "Rent price in NGN" }).fill("800");
    await prices.getByRole("button", { name: "Save prices" }).click();
    await expect(page.getByText("Prices saved.")).toBeVisible();
    // No video, so no art drawn from it: the poster and backdrop are uploaded.
    await replaceArtwork(page, "poster", solidImage(900, 1350, "0x7A3B12"));
    await replaceArtwork(page, "backdrop", solidImage(1920, 1080, "0x12507A"));
    // Priced with no video yet: Publish warns that it stays off the listings (ADR 0069).
    await page.getByRole("button", { name: "Publish" }).click();
    const confirm = page.getByRole("dialog", { name: `Publish ${film}?` });
    await expect(confirm).toContainText("This title has no playable video yet.");
    await keepScreenshot(page, "admin-publish-no-video", info.project.name);
    await confirm.getByRole("button", { name: "Publish anyway" }).click();
    await expect(page.getByText("Published: viewers see it now.")).toBeVisible();
    await keepScreenshot(page, "admin-title", info.project.name);

    // Off the listings until its video plays; its page opens by its link.
    await page.goto("/movies");
    await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
    await expect(page.getByRole("img", { name: film })).toHaveCount(0);
    await page.goto(`/view/${ref}`);
    await expect(page.getByRole("heading", { level: 1, name: film })).toBeVisible();
    await page.goto("/admin/titles?q=harmattan");
    await keepScreenshot(page, "admin-titles", info.project.name);
    await page
      .getByRole(info.project.name === "mobile" ? "list" : "table", { name: "Titles" })
      .getByRole("link", { name: new RegExp(film) })
      .click();
    await page.getByRole("button", { name: "Withdraw" }).click();
    await expect(page.getByText("Withdrawn: viewers no longer see it.")).toBeVisible();
    await page.goto("/movies");
    await expect(page.getByRole("img", { name: film })).toHaveCount(0);
  },
);

test(
  "an admin refunds part of a viewer's rental, then the rest: the wallet gets it back and the rental is revoked",
  LAPTOP,
  async ({ page, browser, baseURL, signUpViewer }, info) => {
    // The viewer: a voucher into the wallet, then a rental, through the API their screens use.
    const stamp = Date.now().toString(36);
    const name = `Esi Refund ${stamp}`;
    const { context: theirs, page: viewer } = await viewerElsewhere(browser, baseURL!, name);
    const voucher = await viewer.request.post("/api/v1/handleVoucherTransaction", {
      headers: { "idempotency-key": `v-${stamp}` },
      data: { code: "KARIBU-NGN" },
    });
    expect(voucher.status(), await voucher.text()).toBe(200);
    const { ref, rent, titleName } = await rentableTitle(viewer);
    await waitUntilOnSale(viewer, ref);
    const rented = await viewer.request.post("/api/v1/users/buy", {
      headers: { "idempotency-key": `r-${stamp}` },
      data: { ref, kind: "rent" },
    });
    expect(rented.status(), await rented.text()).toBe(201);

    await signUpViewer(`Ngozi Money ${info.project.name}`);
    await makeAdmin(page, baseURL!);
    await page.goto(`/admin/users?q=${encodeURIComponent(name)}`);
    const phone = info.project.name === "mobile";
    await page
      .getByRole(phone ? "list" : "table", { name: "People" })
      .getByRole("link", { name: new RegExp(name) })
      .click();
    const purchases = page.getByRole("list", { name: "Purchases" });
    await expect(purchases.getByRole("listitem")).toHaveCount(1);
    await purchases.getByRole("button", { name: "Refund…" }).click();
    const form = page.getByRole("form", { name: /^Refund / });
    const part = Math.floor(rent / 200) * 100; // about half, in whole naira
    await form.getByRole("textbox", { name: "Amount (NGN)" }).fill(String(part / 100));
    await form.getByRole("textbox", { name: "Reason" }).fill("Buffering on a good connection");
    await form.getByRole("button", { name: /^Refund ₦/ }).click();
    await expect(page.getByText("went back to the wallet.")).toBeVisible();
    await expect(purchases).toContainText("refunded");
    await keepScreenshot(page, "admin-refund", info.project.name);

    await purchases.getByRole("button", { name: "Refund…" }).click();
    await form.getByRole("textbox", { name: "Reason" }).fill("Never played");
    await form.getByRole("button", { name: /^Refund ₦/ }).click();
    await expect(purchases.getByText("Refunded", { exact: true })).toBeVisible();

    // The viewer's wallet has the whole rent back; the rental is gone from My Collection.
    const wallet = (await (await viewer.request.get("/api/v1/users/wallet")).json()) as {
      wallet: { balance: number };
    };
    expect(wallet.wallet.balance).toBe(200_000);
    const collection = (await (await viewer.request.get("/api/v1/purchases")).json()) as {
      rented: { ref: string; state: string }[];
    };
    expect(collection.rented.find((r) => r.ref === ref)?.state).toBe("expired");
    await theirs.close();

    // The report of today has the rental and what went back, on screen and in the CSV.
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`/admin/reports?from=${today}&to=${today}`);
    const byTitle = page.getByRole("table", { name: "Revenue by title" });
    const row = byTitle.getByRole("row").filter({ hasText: titleName }).filter({ hasText: "₦" });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").nth(3)).not.toHaveText("—");
    await expect(page.getByText("Net in NGN")).toBeVisible();
    // The chart library arrives on its own, after the numbers.
    await expect(page.locator(".recharts-surface").first()).toBeVisible();
    await keepScreenshot(page, "admin-reports", info.project.name);
    const csv = await page.request.get(`/api/v1/admin/reports/revenue-by-title.csv?from=${today}`);
    expect(await csv.text()).toContain(`${ref},`);
  },
);

test(
  "payments for review: a viewer's top-up is found by provider, state and day",
  LAPTOP,
  async ({ page, browser, baseURL, signUpViewer }, info) => {
    const name = `Amara Payer ${Date.now().toString(36)}`;
    const { context, page: viewer } = await viewerElsewhere(browser, baseURL!, name);
    const started = await viewer.request.post("/api/v1/mps/checkout", {
      headers: { "idempotency-key": `p-${Date.now()}` },
      data: { provider: "sandbox", amount: 150_000, currency: "NGN" },
    });
    expect(started.status(), await started.text()).toBe(201);
    const { reference } = (await started.json()) as { reference: string };
    const me = (await (await viewer.request.get("/api/v1/users/me")).json()) as {
      user: { email: string };
    };

    await signUpViewer(`Femi Payments ${info.project.name}`);
    await makeAdmin(page, baseURL!);
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`/admin/payments?provider=sandbox&status=pending&from=${today}&to=${today}`);
    const phone = info.project.name === "mobile";
    const payments = page.getByRole(phone ? "list" : "table", { name: "Payments" });
    const row = payments.getByRole(phone ? "listitem" : "row").filter({ hasText: me.user.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("₦1,500");
    if (!phone) await expect(row).toContainText(reference);
    await keepScreenshot(page, "admin-payments", info.project.name);
    await row.getByRole("link", { name: me.user.email }).click();
    await expect(page.getByRole("heading", { name })).toBeVisible();
    // Their page lists their top-ups too.
    await expect(page.getByRole("heading", { name: "Top-ups (1)" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Top-ups" })).toContainText("₦1,500");
    await context.close();
  },
);

/** A title rented in naira for at most the KARIBU-NGN voucher's ₦2,000 (pages.ts). */
async function rentableTitle(page: Page) {
  const { ref, rent, title } = await nairaTitle(page);
  return { ref, rent, titleName: title };
}

test(
  "an admin makes a batch of voucher codes, hands one out, and sees it used",
  LAPTOP,
  async ({ page, browser, baseURL, signUpViewer }, info) => {
    await signUpViewer(`Kwame Vouchers ${info.project.name}`);
    await makeAdmin(page, baseURL!);
    await page.goto("/");
    // The console is one click away for an admin (on a phone, in the menu).
    if (info.project.name === "desktop") {
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Admin" })
        .click();
      await expect(page).toHaveURL(/\/admin\/titles$/);
    }
    await page.goto("/admin/vouchers");
    const prefix = `E2E${Date.now().toString(36).toUpperCase().slice(-6)}`;
    const form = page.getByRole("form", { name: "New vouchers" });
    await form.getByRole("textbox", { name: "Prefix" }).fill(prefix);
    await form.getByRole("textbox", { name: "How many codes" }).fill("3");
    await form.getByRole("textbox", { name: "Credit" }).fill("500");
    await form.getByRole("button", { name: "Create codes" }).click();
    await expect(form.getByText("3 codes made")).toBeVisible();
    const codes = (await form.locator("pre").innerText()).split("\n").filter(Boolean);
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code.startsWith(prefix)).toBe(true);

    const { context, page: viewer } = await viewerElsewhere(browser, baseURL!, "Abena Redeems");
    const redeemed = await viewer.request.post("/api/v1/handleVoucherTransaction", {
      headers: { "idempotency-key": `v-${Date.now()}` },
      data: { code: codes[0] },
    });
    expect(redeemed.status(), await redeemed.text()).toBe(200);
    await context.close();

    await page.goto(`/admin/vouchers?q=${prefix}&state=used-up`);
    const phone = info.project.name === "mobile";
    const list = page.getByRole(phone ? "list" : "table", { name: "Vouchers" });
    await expect(list).toContainText(codes[0]!);
    await expect(list).toContainText("₦500");
    await keepScreenshot(page, "admin-vouchers", info.project.name);
    await page.goto(`/admin/vouchers?q=${prefix}&state=active`);
    await expect(list.getByText(prefix, { exact: false })).toHaveCount(2);
  },
);

test(
  "an admin plans the most asked-for request; it leaves the pending list with its note",
  LAPTOP,
  async ({ page, baseURL, signUpViewer }, info) => {
    await signUpViewer(`Yaw Requests ${info.project.name}`);
    await makeAdmin(page, baseURL!);
    await page.goto("/admin/requests?status=pending");
    const list = page.getByRole("list", { name: "Requests" });
    const first = list.getByRole("listitem").first();
    await expect(first).toContainText("asked");
    const heading = (await first.locator("p").first().innerText()).trim();
    const title = heading.replace(/\s*\(.*$/, "");
    const form = first.getByRole("form", { name: `Triage ${title}` });
    await form.getByRole("combobox", { name: "Status" }).selectOption("planned");
    await form
      .getByRole("textbox", { name: "Note to the askers" })
      .fill("On our list for January.");
    await keepScreenshot(page, "admin-requests", info.project.name);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`${title}: planned. Its askers are told.`)).toBeVisible();
    await expect(list.getByText(heading, { exact: true })).toHaveCount(0);

    await page.goto("/admin/requests?status=planned");
    const planned = list.getByRole("listitem").filter({ hasText: heading });
    await expect(planned).toHaveCount(1);
    await expect(planned.getByRole("textbox", { name: "Note to the askers" })).toHaveValue(
      "On our list for January.",
    );
  },
);

test(
  "an admin reviews a film submission, accepts it and makes it a draft title",
  LAPTOP,
  async ({ page, baseURL, signUpViewer }, info) => {
    await signUpViewer(`Efua Submissions ${info.project.name}`);
    await makeAdmin(page, baseURL!);
    await page.goto("/admin/submissions?status=received");
    const list = page.getByRole("list", { name: "Submissions" });
    const first = list.getByRole("listitem").first();
    const reference = (await first.getByText(/^TZ-SUB-/).innerText()).slice(0, 13);
    const decide = first.getByRole("form", { name: /^Decide on / });
    await decide.getByRole("combobox", { name: "Move to" }).selectOption("in review");
    await decide.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(/: in review\. The filmmaker is mailed\./)).toBeVisible();

    await page.goto("/admin/submissions?status=in_review");
    const item = list.getByRole("listitem").filter({ hasText: reference });
    await item.getByRole("combobox", { name: "Move to" }).selectOption("accepted");
    await item.getByRole("textbox", { name: "Note to the filmmaker" }).fill("Welcome aboard.");
    await item.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(/: accepted\. The filmmaker is mailed\./)).toBeVisible();

    await page.goto("/admin/submissions?status=accepted");
    const accepted = list.getByRole("listitem").filter({ hasText: reference });
    await accepted.getByRole("button", { name: "Make it a draft title" }).click();
    await keepScreenshot(page, "admin-submissions", info.project.name);
    await accepted.getByRole("link", { name: "Its draft title" }).click();
    await expect(page.getByText("Draft", { exact: true }).first()).toBeVisible();
  },
);

test(
  "an admin reads why a referral reward was held back and rejects it",
  LAPTOP,
  async ({ page, baseURL, signUpViewer }, info) => {
    await signUpViewer(`Kofi Referrals ${info.project.name}`);
    await makeAdmin(page, baseURL!);
    await page.goto("/admin/referrals");
    const list = page.getByRole("list", { name: "Referral rewards" });
    const first = list.getByRole("listitem").first();
    // The demo has three flagged rewards, each with what the rule saw.
    await expect(first).toContainText(/paid for both|phone number|throwaway email/);
    const who = (await first.locator("p").first().innerText()).trim();
    await keepScreenshot(page, "admin-referrals", info.project.name);
    await first
      .getByRole("textbox", { name: "Why (kept with the decision)" })
      .fill("Same family card");
    await first.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByText("Rejected: nobody is paid.")).toBeVisible();
    await expect(list.getByText(who, { exact: true })).toHaveCount(0);
    await page.goto("/admin/referrals?status=cancelled");
    const rejected = list.getByRole("listitem").filter({ hasText: who });
    await expect(rejected).toContainText("Note: Same family card");
  },
);
