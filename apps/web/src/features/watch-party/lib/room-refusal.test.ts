import { PARTY_CLOSE_TOO_MANY_SOCKETS } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../lib/i18n/i18n.ts";
import { loadMessages } from "../../../lib/i18n/load-messages.ts";
import { roomRefusal } from "./room-refusal.ts";

const server = { code: "watch-party/too-many-sockets", message: "You are already in this room…" };

describe("roomRefusal", () => {
  it("says 'too many screens' in the page's language, not the server's English", async () => {
    const english = createI18n("en", await loadMessages("en"));
    expect(roomRefusal(PARTY_CLOSE_TOO_MANY_SOCKETS, server, english)).toEqual({
      code: "watch-party/too-many-sockets",
      message:
        "You are already in this room on 3 screens. Close one of them, then reload this page.",
    });
    for (const language of ["fr", "sw", "ha", "yo"] as const) {
      const i18n = createI18n(language, await loadMessages(language));
      const said = roomRefusal(PARTY_CLOSE_TOO_MANY_SOCKETS, server, i18n)?.message ?? "";
      expect(said).toContain("3");
      expect(said).not.toContain("screens");
    }
  });

  it("keeps the server's word for other refusals", () => {
    const refusal = { code: "content/not-entitled", message: "Buy or rent this title…" };
    expect(roomRefusal(4403, refusal, createI18n("en", {}))).toBe(refusal);
  });
});
