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
    { id: "h", name: "Wanjiru", host: true, leads: true, buffering: false },
    { id: "k", name: "Kofi", host: false, leads: false, buffering: true },
    { id: "e", name: "Esi", host: false, leads: false, buffering: false },
  ],
  lead: "h",
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

  it("says who leads now when the host left, and marks them in the list (issue 42, §8)", () => {
    const hostGone: PartyRoomView = {
      ...ROOM,
      count: 2,
      waitingFor: [],
      lead: "k",
      members: [
        { id: "k", name: "Kofi", host: false, leads: true, buffering: false },
        { id: "e", name: "Esi", host: false, leads: false, buffering: false },
      ],
    };
    const { rerender } = renderWithProviders(
      <PartyPanel
        room={hostGone}
        you={{ id: "e", host: false }}
        newLead={{ id: "k", name: "Kofi" }}
        onReact={vi.fn()}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("Kofi leads now");
    expect(within(screen.getByLabelText("Who is watching")).getByText("Kofi (leads)")).toBeTruthy();
    // On the new lead's own screen: they are told it is theirs.
    rerender(
      <PartyPanel
        room={hostGone}
        you={{ id: "k", host: false }}
        newLead={{ id: "k", name: "Kofi" }}
        onReact={vi.fn()}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe(
      "You lead now: your play, pause and seek are everyone's.",
    );
    // The host is back and leads again: their name, and no stale line for Kofi.
    rerender(
      <PartyPanel
        room={{ ...ROOM, waitingFor: [] }}
        you={{ id: "e", host: false }}
        newLead={{ id: "h", name: "Wanjiru" }}
        onReact={vi.fn()}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("Wanjiru leads now");
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
