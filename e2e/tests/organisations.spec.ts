import type { APIRequestContext } from "@playwright/test";
import { LAPTOP, expect, keepScreenshot, test } from "./fixtures.ts";

// Issue 17: an organisation adds its people from a CSV — checked first (line numbers and
// reasons), then confirmed — and a phone-only person joins through the SMS invitation.

async function smsTo(request: APIRequestContext, phone: string): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(async () => {
      const body = (await (await request.get("/dev/mailbox.json")).json()) as {
        messages: { to: string; text: string }[];
      };
      text = body.messages.find((m) => m.to === phone)?.text;
      return text;
    })
    .toBeTruthy();
  return text!;
}

test(
  "start an organisation, check a member CSV, add the people; an SMS invitee joins",
  LAPTOP,
  async ({ page, browser, signUpViewer }, info) => {
    await signUpViewer(`Neema org${info.project.name}`);
    await page.goto("/org");
    const start = page.getByRole("form", { name: "Start an organisation" });
    const orgName = `Amani School ${info.project.name}`;
    await start.getByRole("textbox", { name: "Organisation name" }).fill(orgName);
    await start.getByRole("combobox", { name: "Kind" }).selectOption("school");
    await start.getByRole("button", { name: "Start the organisation" }).click();
    const org = page.getByRole("region", { name: orgName });
    await expect(org.getByText("Admin", { exact: true }).first()).toBeVisible();

    const stamp = `${Date.now()}`;
    const phone = `+2547${stamp.slice(-8)}`;
    const csv = [
      "name,email,phone",
      `Amina Wanjiru,amina.${stamp}@example.com,`,
      `Baraka Otieno,,${phone}`,
      `Amina again,amina.${stamp}@example.com,`,
      "No Contact,,",
      `"=HYPERLINK(""https://evil.example"")",formula.${stamp}@example.com,`,
    ].join("\n");
    const chooser = page.waitForEvent("filechooser");
    await org.getByRole("button", { name: "Upload a CSV" }).click();
    await (
      await chooser
    ).setFiles({ name: "staff.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    const check = org.getByLabel("Check before adding");
    await expect(check.getByText("staff.csv: 5 rows. Nothing is created yet.")).toBeVisible();
    const left = check.getByRole("table", { name: "Rows left out" });
    await expect(left.getByRole("row", { name: "4 Same person as line 2." })).toBeVisible();
    await expect(
      left.getByRole("row", { name: "5 An email or a phone number is needed." }),
    ).toBeVisible();
    // A name a spreadsheet would read as a formula is left out, by line (issue 39).
    await expect(
      left.getByRole("row", { name: /^6 The name starts with =, \+, - or @/ }),
    ).toBeVisible();
    await keepScreenshot(page, "org-member-upload-check", info.project.name);

    await check.getByRole("button", { name: "Add 2 people" }).click();
    const run = org.getByRole("status", { name: "Adding members" });
    await expect(run.getByText("Done")).toBeVisible();
    await expect(
      run.getByText("1 account created, 0 people added, 1 invitation sent by SMS."),
    ).toBeVisible();
    const members = org.getByRole("table", { name: "Members" });
    await expect(members.getByRole("row", { name: /Amina Wanjiru/ })).toBeVisible();
    await expect(members.getByRole("row", { name: /Baraka Otieno Invited/ })).toBeVisible();
    await org.scrollIntoViewIfNeeded();
    await keepScreenshot(page, "org-members", info.project.name);

    // Baraka opens the SMS link on his phone, joins, and lands in the organisation.
    const link = /https?:\/\/\S+\/org\?invite=[\w-]+/.exec(await smsTo(page.request, phone))![0];
    const baraka = await browser.newContext({ baseURL: info.project.use.baseURL });
    const his = await baraka.newPage();
    await his.goto(new URL(link).pathname + new URL(link).search);
    await expect(his.getByText("You are invited to Tazama")).toBeVisible();
    await his.locator("main").getByRole("link", { name: "Join for Free" }).click();
    await his.getByLabel("Full name").fill("Baraka Otieno");
    await his.getByRole("textbox", { name: "Email" }).fill(`baraka.${stamp}@example.com`);
    await his.getByRole("combobox", { name: "Country" }).selectOption("KE");
    await his.getByRole("textbox", { name: "Phone number" }).fill(`7${stamp.slice(-8)}`);
    await his.getByRole("textbox", { name: "Password" }).fill("acacia-shade-2026");
    await his.getByRole("button", { name: "Join for Free" }).click();
    await expect(his).toHaveURL("/org");
    await expect(
      his.getByRole("region", { name: orgName }).getByText("Member", { exact: true }),
    ).toBeVisible();
    await baraka.close();
  },
);
