import type { APIRequestContext } from "@playwright/test";
import { expect, expectResourceErrors, keepScreenshot, test } from "./fixtures.ts";

// Issue 17: a phone number proven by an SMS code on My Membership; in development the SMS waits
// in the dev mailbox. An unverified phone keeps M-Pesa closed (the e2e server has no M-Pesa, so
// the top-up side is covered by the component and API tests).

/** The code in the newest SMS the dev mailbox holds for `phone`. */
async function smsCode(request: APIRequestContext, phone: string) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get("/dev/mailbox.json");
      const body = (await response.json()) as { messages: { to: string; text: string }[] };
      code = /code is (\d{6})/.exec(body.messages.find((m) => m.to === phone)?.text ?? "")?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

test("verify the phone by SMS code, then change to another number", async ({
  page,
  signUpViewer,
  consoleErrors,
}, info) => {
  const forgiveWrongCode = expectResourceErrors(page, consoleErrors, "/api/v1/users/phone/verify");
  const viewer = await signUpViewer(`Wanjiku phone${info.project.name}`);
  await page.goto("/my-membership");
  const profile = page.getByLabel("Your profile");
  await expect(profile.getByText("Not verified")).toBeVisible();
  await profile.getByRole("button", { name: "Verify by SMS" }).click();

  const codeField = profile.getByRole("textbox", { name: "Code from the SMS" });
  await expect(codeField).toBeVisible();
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expect(profile.getByRole("button", { name: /^Resend in \d+ s$/ })).toBeDisabled();
  await profile.scrollIntoViewIfNeeded();
  await keepScreenshot(page, "my-membership-phone-code", info.project.name);

  const code = await smsCode(page.request, viewer.phoneNumber);
  await codeField.fill(code === "000000" ? "111111" : "000000");
  await expect(profile.getByText(/That code is not right\. .* 4 tries left\./)).toBeVisible();
  forgiveWrongCode(1);
  await codeField.fill(code);
  await expect(page.getByText("Phone number verified.")).toBeVisible();
  await expect(profile.getByText("Verified", { exact: true })).toBeVisible();
  const me = (await (await page.request.get("/api/v1/users/me")).json()) as {
    user: { phone_number: string; phone_verified: boolean };
  };
  expect(me.user).toMatchObject({ phone_number: viewer.phoneNumber, phone_verified: true });

  // A new number is proven the same way before it replaces the old one.
  await profile.getByRole("button", { name: "Change number" }).click();
  const form = profile.getByRole("form", { name: "Phone number" });
  await form.getByLabel("Country").selectOption("KE");
  const last = Number(viewer.phoneNumber.at(-1));
  const next = `${viewer.phoneNumber.slice(0, -1)}${(last + 1) % 10}`;
  await form.getByRole("textbox", { name: "Phone number" }).fill(next.slice(4));
  await form.getByRole("button", { name: "Send code" }).click();
  await expect(profile.getByRole("textbox", { name: "Code from the SMS" })).toBeVisible();
  await keepScreenshot(page, "my-membership-phone", info.project.name);
  await profile
    .getByRole("textbox", { name: "Code from the SMS" })
    .fill(await smsCode(page.request, next));
  await expect(profile.getByText("Verified", { exact: true })).toBeVisible();
  await expect
    .poll(async () => {
      const body = (await (await page.request.get("/api/v1/users/phone")).json()) as {
        phone_number: string;
      };
      return body.phone_number;
    })
    .toBe(next);
});
