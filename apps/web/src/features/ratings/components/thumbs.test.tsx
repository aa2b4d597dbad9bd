import { screen, waitFor } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { RatingSummary, ThumbsControl } from "./thumbs.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;
const REF = "oshodi-overtime";
const rating = (thumb: string | null, upShare: number | null = null) => ({
  status: 200,
  body: { ref: REF, thumb, ratedCount: upShare === null ? 3 : 40, upShare },
});

describe("thumbs", () => {
  it("presses a thumb at once, sends it, and takes it back on a second press", async () => {
    const { calls } = fakeApi({
      [`GET /api/v1/rate/${REF}`]: rating(null),
      "POST /api/v1/rate": (call) => rating((call.body as { thumb: string | null }).thumb),
    });
    renderWithProviders(<ThumbsControl contentRef={REF} />);
    const up = await screen.findByRole("button", { name: "I like this" });
    await waitFor(() => {
      expect((up as HTMLButtonElement).disabled).toBe(false);
    });
    const user = userEvent.setup(FAST);
    await user.click(up);
    expect(up.getAttribute("aria-pressed")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Love this!" }));
    await waitFor(() => {
      expect(screen.getByRole("button", { name: "Love this!" }).getAttribute("aria-pressed")).toBe(
        "true",
      );
    });
    expect(up.getAttribute("aria-pressed")).toBe("false");
    await user.click(screen.getByRole("button", { name: "Love this!" }));
    await waitFor(() => {
      expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
        { ref: REF, thumb: "up" },
        { ref: REF, thumb: "love" },
        { ref: REF, thumb: null },
      ]);
    });
  });

  it("draws its icons as SVG lines, never emoji (an empty box without an emoji font)", async () => {
    fakeApi({ [`GET /api/v1/rate/${REF}`]: rating(null) });
    renderWithProviders(<ThumbsControl contentRef={REF} />);
    for (const name of ["Not for me", "I like this", "Love this!"]) {
      const button = await screen.findByRole("button", { name });
      expect(button.querySelector("svg[aria-hidden='true']"), name).not.toBeNull();
      expect(button.textContent, name).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it("puts the previous thumb back when the server refuses", async () => {
    fakeApi({
      [`GET /api/v1/rate/${REF}`]: rating("down"),
      "POST /api/v1/rate": apiError(503, "server/unavailable", "Try again."),
    });
    renderWithProviders(<ThumbsControl contentRef={REF} />);
    const down = await screen.findByRole("button", { name: "Not for me" });
    await waitFor(() => {
      expect(down.getAttribute("aria-pressed")).toBe("true");
    });
    await userEvent.setup(FAST).click(screen.getByRole("button", { name: "I like this" }));
    expect(await screen.findByText("Your rating was not saved. Try again.")).toBeTruthy();
    expect(down.getAttribute("aria-pressed")).toBe("true");
  });

  it("shows the share of up only once the server gives one", async () => {
    fakeApi({ [`GET /api/v1/rate/${REF}`]: rating(null, 0.8666) });
    renderWithProviders(<RatingSummary contentRef={REF} />);
    expect(await screen.findByText("87% of viewers liked this")).toBeTruthy();
  });

  it("shows nothing below 20 ratings", async () => {
    const { calls } = fakeApi({ [`GET /api/v1/rate/${REF}`]: rating(null) });
    renderWithProviders(
      <>
        <ThumbsControl contentRef={REF} />
        <RatingSummary contentRef={REF} />
      </>,
    );
    // The thumbs are enabled once the rating has arrived: the summary has had its answer too.
    const up = await screen.findByRole("button", { name: "I like this" });
    await waitFor(() => {
      expect((up as HTMLButtonElement).disabled).toBe(false);
    });
    expect(calls).toHaveLength(1);
    expect(screen.queryByText(/liked this/)).toBeNull();
  });
});
