import { type AdminPass, type AdminPassList, PASS_ADMIN_PATHS } from "@tazama/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeApi, apiError, fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { PassList } from "./pass-list.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const pass = (over: Partial<AdminPass>): AdminPass => ({
  slug: "weekend-pass",
  name: "Weekend pass",
  durationHours: 72,
  position: 0,
  prices: [
    { currency: "NGN", amountMinor: 250_050 },
    { currency: "KES", amountMinor: 30_000 },
  ],
  onSale: true,
  sold: 120,
  running: 7,
  ...over,
});

const list = `GET ${PASS_ADMIN_PATHS.list}`;
const create = `POST ${PASS_ADMIN_PATHS.list}`;
const one = `PATCH ${PASS_ADMIN_PATHS.one}`;

function serve(passes: AdminPass[]) {
  const body: AdminPassList = { passes };
  return fakeApi({ [list]: { status: 200, body } });
}

const newPass = () => screen.getByRole("form", { name: "New pass" });
const type = (form: HTMLElement, name: string, value: string) => {
  fireEvent.change(within(form).getByRole("textbox", { name }), { target: { value } });
};
const sent = (api: FakeApi, method: string) => api.calls.filter((call) => call.method === method);

describe("the console's passes", () => {
  it("shows each pass's state, length, prices and sales, and offers to take only an on-sale one off sale", async () => {
    const api = serve([
      pass({}),
      pass({
        slug: "night-pass",
        name: "Night pass",
        durationHours: 12,
        prices: [{ currency: "GHS", amountMinor: 1_250 }],
        sold: 1,
        running: 0,
      }),
      pass({
        slug: "old-month",
        name: "Old month",
        durationHours: 720,
        prices: [],
        onSale: false,
        sold: 0,
        running: 0,
      }),
    ]);
    renderWithProviders(<PassList onChanged={vi.fn()} />);
    const weekend = await screen.findByRole("region", { name: "Weekend pass" });
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([list]);
    expect(within(weekend).getByText("on sale").textContent).toBe("on sale");
    expect(within(weekend).getByText(/^3 days ·/).textContent).toBe("3 days · ₦2,500.50 · KSh 300");
    expect(within(weekend).getByText("120 sold · 7 running now").textContent).toBeTruthy();
    expect(within(weekend).getByRole("button", { name: "Take off sale" }).tagName).toBe("BUTTON");

    const night = screen.getByRole("region", { name: "Night pass" });
    expect(within(night).getByText(/^12 hours ·/).textContent).toBe("12 hours · GH₵12.50");
    expect(within(night).getByText("1 sold · 0 running now").textContent).toBeTruthy();

    const old = screen.getByRole("region", { name: "Old month" });
    expect(within(old).getByText("off sale").textContent).toBe("off sale");
    expect(within(old).getByText(/^30 days ·/).textContent).toBe("30 days · no price");
    expect(within(old).queryByRole("button", { name: "Take off sale" })).toBeNull();
    expect(within(old).getByRole("button", { name: "Edit" }).tagName).toBe("BUTTON");
  });

  it("creates a pass from the form, says it is on sale, empties the form and asks for the list again", async () => {
    let passes: AdminPass[] = [];
    const api = fakeApi({
      [list]: () => ({ status: 200, body: { passes } satisfies AdminPassList }),
      [create]: (call) => {
        const body = call.body as Pick<AdminPass, "name" | "durationHours" | "prices">;
        const made = pass({ ...body, slug: "long-weekend", onSale: true, sold: 0, running: 0 });
        passes = [made];
        return { status: 201, body: made };
      },
    });
    const onChanged = vi.fn();
    renderWithProviders(<PassList onChanged={onChanged} />);
    await waitFor(() => {
      expect(api.calls).toHaveLength(1);
    });
    type(newPass(), "Name", "  Long weekend ");
    type(newPass(), "Length in days", "4");
    type(newPass(), "Price in NGN", "3,000");
    type(newPass(), "Price in ZAR", "49.99");
    fireEvent.click(within(newPass()).getByRole("button", { name: "Create pass" }));

    expect((await screen.findByText("Long weekend is on sale.")).textContent).toBeTruthy();
    expect(sent(api, "POST").map((call) => call.body)).toEqual([
      {
        name: "Long weekend",
        durationHours: 96,
        prices: [
          { currency: "NGN", amountMinor: 300_000 },
          { currency: "ZAR", amountMinor: 4_999 },
        ],
      },
    ]);
    expect(onChanged).toHaveBeenCalledOnce();
    const shown = await screen.findByRole("region", { name: "Long weekend" });
    expect(within(shown).getByText(/^4 days ·/).textContent).toBe("4 days · ₦3,000 · R 49.99");
    expect(sent(api, "GET")).toHaveLength(2);
    expect(within(newPass()).getByRole<HTMLInputElement>("textbox", { name: "Name" }).value).toBe(
      "",
    );
  });

  it("says a new pass without a price is created, not on sale", async () => {
    const api = fakeApi({
      [list]: { status: 200, body: { passes: [] } satisfies AdminPassList },
      [create]: {
        status: 201,
        body: pass({ slug: "trial", name: "Trial", durationHours: 24, prices: [], onSale: false }),
      },
    });
    renderWithProviders(<PassList onChanged={vi.fn()} />);
    type(newPass(), "Name", "Trial");
    type(newPass(), "Length in days", "1");
    fireEvent.click(within(newPass()).getByRole("button", { name: "Create pass" }));
    expect((await screen.findByText("Trial created.")).textContent).toBeTruthy();
    expect(sent(api, "POST").map((call) => call.body)).toEqual([
      { name: "Trial", durationHours: 24, prices: [] },
    ]);
  });

  it("refuses a length out of range or a bad price before sending, then shows the server's refusal", async () => {
    const api = fakeApi({
      [list]: { status: 200, body: { passes: [pass({})] } satisfies AdminPassList },
      [create]: apiError(409, "passes/name-taken", "A pass is already called Weekend pass."),
    });
    const onChanged = vi.fn();
    renderWithProviders(<PassList onChanged={onChanged} />);
    await screen.findByRole("region", { name: "Weekend pass" });
    const button = () =>
      within(newPass()).getByRole<HTMLButtonElement>("button", { name: "Create pass" });

    type(newPass(), "Name", "Weekend pass");
    type(newPass(), "Length in days", "400");
    expect(within(newPass()).getByText("1 hour to 366 days").textContent).toBeTruthy();
    expect(button().disabled).toBe(true);
    type(newPass(), "Length in days", "3");
    type(newPass(), "Price in USD", "12.345");
    expect(
      within(newPass()).getByText("Prices are amounts like 2500 or 2500.50.").textContent,
    ).toBeTruthy();
    expect(button().disabled).toBe(true);
    // Nor does the form send it when submitted some other way (Enter in a field).
    fireEvent.submit(newPass());
    // A one-letter name is held back too, and the admin is told why.
    type(newPass(), "Price in USD", "12");
    type(newPass(), "Name", "W");
    expect(within(newPass()).getByText("At least 2 characters.").textContent).toBe(
      "At least 2 characters.",
    );
    expect(button()).toHaveProperty("disabled", true);
    fireEvent.click(button());
    expect(sent(api, "POST")).toEqual([]);

    type(newPass(), "Name", "Weekend pass");
    fireEvent.click(button());
    expect((await screen.findByText("A pass is already called Weekend pass.")).textContent).toBe(
      "A pass is already called Weekend pass.",
    );
    expect(screen.getByText("Not saved").textContent).toBe("Not saved");
    expect(sent(api, "POST").map((call) => call.body)).toEqual([
      {
        name: "Weekend pass",
        durationHours: 72,
        prices: [{ currency: "USD", amountMinor: 1_200 }],
      },
    ]);
    // What was typed stays, to be corrected.
    expect(within(newPass()).getByRole<HTMLInputElement>("textbox", { name: "Name" }).value).toBe(
      "Weekend pass",
    );
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("takes a pass off sale by removing its prices", async () => {
    const api = fakeApi({
      [list]: { status: 200, body: { passes: [pass({})] } satisfies AdminPassList },
      [one]: (call) => ({
        status: 200,
        body: pass({ ...(call.body as Partial<AdminPass>), onSale: false }),
      }),
    });
    const onChanged = vi.fn();
    renderWithProviders(<PassList onChanged={onChanged} />);
    const weekend = await screen.findByRole("region", { name: "Weekend pass" });
    fireEvent.click(within(weekend).getByRole("button", { name: "Take off sale" }));
    expect(
      (await screen.findByText("Weekend pass is off sale. Sold passes run on.")).textContent,
    ).toBeTruthy();
    expect(sent(api, "PATCH").map((call) => [call.url, call.body])).toEqual([
      ["/api/v1/admin/passes/weekend-pass", { prices: [] }],
    ]);
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it("edits a pass in its card: the whole pass is sent, the form closes once saved, a refusal is shown", async () => {
    let refuse = false;
    const api = fakeApi({
      [list]: { status: 200, body: { passes: [pass({})] } satisfies AdminPassList },
      [one]: (call) =>
        refuse
          ? apiError(400, "validation", "prices: Each currency may have one price")
          : { status: 200, body: pass(call.body as Partial<AdminPass>) },
    });
    renderWithProviders(<PassList onChanged={vi.fn()} />);
    const weekend = await screen.findByRole("region", { name: "Weekend pass" });
    fireEvent.click(within(weekend).getByRole("button", { name: "Edit" }));
    const edit = within(weekend).getByRole("form", { name: "Edit Weekend pass" });
    expect(
      within(edit).getByRole<HTMLInputElement>("textbox", { name: "Price in NGN" }).value,
    ).toBe("2500.50");
    type(edit, "Price in NGN", "");
    type(edit, "Length in days", "2");
    fireEvent.click(within(edit).getByRole("button", { name: "Save pass" }));
    expect(
      (await screen.findByText("Pass saved. Passes already sold keep their end.")).textContent,
    ).toBeTruthy();
    expect(sent(api, "PATCH").map((call) => [call.url, call.body])).toEqual([
      [
        "/api/v1/admin/passes/weekend-pass",
        {
          name: "Weekend pass",
          durationHours: 48,
          prices: [{ currency: "KES", amountMinor: 30_000 }],
        },
      ],
    ]);
    await waitFor(() => {
      expect(within(weekend).queryByRole("form")).toBeNull();
    });

    refuse = true;
    fireEvent.click(within(weekend).getByRole("button", { name: "Edit" }));
    const again = within(weekend).getByRole("form", { name: "Edit Weekend pass" });
    fireEvent.click(within(again).getByRole("button", { name: "Save pass" }));
    expect(
      (await screen.findByText("prices: Each currency may have one price")).textContent,
    ).toBeTruthy();
    expect(within(weekend).getByRole("form", { name: "Edit Weekend pass" })).toBe(again);
  });

  it("says there is no pass yet when there is none, and when the passes could not be loaded", async () => {
    serve([]);
    const { queryClient } = renderWithProviders(<PassList onChanged={vi.fn()} />);
    await waitFor(() => {
      expect(queryClient.getQueryState(["pass-admin"])?.status).toBe("success");
    });
    expect(screen.getByRole("form", { name: "New pass" })).toBeTruthy();
    expect(screen.queryAllByRole("region")).toEqual([]);
    expect(
      screen.getByText("No pass yet. The first one you make goes on sale at once.").textContent,
    ).toBeTruthy();
    expect(screen.queryByText("The passes could not be loaded.")).toBeNull();

    vi.unstubAllGlobals();
    fakeApi({ [list]: apiError(403, "auth/forbidden", "Admins only.") });
    renderWithProviders(<PassList onChanged={vi.fn()} />);
    expect((await screen.findByText("The passes could not be loaded.")).textContent).toBeTruthy();
  });
});
