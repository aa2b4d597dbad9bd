import { screen } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { PhoneVerification } from "./phone-verification.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;
const sent = (phone: string) => ({
  status: 202,
  body: {
    phone_number: phone,
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
    resendAt: new Date(Date.now() + 60_000).toISOString(),
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("PhoneVerification", () => {
  it("sends a code to the unverified number, refuses a wrong one, then verifies", async () => {
    const onVerified = vi.fn();
    const { calls } = fakeApi({
      "POST /api/v1/users/phone": () => sent("+254712345678"),
      "POST /api/v1/users/phone/verify": (call) =>
        (call.body as { code: string }).code === "482913"
          ? { status: 200, body: { phone_number: "+254712345678", verified: true } }
          : {
              status: 400,
              body: {
                error: {
                  code: "phone/wrong-code",
                  message: "That code is not right. Check the SMS and try again. 4 tries left.",
                },
              },
            },
    });
    renderWithProviders(
      <PhoneVerification
        phone="+254712345678"
        verified={false}
        locale="sw-KE"
        onVerified={onVerified}
      />,
    );
    expect(screen.getByText("+254 712 345678")).toBeTruthy();
    expect(screen.getByText("Not verified")).toBeTruthy();
    const user = userEvent.setup(FAST);
    await user.click(screen.getByRole("button", { name: "Verify by SMS" }));
    const field = await screen.findByRole("textbox", { name: "Code from the SMS" });
    expect(field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(field.getAttribute("inputmode")).toBe("numeric");
    // Resend waits for the minute to pass.
    expect(screen.getByRole("button", { name: /^Resend in \d+ s$/ }).hasAttribute("disabled")).toBe(
      true,
    );
    // Six digits submit by themselves.
    await user.type(field, "111111");
    expect(
      await screen.findByText("That code is not right. Check the SMS and try again. 4 tries left."),
    ).toBeTruthy();
    await user.clear(field);
    await user.type(field, "48-29 13");
    await vi.waitFor(() => {
      expect(onVerified).toHaveBeenCalledWith("+254712345678");
    });
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { phone_number: "+254712345678" },
      { phone_number: "+254712345678", code: "111111" },
      { phone_number: "+254712345678", code: "482913" },
    ]);
  });

  it("a new number is checked before anything is sent, then gets its code", async () => {
    const { calls } = fakeApi({
      "POST /api/v1/users/phone": (call) =>
        sent((call.body as { phone_number: string }).phone_number),
    });
    renderWithProviders(
      <PhoneVerification phone={null} verified={false} locale="en-NG" onVerified={vi.fn()} />,
    );
    expect(screen.getByText("No phone number yet")).toBeTruthy();
    const user = userEvent.setup(FAST);
    await user.click(screen.getByRole("button", { name: "Add a phone number" }));
    const number = screen.getByRole("textbox", { name: "Phone number" });
    await user.type(number, "12");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(
      screen.getByText("Enter your phone number in international format, e.g. +254712345678."),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.clear(number);
    await user.type(number, "0803 123 4567");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(
      await screen.findByText(
        "We sent a 6-digit code to +234 803 123 4567. It works for 10 minutes.",
      ),
    ).toBeTruthy();
    expect(calls.map((c) => c.body)).toEqual([{ phone_number: "+2348031234567" }]);
  });

  it("says so when the number is another account's", async () => {
    fakeApi({
      "POST /api/v1/users/phone": {
        status: 409,
        body: {
          error: {
            code: "auth/phone-already-in-use",
            message:
              "This phone number is already associated with an existing account. Please use a different phone number or contact support for assistance.",
          },
        },
      },
    });
    renderWithProviders(
      <PhoneVerification phone="+254712345678" verified locale="sw-KE" onVerified={vi.fn()} />,
    );
    expect(screen.getByText("Verified")).toBeTruthy();
    const user = userEvent.setup(FAST);
    await user.click(screen.getByRole("button", { name: "Change number" }));
    await user.type(screen.getByRole("textbox", { name: "Phone number" }), "0722 000 111");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText(/already associated with an existing account/)).toBeTruthy();
  });
});
