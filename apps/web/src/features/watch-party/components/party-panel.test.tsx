import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PartyRoomView } from "@tazama/contracts";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { PartyPanel } from "./party-panel.tsx";
import { RoomCover } from "./room-cover.tsx";

const ROOM: PartyRoomView = {
  kind: "party",
  ref: "highlife",
  title: "Highlife at the Palm Grove",
  timeline: { playing: true, position: 12, at: 0 },
  count: 30,
  members: [
    { id: "h", name: "Wanjiru", host: true, buffering: false },
    { id: "k", name: "Kofi", host: false, buffering: true },
    { id: "e", name: "Esi", host: false, buffering: false },
  ],
  waitingFor: ["Kofi"],
};

describe("PartyPanel", () => {
  it("shows the count, who the party waits for, the members, and the invite code", () => {
    renderWithProviders(
      <PartyPanel room={ROOM} you={{ id: "e", host: false }} code="CCMPDVX5" onReact={vi.fn()} />,
    );
    expect(screen.getByText("30 watching")).toBeTruthy();
    expect(screen.getByText("Waiting for Kofi…")).toBeTruthy();
    const members = screen.getByLabelText("Who is watching");
    expect(within(members).getByText("Wanjiru (host)")).toBeTruthy();
    expect(within(members).getByText("Kofi · loading")).toBeTruthy();
    expect(within(members).getByText("Esi · you")).toBeTruthy();
    expect(within(members).getByText("and 27 more")).toBeTruthy();
    expect(screen.getByTestId("party-code").textContent).toBe("CCMPDVX5");
    expect(screen.getByRole("button", { name: "Copy invite link" })).toBeTruthy();
  });

  it("sends the reaction pressed", async () => {
    const onReact = vi.fn();
    renderWithProviders(
      <PartyPanel room={{ ...ROOM, waitingFor: [] }} you={null} onReact={onReact} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "React 🔥" }));
    expect(onReact).toHaveBeenCalledWith("🔥");
    expect(screen.queryByText(/Waiting for/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Copy invite link" })).toBeNull();
  });
});

describe("RoomCover", () => {
  it("counts down to a premiere, asks for a tap, and offers the host a new start at the end", async () => {
    const { rerender } = renderWithProviders(
      <RoomCover needsTap={false} onTap={vi.fn()} startsIn={754} ended={false} />,
    );
    expect(screen.getByRole("timer").textContent).toBe("12:34");
    const onTap = vi.fn();
    rerender(<RoomCover needsTap onTap={onTap} startsIn={null} ended={false} />);
    await userEvent.click(screen.getByRole("button", { name: "Tap to join" }));
    expect(onTap).toHaveBeenCalled();
    const onRestart = vi.fn();
    rerender(
      <RoomCover needsTap={false} onTap={onTap} startsIn={null} ended onRestart={onRestart} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Play again from the start" }));
    expect(onRestart).toHaveBeenCalled();
  });
});
