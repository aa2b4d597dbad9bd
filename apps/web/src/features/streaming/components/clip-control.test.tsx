import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { ClipControl } from "./clip-control.tsx";

const CLIP_ID = "6f1c1d5e-8f0b-4d3e-9d1a-0a0b0c0d0e0f";

/** Fakes the clip API; `statuses` are the successive GET answers. */
function fakeClipApi(statuses: ("queued" | "processing" | "ready" | "failed")[]) {
  let polls = 0;
  const api = fakeApi({
    "POST /api/v1/content/clip/request": {
      status: 202,
      body: { clipId: CLIP_ID, status: "queued" },
    },
    [`GET /api/v1/content/clip/${CLIP_ID}`]: () => {
      const status = statuses[Math.min(polls, statuses.length - 1)]!;
      polls += 1;
      return {
        status: 200,
        body: {
          id: CLIP_ID,
          ref: "kings-of-lagos",
          startS: 42,
          durationS: 30,
          status,
          expiresAt: "2026-11-23T12:00:00.000Z",
          ...(status === "ready"
            ? { url: `/api/v1/content/clip/${CLIP_ID}/file`, bytes: 2_400_000 }
            : {}),
        },
      };
    },
  });
  return { sent: api.calls, polls: () => polls };
}

function renderControl(position = { currentTime: 42.7, duration: 600 }) {
  renderWithProviders(
    <ClipControl contentRef="kings-of-lagos" kind="main" position={() => position} />,
  );
}

/** Opens the choice of lengths and picks one. */
function pick(label: string) {
  fireEvent.click(screen.getByRole("button", { name: "Clip" }));
  expect(screen.getByRole("group", { name: "Clip length" }).textContent).toContain("From 0:42:");
  fireEvent.click(screen.getByRole("button", { name: label }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("ClipControl", () => {
  it("asks for 30 s from the current second, says it is preparing, polls, then offers the download", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ["setTimeout", "clearTimeout", "Date"] });
    const api = fakeClipApi(["queued", "processing", "ready"]);
    renderControl();
    pick("30 s");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(api.sent[0]).toEqual({
      method: "POST",
      url: "/api/v1/content/clip/request",
      body: { ref: "kings-of-lagos", kind: "main", startS: 42, durationS: 30 },
      idempotencyKey: null,
    });
    expect(screen.getByText("Preparing your clip…")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Preparing your clip from 0:42…");
    expect(screen.queryByRole("link", { name: /Download clip/ })).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(api.polls()).toBe(2);
    expect(screen.queryByRole("link", { name: /Download clip/ })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    const link = screen.getByRole("link", { name: "Download clip (2.4 MB)" });
    expect(link.getAttribute("href")).toBe(`/api/v1/content/clip/${CLIP_ID}/file`);
    expect(link.hasAttribute("download")).toBe(true);
  });

  it("gives up after 75 s with a clear message and stops polling", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ["setTimeout", "clearTimeout", "Date"] });
    const api = fakeClipApi(["processing"]);
    renderControl();
    pick("15 s");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(74_000);
    });
    expect(screen.queryByText(/taking too long/)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(
      screen.getByText("Your clip is taking too long. Try again in a few minutes."),
    ).toBeTruthy();
    const polls = api.polls();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(api.polls()).toBe(polls);
  });

  it("shortens a clip near the end to what is left, and shows a failed cut", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ["setTimeout", "clearTimeout", "Date"] });
    const api = fakeClipApi(["failed"]);
    renderControl({ currentTime: 590.2, duration: 600.5 });
    fireEvent.click(screen.getByRole("button", { name: "Clip" }));
    fireEvent.click(screen.getByRole("button", { name: "60 s" }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(api.sent[0]!.body).toMatchObject({ startS: 590, durationS: 10 });
    expect(screen.getByText("We could not make this clip. Try another moment.")).toBeTruthy();
  });
});
