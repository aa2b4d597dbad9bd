import { CREATING_ACCOUNT, PREPARING_ACCOUNT } from "@tazama/contracts";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../lib/i18n/i18n.ts";

const shown = vi.hoisted(() => [] as { title?: unknown; message?: unknown }[]);
vi.mock("./toast.ts", () => ({
  showToast: (data: { title?: unknown; message?: unknown }) => {
    shown.push(data);
    return Promise.resolve();
  },
  updateToast: (data: { title?: unknown; message?: unknown }) => {
    shown.push(data);
    return Promise.resolve();
  },
  hideToast: () => Promise.resolve(),
}));

// The web project shares one module registry per worker (isolate: false): a file that ran before
// may have loaded the real account-toasts.ts, with the real toasts. Loaded afresh, it takes the
// mock above (CI2 of 2026-11-30 met the cached one: nothing was recorded).
vi.resetModules();
const { showJoined, showStage } = await import("./account-toasts.ts");

describe("the account's toasts", () => {
  beforeEach(() => {
    shown.length = 0;
  });

  it("say the spec's words in English", async () => {
    const english = createI18n("en", {}, compileMessage);
    await showStage("creating", english);
    await showStage("preparing", english);
    await showJoined("Amina Njeri", english);
    expect(shown.map((t) => t.message)).toEqual([
      CREATING_ACCOUNT,
      PREPARING_ACCOUNT,
      "Your account is ready.",
    ]);
    expect(shown[2]?.title).toBe("Welcome to Tazama, Amina Njeri!");
  });

  it("speak the page's language", async () => {
    const french = createI18n("fr", {
      "account.joined": compileMessage("Bienvenue sur Tazama, {name} !"),
    });
    await showJoined("Amina", french);
    expect(shown[0]?.title).toBe("Bienvenue sur Tazama, Amina !");
  });
});
