import { notifications } from "@mantine/notifications";
import { ACCOUNT_MESSAGES } from "@tazama/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FAST } from "../test/fast-user.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AFFILIATE_STORAGE_KEY } from "../lib/affiliate.ts";
import { apiError, fakeApi } from "../../../test/fake-api.ts";
import { clearBrowserState, makeProfile, userCookie } from "../test/factories.ts";
import { renderWithAuth } from "../test/render-auth.tsx";
import { RegisterForm } from "./register-form.tsx";

beforeEach(() => {
  // The viewer's country comes from the location cookie (not the browser's language).
  vi.spyOn(navigator, "language", "get").mockReturnValue("en-US");
  document.cookie = "location=sw-KE; Path=/";
});

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearBrowserState();
});

const AMINA = {
  name: "Amina Njeri",
  email: "amina@example.com",
  phone: "0712 345 678",
  password: "kibera-sunrise-2024",
};

async function join(values: Partial<typeof AMINA> = AMINA) {
  const user = userEvent.setup(FAST);
  if (values.name)
    await user.type(screen.getByRole("textbox", { name: /^Full name/ }), values.name);
  if (values.email) await user.type(screen.getByRole("textbox", { name: /^Email/ }), values.email);
  if (values.phone) {
    await user.type(screen.getByRole("textbox", { name: /^Phone number/ }), values.phone);
  }
  if (values.password) await user.type(screen.getByLabelText(/^Password/), values.password);
  await user.click(screen.getByRole("button", { name: "Join for Free" }));
}

const location = () => screen.getByTestId("location").textContent;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

// The join form is the heaviest in the app (~245 country options, toasts); under a loaded CI box the
// default 5 s was too tight. Idle, each test takes about a second.
describe("RegisterForm", { timeout: 15_000 }, () => {
  it("creates the account with progress messages, welcomes for 2 s and goes to /", async () => {
    const show = vi.spyOn(notifications, "show");
    const created = deferred<{ status: number; body: unknown; cookie: string }>();
    const prepared = deferred<{ status: number; body: unknown }>();
    const { calls } = fakeApi({
      "POST /api/v1/users/signup": () => created.promise,
      "GET /api/v1/users/me": () => prepared.promise,
    });
    renderWithAuth(<RegisterForm />, { route: "/register?ref=KOFI7" });
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /^Affiliate code/ }).value).toBe(
      "KOFI7",
    );
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Country" }).value).toBe("KE");
    await join();

    expect(await screen.findByText("Creating Your Account, please wait")).toBeTruthy();
    created.resolve({
      status: 201,
      body: { user: makeProfile({ affiliateCodeUsed: "KOFI7" }) },
      cookie: userCookie("Amina Njeri"),
    });
    expect(await screen.findByText("Preparing your Account")).toBeTruthy();
    prepared.resolve({ status: 200, body: { user: makeProfile({ affiliateCodeUsed: "KOFI7" }) } });

    expect(await screen.findByText("Welcome to Tazama, Amina Njeri!")).toBeTruthy();
    await waitFor(() => {
      expect(location()).toBe("/");
    });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Welcome to Tazama, Amina Njeri!", autoClose: 2000 }),
    );
    expect(calls[0]).toEqual({
      method: "POST",
      url: "/api/v1/users/signup",
      body: {
        name: "Amina Njeri",
        email: "amina@example.com",
        phone_number: "+254712345678",
        password: "kibera-sunrise-2024",
        affiliateCodeUsed: "KOFI7",
        source: "tazama-web",
        // The browser's language; the server pairs it with the phone's country for prices.
        locale: "en-US",
      },
      idempotencyKey: null,
    });
  });

  it("prefills the stored affiliate code, and sends null when there is none", async () => {
    localStorage.setItem(AFFILIATE_STORAGE_KEY, "STORED1");
    fakeApi();
    const first = renderWithAuth(<RegisterForm />, { route: "/register" });
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /^Affiliate code/ }).value).toBe(
      "STORED1",
    );
    first.unmount();
    localStorage.clear();

    const { calls } = fakeApi({
      "POST /api/v1/users/signup": () => apiError(400, "validation/invalid-body", "x"),
    });
    renderWithAuth(<RegisterForm />, { route: "/register" });
    await join();
    await screen.findByText("Error");
    expect((calls[0]?.body as { affiliateCodeUsed: unknown }).affiliateCodeUsed).toBeNull();
  });

  it("shows spec §5's texts when the phone is already assigned to another account", async () => {
    fakeApi({
      "POST /api/v1/users/signup": () =>
        apiError(
          409,
          "auth/phone-already-in-use",
          "This phone number is already Assigned to another account",
        ),
    });
    renderWithAuth(<RegisterForm />, { route: "/register" });
    await join();
    expect(await screen.findByText("Phone Number Already Registered")).toBeTruthy();
    expect(
      screen.getByText(
        "This phone number is already associated with an existing account. Please use a different phone number or contact support for assistance.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText("Creating Your Account, please wait")).toBeNull();
    expect(location()).toBe("/register");
  });

  it("says once that the email has an account, and offers Log in (email carried) and Reset password", async () => {
    const show = vi.spyOn(notifications, "show");
    const api = fakeApi({
      "POST /api/v1/users/signup": () =>
        apiError(409, "auth/email-already-in-use", "Email Already Registered"),
      "POST /api/v1/users/password-reset": { status: 202 },
    });
    renderWithAuth(<RegisterForm />, { route: "/register" });
    await join();
    const notice = await screen.findByRole("alert");
    // A title and a body that says more, not the same words twice.
    expect(screen.getAllByText("Email Already Registered")).toHaveLength(1);
    expect(notice.textContent).toContain(
      "There is already a Tazama account for amina@example.com.",
    );
    expect(show.mock.calls.filter(([toast]) => toast.color === "red")).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Reset password" }));
    // Inside the notice: the test's location readout is an <output>, a status too.
    expect((await within(notice).findByRole("status")).textContent).toBe(
      ACCOUNT_MESSAGES.passwordResetSent,
    );
    expect(api.calls.at(-1)).toMatchObject({
      method: "POST",
      body: { email: "amina@example.com" },
    });

    await userEvent.click(within(notice).getByRole("link", { name: "Log in" }));
    expect(location()).toBe("/login");
  });

  it("puts the server's common-password message under the password", async () => {
    const message =
      "Choose a password of 8 to 128 characters that is not one of the most common passwords.";
    fakeApi({ "POST /api/v1/users/signup": () => apiError(400, "auth/weak-password", message) });
    renderWithAuth(<RegisterForm />, { route: "/register" });
    await join({ ...AMINA, password: "password123" });
    const error = await screen.findByText(message);
    const input = screen.getByLabelText(/^Password/);
    expect(input.hasAttribute("data-invalid")).toBe(true);
    expect(input.getAttribute("aria-describedby")).toContain(error.id);
    expect(document.activeElement).toBe(input);
  });

  it.each([
    [apiError(400, "validation/invalid-body", "name: Too big"), "name: Too big"],
    [
      { status: 500, body: { error: { code: "internal", message: "" } } },
      "Failed to validate user information.",
    ],
  ])("shows any other failure as Error with the message or the fallback", async (reply, text) => {
    fakeApi({ "POST /api/v1/users/signup": () => reply });
    renderWithAuth(<RegisterForm />, { route: "/register" });
    await join();
    expect(await screen.findByText("Error")).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it("checks every field before sending anything", async () => {
    const api = fakeApi();
    renderWithAuth(<RegisterForm />, { route: "/register" });
    await join({ email: "amina@", phone: "12", password: "short" });
    expect(screen.getByText("Enter your full name.")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address.")).toBeTruthy();
    expect(screen.getByText("Enter a valid phone number for the country you picked.")).toBeTruthy();
    expect(screen.getByText("Use 8 to 128 characters.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /^Full name/ }));
    expect(api.calls).toHaveLength(0);
  });

  it("reads the phone in the country picked", async () => {
    const { calls } = fakeApi({
      "POST /api/v1/users/signup": () => apiError(400, "validation/invalid-body", "stop here"),
    });
    renderWithAuth(<RegisterForm />, { route: "/register" });
    await userEvent
      .setup(FAST)
      .selectOptions(screen.getByRole("combobox", { name: "Country" }), "NG");
    await join({ ...AMINA, phone: "0803 123 4567" });
    await screen.findByText("stop here");
    expect((calls[0]?.body as { phone_number: string }).phone_number).toBe("+2348031234567");
  });

  it("starts in the location cookie's country, else Nigeria, with that country's example number", async () => {
    renderWithAuth(<RegisterForm />, { route: "/register" });
    const country = screen.getByRole<HTMLSelectElement>("combobox", { name: "Country" });
    const phone = screen.getByRole("textbox", { name: /^Phone number/ });
    expect(country.value).toBe("KE");
    expect(phone.getAttribute("placeholder")).toBe("0712 123456");
    expect(screen.getByText("For example +254 712 123456")).toBeTruthy();

    await userEvent.setup(FAST).selectOptions(country, "GH");
    expect(phone.getAttribute("placeholder")).toBe("023 123 4567");
    expect(screen.getByText("For example +233 23 123 4567")).toBeTruthy();
  });

  it("starts in Nigeria when no cookie says where the viewer is, whatever the browser's language", () => {
    document.cookie = "location=; Path=/; Max-Age=0";
    renderWithAuth(<RegisterForm />, { route: "/register" });
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Country" }).value).toBe("NG");
  });
});
