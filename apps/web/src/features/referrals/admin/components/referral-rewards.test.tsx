import {
  REFERRAL_PATHS,
  adminReferralRewardsResponseSchema,
  referralDecisionBodySchema,
} from "@tazama/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { ReferralRewards } from "./referral-rewards.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const reward = {
  id: "5b3c1d2e-7f4a-4b8c-9d0e-1f2a3b4c5d6e",
  status: "flagged",
  flags: ["same-payer", "a-rule-without-words"],
  referrer: { id: "u1", name: "Kofi Mensah", email: "kofi@example.com" },
  referee: { id: "u2", name: "Ama Mensah", email: "ama@example.com" },
  settledAt: "2026-11-01T10:00:00.000Z",
  releaseAt: "2026-11-15T10:00:00.000Z",
  note: null,
} as const;
const rewards = (status: string) =>
  adminReferralRewardsResponseSchema.parse({
    rewards: status === "flagged" ? [reward] : [],
  });
const list = `GET ${REFERRAL_PATHS.admin}`;
const decide = `POST ${REFERRAL_PATHS.admin}/:id`;

describe("flagged referral rewards (console)", { timeout: 15_000 }, () => {
  it("says why each was held back, and rejects one with the note kept", async () => {
    const api = fakeApi({
      [list]: (_call, { query }) => ({ status: 200, body: rewards(query.get("status") ?? "") }),
      [decide]: { status: 200, body: { id: reward.id, status: "cancelled" } },
    });
    renderWithProviders(<ReferralRewards />, { route: "/admin/referrals" });
    const shown = await screen.findByRole("list", { name: "Referral rewards" });
    const item = await within(shown).findByRole("listitem");
    expect(item.textContent).toContain("Kofi Mensah → Ama Mensah");
    expect(within(item).getByText("the same card or M-Pesa number paid for both")).toBeTruthy();
    expect(within(item).getByText("a-rule-without-words")).toBeTruthy();
    fireEvent.change(within(item).getByRole("textbox", { name: "Why (kept with the decision)" }), {
      target: { value: " Same family card " },
    });
    fireEvent.click(within(item).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Rejected: nobody is paid.")).toBeTruthy();
    const sent = api.calls.find((c) => c.method === "POST");
    expect(sent?.url).toBe(`${REFERRAL_PATHS.admin}/${reward.id}`);
    expect(referralDecisionBodySchema.parse(sent?.body)).toEqual({
      decision: "reject",
      note: "Same family card",
    });
  });

  it("shows the server's refusal; another status says when it has none", async () => {
    fakeApi({
      [list]: (_call, { query }) => ({ status: 200, body: rewards(query.get("status") ?? "") }),
      [decide]: apiError(409, "referrals/decided", "Someone decided on it already."),
    });
    renderWithProviders(<ReferralRewards />, { route: "/admin/referrals" });
    fireEvent.click(await screen.findByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Someone decided on it already.")).toBeTruthy();
    expect(screen.getByText("Not decided")).toBeTruthy();

    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), {
      target: { value: "cancelled" },
    });
    expect(await screen.findByText("No reward is cancelled.")).toBeTruthy();
  });
});
