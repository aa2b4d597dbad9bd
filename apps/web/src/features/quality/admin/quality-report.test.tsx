import { screen, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import type { QualityFigures, QualityReport } from "@tazama/contracts";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { QualityReportView } from "./quality-report.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;

const figures = (over: Partial<QualityFigures>): QualityFigures => ({
  plays: 10,
  startupP50Ms: 1250,
  startupP95Ms: 4100,
  rebufferingPct: 1.5,
  stalls: 3,
  failurePct: 10,
  exitBeforeStartPct: 5,
  watchHours: 1.25,
  avgBitrateKbps: 1400,
  ...over,
});

const report = (days: number): QualityReport => ({
  from: days === 1 ? "2026-11-29" : "2026-11-23",
  to: "2026-11-29",
  overall: figures({ plays: days === 1 ? 4 : 40 }),
  byDay: [
    { day: "2026-11-28", ...figures({}) },
    { day: "2026-11-29", ...figures({ startupP95Ms: 6000 }) },
  ],
  byTitle: [{ ref: "lamu-letters", title: "Lamu Letters", ...figures({}) }],
  byNetwork: [
    { network: "2g", ...figures({ startupP50Ms: 6400 }) },
    { network: "4g", ...figures({}) },
  ],
  byRendition: [{ rendition: "720p avc1", ...figures({}) }],
  byCountry: [
    { country: "KE", ...figures({ plays: 30 }) },
    { country: "unknown", ...figures({ plays: 10 }) },
  ],
  worstTitles: [{ ref: "lamu-letters", title: "Lamu Letters", ...figures({}) }],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Page() {
  const [days, setDays] = useState(7);
  return <QualityReportView days={days} onDays={setDays} />;
}

describe("QualityReportView (console)", { timeout: 15_000 }, () => {
  it("shows the figures, the chart, each table with its CSV, and another span on demand", async () => {
    const { calls } = fakeApi({
      "GET /api/v1/admin/quality": (_call, { query }) => ({
        status: 200,
        body: report(Number(query.get("days"))),
      }),
    });
    renderWithProviders(<Page />);
    const plays = await screen.findByLabelText("Plays");
    expect(within(plays).getByText("40")).toBeTruthy();
    expect(within(screen.getByLabelText("Startup p50")).getByText("1.25 s")).toBeTruthy();
    expect(within(screen.getByLabelText("Failures")).getByText("10%")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Startup time by day (p50 and p95)" })).toBeTruthy();

    const byNetwork = screen.getByRole("table", { name: "By network" });
    const rows = within(byNetwork).getAllByRole("row");
    expect(within(rows[1]!).getByText("2G")).toBeTruthy();
    expect(within(rows[1]!).getByText("6.4 s")).toBeTruthy();
    const worst = screen.getByRole("table", { name: "Worst titles" });
    expect(within(worst).getByRole("link", { name: "Lamu Letters" }).getAttribute("href")).toBe(
      "/view/lamu-letters",
    );
    const csv = screen
      .getAllByRole("link", { name: "Download CSV" })
      .map((a) => a.getAttribute("href"));
    expect(csv).toEqual([
      "/api/v1/admin/quality/days.csv?days=7",
      "/api/v1/admin/quality/titles.csv?days=7",
      "/api/v1/admin/quality/networks.csv?days=7",
      "/api/v1/admin/quality/renditions.csv?days=7",
      "/api/v1/admin/quality/countries.csv?days=7",
    ]);
    // Countries by name, in the page's language; viewers the account says nothing of apart.
    const byCountry = within(screen.getByRole("table", { name: "By country" })).getAllByRole("row");
    expect(within(byCountry[1]!).getByText("Kenya")).toBeTruthy();
    expect(within(byCountry[2]!).getByText("Unknown")).toBeTruthy();

    await userEvent.setup(FAST).click(screen.getByText("Today"));
    expect(await within(screen.getByLabelText("Plays")).findByText("4")).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual([
      "/api/v1/admin/quality?days=7",
      "/api/v1/admin/quality?days=1",
    ]);
  });
});
