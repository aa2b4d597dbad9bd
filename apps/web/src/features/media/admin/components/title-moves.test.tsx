import type { AdminTitle, MediaAsset } from "@tazama/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeApi, fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { TitleMoves } from "./title-moves.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const draft: AdminTitle = {
  id: 9,
  ref: "kilifi-tides-2026",
  kind: "movie",
  title: "Kilifi Tides",
  year: 2026,
  status: "draft",
  isFree: false,
  currencies: ["KES"],
  createdAt: "2026-11-26T10:00:00.000Z",
  tagline: "",
  synopsis: "A dhow, a storm and a village waiting on the shore.",
  durationS: 5_400,
  tags: [],
  country: "Kenya",
  language: "Swahili",
  genres: ["Drama"],
  prices: [{ currency: "KES", buyMinor: 45_000, rentMinor: 15_000 }],
  seriesTitle: null,
  seriesRef: null,
  episodeNumber: null,
  credits: [],
  images: { portrait: "/content/uploads/k_port.jpg", landscape: "/content/uploads/k_land.jpg" },
};

const asset = (kind: MediaAsset["kind"], status: MediaAsset["status"]): MediaAsset => ({
  id: `${kind}-1`,
  titleRef: draft.ref,
  kind,
  status,
  failureReason: null,
  durationS: status === "ready" ? 5_400 : null,
  renditions: [],
  ladder: null,
  updatedAt: "2026-11-26T10:00:00.000Z",
});

function media(assets: MediaAsset[]) {
  return fakeApi({
    "GET /api/v1/admin/media/jobs": { status: 200, body: { jobs: [], total: 0, pageSize: 20 } },
    "GET /api/v1/admin/media": { status: 200, body: { assets } },
  });
}

/** The title's videos were asked for and answered. */
async function videosKnown(api: FakeApi, queryClient: QueryClient) {
  await waitFor(() => {
    expect(api.calls.some((c) => c.url.startsWith("/api/v1/admin/media?"))).toBe(true);
    expect(queryClient.isFetching()).toBe(0);
  });
}

const WARNING =
  "This title has no playable video yet. It stays off the listings until its video is ready.";

describe("Publish (ADR 0069)", () => {
  it("a priced title whose main video is not ready: warns first, then publishes anyway", async () => {
    const api = media([asset("trailer", "ready"), asset("main", "processing")]);
    const onMove = vi.fn();
    const { queryClient } = renderWithProviders(
      <TitleMoves title={draft} pendingTo={undefined} onMove={onMove} />,
    );
    await videosKnown(api, queryClient);
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText(WARNING)).toBeTruthy();
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Publish anyway" }));
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ to: "published" }));
  });

  it("with a ready main video, or free: publishes at once, no warning", async () => {
    const free: AdminTitle = { ...draft, isFree: true, currencies: [], prices: [] };
    const cases: [AdminTitle, MediaAsset[]][] = [
      [draft, [asset("main", "ready")]],
      [free, []],
    ];
    for (const [title, assets] of cases) {
      const api = media(assets);
      const onMove = vi.fn();
      const view = renderWithProviders(
        <TitleMoves title={title} pendingTo={undefined} onMove={onMove} />,
      );
      await videosKnown(api, view.queryClient);
      fireEvent.click(screen.getByRole("button", { name: "Publish" }));
      expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ to: "published" }));
      expect(screen.queryByText(WARNING)).toBeNull();
      view.unmount();
      vi.unstubAllGlobals();
    }
  });
});
