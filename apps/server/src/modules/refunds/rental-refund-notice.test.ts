import { describe, expect, it } from "vitest";
import { catalogueProblems } from "../../lib/i18n/translate.ts";
import { RENTAL_REFUND_TEXTS, rentalRefundNotice } from "./rental-refund-notice.ts";

describe("the notice of a rental refunded after our failures", () => {
  it("is written in every language", () => {
    expect(catalogueProblems(RENTAL_REFUND_TEXTS)).toEqual([]);
  });

  it("speaks the viewer's language, English when it is not known", () => {
    expect(rentalRefundNotice({ title: "Oshodi", amount: "₦500", locale: "ha-NG" })).toEqual({
      title: "An mayar maka da kuɗin hayarka",
      body: "Oshodi bai kunna ba saboda matsala daga ɓangarenmu, don haka mun mayar da ₦500 cikin walat ɗinka.",
    });
    expect(rentalRefundNotice({ title: "Oshodi", amount: "₦500", locale: null }).body).toBe(
      "Oshodi did not play because of a problem on our side, so we put ₦500 back in your wallet.",
    );
  });
});
