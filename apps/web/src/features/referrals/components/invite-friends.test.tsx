import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { InviteFriends } from "./invite-friends.tsx";

const friend = (name: string, status: string, extra: object = {}) => ({
  name,
  joinedAt: "2026-11-01T10:00:00.000Z",
  status,
  releaseAt: status === "joined" ? null : "2026-11-30T10:00:00.000Z",
  waitingForPhone: false,
  earned: null,
  ...extra,
});

describe("InviteFriends", () => {
  it("shows the offer, the link to share, the sums and each friend's state", async () => {
    const { calls } = fakeApi({
      "GET /api/v1/users/rewards": {
        status: 200,
        body: {
          code: "KOFI2345",
          link: "https://tazama.africa/r/KOFI2345",
          offer: {
            you: { amount: 10_000, currency: "KES" },
            friend: { amount: 10_000, currency: "KES" },
          },
          holdDays: 7,
          capPerYear: 30,
          friends: [
            friend("Amina W.", "paid", { earned: { amount: 10_000, currency: "KES" } }),
            friend("Baraka O.", "held"),
            friend("Chidi N.", "held", { waitingForPhone: true }),
            friend("Dede A.", "review"),
            friend("Esi M.", "joined"),
          ],
          paid: [{ amount: 10_000, currency: "KES" }],
          held: [{ amount: 20_000, currency: "KES" }],
          welcome: null,
        },
      },
    });
    renderWithProviders(
      <InviteFriends currency="KES" share={(link) => <a href={link}>share it</a>} />,
    );
    const section = await screen.findByRole("region", { name: "Invite friends" });
    expect(await within(section).findByText(/Give KSh\s?100, get KSh\s?100\./)).toBeTruthy();
    expect(within(section).getByRole("link", { name: "share it" }).getAttribute("href")).toBe(
      "https://tazama.africa/r/KOFI2345",
    );
    expect(within(section).getByText(/Earned KSh\s?100/)).toBeTruthy();
    expect(within(section).getByText(/On hold KSh\s?200/)).toBeTruthy();
    const list = within(section).getByRole("list", { name: "Friends who joined" });
    const rows = within(list)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/Amina W\.\+KSh\s?100Paid/),
      "Baraka O.Yours on 30 NovOn hold",
      "Chidi N.Waits for them to verify their phoneOn hold",
      "Dede A.We are checking this oneIn review",
      "Esi M.No purchase yetJoined",
    ]);
    expect(calls[0]?.url).toBe("/api/v1/users/rewards?currency=KES");
  });
});
