import { screen, waitFor } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { NotificationsBell } from "./notifications-bell.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("NotificationsBell", () => {
  it("shows the unread count, lists the latest on open and marks them read", async () => {
    let unread = 1;
    const { calls } = fakeApi({
      "GET /api/v1/users/notifications": () => ({
        status: 200,
        body: {
          unread,
          items: [
            {
              id: 3,
              kind: "request-available",
              title: "Atlantics is on Tazama",
              body: 'You asked for "Atlantics" (2019). It is here now.',
              link: "/view/atlantics",
              createdAt: "2026-11-24T10:00:00.000Z",
              read: unread === 0,
            },
          ],
        },
      }),
      "POST /api/v1/users/notifications/read": () => {
        unread = 0;
        return { status: 200, body: { unread: 0 } };
      },
    });
    renderWithProviders(<NotificationsBell />);
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    await userEvent.setup(FAST).click(bell);
    const link = await screen.findByRole("link", { name: /Atlantics is on Tazama/ });
    expect(link.getAttribute("href")).toBe("/view/atlantics");
    await waitFor(() => {
      expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([{}]);
    });
    expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy();
  });

  it("says when there is nothing", async () => {
    fakeApi({ "GET /api/v1/users/notifications": { status: 200, body: { unread: 0, items: [] } } });
    renderWithProviders(<NotificationsBell />);
    await userEvent.setup(FAST).click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText(/Nothing new/)).toBeTruthy();
  });
});
