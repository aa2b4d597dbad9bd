import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PARTY_CLOSE_TOO_MANY_SOCKETS } from "@tazama/contracts";
import { createI18n } from "../../../lib/i18n/i18n.ts";
import { loadMessages } from "../../../lib/i18n/load-messages.ts";
import { I18nContext } from "../../../lib/i18n/use-i18n.ts";
import { useRoomSocket } from "./use-room-socket.ts";

/** A browser WebSocket the test drives: every one made is kept. */
class FakeSocket {
  static made: FakeSocket[] = [];
  static readonly OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send() {}
  close() {}
  /** The server's word, then its close code. */
  refuse(code: string, closeCode: number) {
    this.onmessage?.({ data: JSON.stringify({ type: "error", code, message: "In English." }) });
    this.onclose?.({ code: closeCode });
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeSocket.made = [];
});

describe("useRoomSocket", () => {
  it("a fourth screen: says why in the page's language, and does not reconnect", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("WebSocket", FakeSocket);
    const fr = createI18n("fr", await loadMessages("fr"));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nContext value={fr}>{children}</I18nContext>
    );
    const { result } = renderHook(() => useRoomSocket({ party: "CCMPDVX5" }), { wrapper });
    expect(FakeSocket.made).toHaveLength(1);
    act(() => {
      FakeSocket.made[0]!.refuse("watch-party/too-many-sockets", PARTY_CLOSE_TOO_MANY_SOCKETS);
    });
    expect(result.current.status).toBe("refused");
    expect(result.current.refusal).toEqual({
      code: "watch-party/too-many-sockets",
      message:
        "Vous êtes déjà dans cette salle sur 3 écrans. Fermez-en un, puis rechargez cette page.",
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(FakeSocket.made).toHaveLength(1);
  });

  it("keeps who took the lead, named, for the room to say (issue 42, §8)", () => {
    vi.stubGlobal("WebSocket", FakeSocket);
    const { result } = renderHook(() => useRoomSocket({ party: "CCMPDVX5" }));
    expect(result.current.newLead).toBeNull();
    act(() => {
      const lead = { type: "lead", lead: { id: "amina-id", name: "Amina" } };
      FakeSocket.made[0]!.onmessage?.({ data: JSON.stringify(lead) });
    });
    expect(result.current.newLead).toEqual({ id: "amina-id", name: "Amina" });
  });

  it("a lost connection (not a refusal) is tried again", () => {
    vi.useFakeTimers();
    vi.stubGlobal("WebSocket", FakeSocket);
    const { result } = renderHook(() => useRoomSocket({ party: "CCMPDVX5" }));
    act(() => {
      FakeSocket.made[0]!.onclose?.({ code: 1006 });
    });
    expect(result.current.status).toBe("lost");
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(FakeSocket.made).toHaveLength(2);
  });
});
