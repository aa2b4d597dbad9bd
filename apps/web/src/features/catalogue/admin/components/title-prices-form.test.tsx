import type { AdminTitle } from "@tazama/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render.tsx";
import { TitlePricesForm } from "./title-prices-form.tsx";

const title = {
  ref: "oshodi-overtime",
  prices: [{ currency: "NGN", buyMinor: 150_000, rentMinor: 50_000 }],
} as AdminTitle;

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const type = (name: string, value: string) => {
  fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });
};
const save = () => screen.getByRole("button", { name: "Save prices" });

describe("the title prices form", () => {
  it("shows the prices there are and sends every currency with both prices", () => {
    const onSave = vi.fn();
    renderWithProviders(<TitlePricesForm title={title} busy={false} onSave={onSave} />);
    expect(valueOf(screen.getByRole("textbox", { name: "Buy price in NGN" }))).toBe("1500");
    expect(valueOf(screen.getByRole("textbox", { name: "Rent price in NGN" }))).toBe("500");
    type("Buy price in KES", "250");
    type("Rent price in KES", "99.50");
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith([
      { currency: "NGN", buyMinor: 150_000, rentMinor: 50_000 },
      { currency: "KES", buyMinor: 25_000, rentMinor: 9_950 },
    ]);
  });

  it("refuses half a pair or a rent dearer than buying, and says which currency", () => {
    const onSave = vi.fn();
    renderWithProviders(<TitlePricesForm title={title} busy={false} onSave={onSave} />);
    type("Buy price in USD", "5");
    expect(screen.getByText("USD: Both prices, as amounts like 2500 or 2500.50").tagName).toBe("P");
    expect((save() as HTMLButtonElement).disabled).toBe(true);
    type("Rent price in USD", "6");
    expect(screen.getByText("USD: Renting cannot cost more than buying").tagName).toBe("P");
    expect((save() as HTMLButtonElement).disabled).toBe(true);
    type("Rent price in USD", "2");
    type("Buy price in NGN", "");
    type("Rent price in NGN", "");
    fireEvent.click(save());
    // Emptied NGN is no longer sold there.
    expect(onSave).toHaveBeenCalledExactlyOnceWith([
      { currency: "USD", buyMinor: 500, rentMinor: 200 },
    ]);
  });

  it("shows the API's refusal as an alert", () => {
    renderWithProviders(
      <TitlePricesForm title={title} busy={false} onSave={vi.fn()} error="A price is too high." />,
    );
    expect(screen.getByRole("alert").textContent).toBe("A price is too high.");
  });
});
