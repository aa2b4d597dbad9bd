import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render.tsx";
import { PassForm } from "./pass-form.tsx";

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const type = (name: string | RegExp, value: string) => {
  fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });
};
const save = () => screen.getByRole("button", { name: "Create pass" });

describe("the pass form", () => {
  it("sends a whole pass: its name, its length in hours, a price per currency typed", () => {
    const onSave = vi.fn();
    renderWithProviders(
      <PassForm label="New pass" submitLabel="Create pass" busy={false} onSave={onSave} />,
    );
    type("Name", "  Weekend pass ");
    type("Length in days", "3");
    type("Price in NGN", "2500.50");
    type("Price in KES", "300");
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith({
      name: "Weekend pass",
      durationHours: 72,
      prices: [
        { currency: "NGN", amountMinor: 250_050 },
        { currency: "KES", amountMinor: 30_000 },
      ],
    });
  });

  it("counts in hours when asked, and refuses a length out of range or a bad price", () => {
    const onSave = vi.fn();
    renderWithProviders(
      <PassForm label="New pass" submitLabel="Create pass" busy={false} onSave={onSave} />,
    );
    type("Name", "Night pass");
    type("Length in days", "400");
    expect(screen.getByText("1 hour to 366 days").textContent).toBeTruthy();
    expect((save() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Count in hours" }));
    type("Length in hours", "12");
    expect(screen.queryByText("1 hour to 366 days")).toBeNull();
    type("Price in GHS", "12.5.0");
    expect(screen.getByText("Prices are amounts like 2500 or 2500.50.").textContent).toBeTruthy();
    expect((save() as HTMLButtonElement).disabled).toBe(true);
    type("Price in GHS", "12.5");
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledExactlyOnceWith({
      name: "Night pass",
      durationHours: 12,
      prices: [{ currency: "GHS", amountMinor: 1_250 }],
    });
  });

  it("opens an existing pass as it is, in hours when its length is not whole days", () => {
    renderWithProviders(
      <PassForm
        pass={{
          name: "Marathon",
          durationHours: 30,
          prices: [{ currency: "ZAR", amountMinor: 4_999 }],
        }}
        label="Edit pass"
        submitLabel="Save pass"
        busy
        onSave={vi.fn()}
      />,
    );
    expect(valueOf(screen.getByRole("textbox", { name: "Name" }))).toBe("Marathon");
    expect(valueOf(screen.getByRole("textbox", { name: "Length in hours" }))).toBe("30");
    expect(valueOf(screen.getByRole("textbox", { name: "Price in ZAR" }))).toBe("49.99");
    // While it saves, the button shows it is busy.
    expect(screen.getByRole("button", { name: "Save pass" }).getAttribute("data-loading")).toBe(
      "true",
    );
  });
});
