import { screen, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import type { SmsAlert, SmsAlertPage } from "@tazama/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { SmsAlerts } from "./sms-alerts.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;

const alert = (over: Partial<SmsAlert>): SmsAlert => ({
  id: "6f0c2a1e-8d7b-4c1e-9a53-2f1d0b7e4a10",
  prefix: "234913",
  country: "NG",
  hourStart: "2026-03-02T14:00:00.000Z",
  budget: 100,
  sent: 100,
  refused: 187,
  firstRefusedAt: "2026-03-02T14:22:00.000Z",
  lastRefusedAt: "2026-03-02T14:58:00.000Z",
  acknowledgedAt: null,
  acknowledgedBy: null,
  ...over,
});
const page = (items: SmsAlert[]): SmsAlertPage => ({
  items,
  total: items.length,
  open: items.filter((a) => !a.acknowledgedAt).length,
  page: 1,
  pageSize: 25,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SmsAlerts (console)", { timeout: 15_000 }, () => {
  it("lists each range's hour with its counts; an admin marks an open one as seen", async () => {
    const open = alert({});
    const seen = alert({
      id: "0b9f7c64-3f5e-4b7a-8c2d-91e0a4d6c7b2",
      prefix: "254712",
      country: "KE",
      hourStart: "2026-03-01T09:00:00.000Z",
      sent: 100,
      refused: 12,
      acknowledgedAt: "2026-03-01T10:15:00.000Z",
      acknowledgedBy: "Amina Okafor",
    });
    let acknowledged = false;
    const { calls } = fakeApi({
      "GET /api/v1/admin/sms-alerts": (_call, { query }) => ({
        status: 200,
        body:
          query.get("status") === "open"
            ? page(acknowledged ? [] : [open])
            : page([
                acknowledged
                  ? { ...open, acknowledgedAt: "2026-03-02T15:05:00.000Z", acknowledgedBy: "Tunde" }
                  : open,
                seen,
              ]),
      }),
      "POST /api/v1/admin/sms-alerts/:id/acknowledge": (_call, { params }) => {
        acknowledged = true;
        return { status: 200, body: { ...open, id: params.id, acknowledgedBy: "Tunde" } };
      },
    });
    renderWithProviders(<SmsAlerts />);
    const table = await screen.findByRole("table", { name: "SMS alerts" });
    await within(table).findByText("+234913… · Nigeria");
    const rows = within(table).getAllByRole("row");
    // A header row, then the newest hour first.
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByText("+234913… · Nigeria")).toBeTruthy();
    expect(first.getByText(/^100 sent \(budget 100\), then 187 refused until /)).toBeTruthy();
    expect(first.getByText("Open")).toBeTruthy();
    const second = within(rows[2]!);
    expect(second.getByText("+254712… · Kenya")).toBeTruthy();
    expect(second.getByText(/^Seen by Amina Okafor, /)).toBeTruthy();
    expect(second.queryByRole("button")).toBeNull();

    const user = userEvent.setup(FAST);
    await user.click(first.getByRole("button", { name: "Mark +234913… as seen" }));
    expect(await within(table).findByText(/^Seen by Tunde, /)).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual([
      `/api/v1/admin/sms-alerts/${open.id}/acknowledge`,
    ]);

    // Only the ones nobody has seen.
    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "open");
    expect(await within(table).findByText("No number range has reached its budget.")).toBeTruthy();
    expect(calls.at(-1)?.url).toBe("/api/v1/admin/sms-alerts?status=open&page=1");
  });

  it("says when the list cannot be loaded", async () => {
    fakeApi({
      "GET /api/v1/admin/sms-alerts": {
        status: 403,
        body: {
          error: { code: "auth/forbidden", message: "Your account is not allowed to do this." },
        },
      },
    });
    renderWithProviders(<SmsAlerts />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "SMS alerts could not be loaded. Your account is not allowed to do this.",
    );
  });
});
