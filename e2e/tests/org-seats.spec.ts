import { topUp } from "./checkout.ts";
import { LAPTOP, expect, keepScreenshot, test } from "./fixtures.ts";

// Issue 17: an organisation admin moves money into the organisation's wallet, buys pass seats,
// gives one to a member (who can then watch with it, and chooses to share what they watch), and
// reads the report.

test(
  "fund the organisation, buy pass seats, give one; the member has the pass and shares by choice; the report",
  LAPTOP,
  async ({ page, browser, signUpViewer }, info) => {
    test.setTimeout(120_000);
    const member = await browser.newContext({ baseURL: info.project.use.baseURL });
    const memberPage = await member.newPage();
    const stamp = `${Date.now()}`;
    // The member joins first, so the admin can add them by email.
    const email = `wanjiku.${stamp}@example.com`;
    const joined = await memberPage.request.post("/api/v1/users/signup", {
      headers: {
        "x-forwarded-for": `10.77.${String(Number(stamp.slice(-4)) % 250)}.${String(info.workerIndex + 1)}`,
      },
      data: {
        name: "Wanjiku Kamau",
        email,
        phone_number: `+2547${stamp.slice(-8)}`,
        password: "acacia-shade-2026",
        affiliateCodeUsed: null,
        source: "tazama-web",
      },
    });
    expect(joined.status(), await joined.text()).toBe(201);

    await signUpViewer(`Grace seats${info.project.name}`);
    await topUp(page, 1_000_000);
    const orgName = `Mwangaza Academy ${info.project.name} ${stamp.slice(-5)}`;
    const created = await page.request.post("/api/v1/orgs", {
      data: { name: orgName, kind: "school" },
    });
    const { id: orgId } = (await created.json()) as { id: string };
    const preview = await page.request.post(`/api/v1/orgs/${orgId}/imports`, {
      multipart: {
        file: {
          name: "staff.csv",
          mimeType: "text/csv",
          buffer: Buffer.from(`name,email\nWanjiku Kamau,${email}\n`),
        },
      },
    });
    const { id: importId } = (await preview.json()) as { id: string };
    await page.request.post("/api/v1/users/createMultipleAccounts", { data: { orgId, importId } });
    await expect
      .poll(async () => {
        const status = (await (
          await page.request.get(`/api/v1/orgs/${orgId}/imports/${importId}`)
        ).json()) as {
          status: string;
        };
        return status.status;
      })
      .toBe("done");

    await page.goto("/org");
    const org = page.getByRole("region", { name: orgName });
    await org.getByRole("tab", { name: "Seats and wallet" }).click();
    await expect(org.getByTestId("org-balance")).toHaveText("Empty");
    await org.getByRole("textbox", { name: /Add money from your wallet/ }).fill("4000");
    await org.getByRole("button", { name: "Add money" }).click();
    await expect(org.getByTestId("org-balance")).toHaveText("₦4,000");

    const buy = org.getByRole("form", { name: "Buy seats" });
    await buy.getByRole("textbox", { name: "Seats" }).fill("2");
    await expect(buy.getByTestId("seat-quote")).toContainText("2 seats ×");
    await keepScreenshot(page, "org-seats-buy", info.project.name);
    await buy.getByRole("button", { name: "Buy seats" }).click();
    const block = org.getByRole("article").first();
    await expect(block.getByText("0 of 2 given")).toBeVisible();
    await block.getByRole("textbox", { name: "Give seats to" }).fill("wanj");
    await block.getByRole("button", { name: "Add Wanjiku Kamau" }).click();
    await expect(
      block.getByRole("list", { name: "Give seats to: chosen" }).getByText("Wanjiku Kamau"),
    ).toBeVisible();
    await block.getByRole("button", { name: "Give seat" }).click();
    await expect(block.getByText("1 of 2 given")).toBeVisible();
    await expect(
      block.getByRole("button", { name: "Take back Wanjiku Kamau's seat" }),
    ).toBeVisible();
    await keepScreenshot(page, "org-seats", info.project.name);

    // Wanjiku (signed in since she joined) has the pass, and chooses to share what she watches.
    const mine = (await (await memberPage.request.get("/api/v1/purchases")).json()) as {
      passes: { source: string; state: string }[];
    };
    expect(mine.passes).toEqual([
      expect.objectContaining({ source: "organisation", state: "active" }),
    ]);
    await memberPage.goto("/org");
    const hers = memberPage.getByRole("region", { name: orgName });
    const share = hers.getByRole("switch", { name: `Let ${orgName}'s admins see what I watch` });
    await expect(share).not.toBeChecked();
    const saved = memberPage.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/v1/orgs/${orgId}/membership`) && r.request().method() === "PATCH",
    );
    await share.click();
    await expect(share).toBeChecked();
    expect((await saved).status()).toBe(200);
    await member.close();

    await org.getByRole("tab", { name: "Report" }).click();
    await expect(org.getByText("Seats given")).toBeVisible();
    await expect(org.getByText("1 / 2")).toBeVisible();
    await expect(
      org.getByText("1 member shares what they watch by name.", { exact: false }),
    ).toBeVisible();
    const csv = org.getByRole("link", { name: "Download CSV" });
    await expect(csv).toHaveAttribute(
      "href",
      `/api/v1/orgs/${orgId}/enterprisePayload.csv?days=30`,
    );
    const download = page.waitForEvent("download");
    await csv.click();
    expect((await download).suggestedFilename()).toMatch(
      /^tazama-organisation-report-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    await keepScreenshot(page, "org-report", info.project.name);
  },
);
