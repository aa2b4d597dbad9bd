import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../lib/i18n/i18n.ts";
import { loadMessages } from "../../../lib/i18n/load-messages.ts";
import { I18nContext } from "../../../lib/i18n/use-i18n.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { rentalTerms } from "../lib/countdown.ts";
import {
  ConfirmPurchaseDialog,
  type ConfirmPurchaseDialogProps,
} from "./confirm-purchase-dialog.tsx";

const noop = () => undefined;

const props = (i18n: ReturnType<typeof createI18n>): ConfirmPurchaseDialogProps => ({
  opened: true,
  title: "Oshodi Overtime",
  kind: "rent",
  price: { amount: 150_050, currency: "NGN" },
  terms: rentalTerms(1, 48, i18n),
  balance: { amount: 50_000, currency: "NGN" },
  busy: false,
  error: null,
  shortfall: { amount: 100_050, currency: "NGN" },
  onConfirm: noop,
  onTopUp: noop,
  onClose: noop,
});

describe("the purchase dialog in the viewer's language (issue 19)", () => {
  it("speaks French from the built catalogue: words, plurals and French separators", async () => {
    const fr = createI18n("fr", await loadMessages("fr"));
    renderWithProviders(
      <I18nContext value={fr}>
        <ConfirmPurchaseDialog {...props(fr)} />
      </I18nContext>,
    );
    expect(await screen.findByText("Louer pour ₦1 500,50")).toBeTruthy();
    expect(
      screen.getByText(
        "Location : 1 jour pour commencer, puis 48 heures pour finir dès que vous lancez la lecture.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Solde du portefeuille : ₦500")).toBeTruthy();
    // French groups thousands with a narrow no-break space.
    expect(screen.getByRole("button", { name: "Recharger ₦1\u202f000,50 et louer" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Annuler" })).toBeTruthy();
  });

  it("keeps the spec's English without a language", async () => {
    const en = createI18n("en", await loadMessages("en"));
    renderWithProviders(
      <I18nContext value={en}>
        <ConfirmPurchaseDialog {...props(en)} />
      </I18nContext>,
    );
    expect(await screen.findByText("Rent for ₦1,500.50")).toBeTruthy();
    expect(
      screen.getByText(
        "Rent: 1 day to start watching, then 48 hours to finish once you press play.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Top up ₦1,000.50 and rent" })).toBeTruthy();
  });
});
