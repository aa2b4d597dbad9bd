import "fake-indexeddb/auto";
import { screen, waitFor } from "@testing-library/react";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { AppProviders, renderWithProviders } from "../../../test/render.tsx";
import type { Messages } from "../../../lib/i18n/i18n.ts";
import type { LocalDownload } from "../lib/offline-store.ts";

// The Downloads page's overview as the browser draws it over the server's frame: nothing about
// what the device keeps until IndexedDB has been read, then the list or "nothing", and the
// downloads code (the queue, licences, zod) only for a browser that keeps downloads (issue 41).

const ID = "4f1c2a52-5b7e-4a58-9f37-1f1f1f1f1f1f";

function kept(userId: string | null): LocalDownload {
  return {
    id: ID,
    userId,
    ref: "oshodi-overtime",
    title: "Oshodi Overtime",
    poster: null,
    rendition: "v360",
    height: 360,
    bytesTotal: 52_000_000,
    bytesDone: 12_000_000,
    renditions: [],
    status: "paused",
    wifiOnly: false,
    startHour: null,
    files: null,
    licence: null,
    revoked: null,
    durationS: 600,
    firstPlayedAt: null,
    firstPlayReported: false,
    positionS: 0,
    error: null,
    createdAt: 1,
  };
}

/** What the page asked of the API (the account's devices). */
let asked: string[] = [];
const realFetch = globalThis.fetch;
const realIndexedDb = globalThis.indexedDB;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  asked = [];
  globalThis.fetch = vi.fn(async (url: string) => {
    asked.push(url);
    if (url === "/api/v1/users/downloads") {
      return Response.json({
        userId: "u-1",
        limits: { devices: 5, downloads: 25 },
        licenceKey: { kty: "EC" },
        devices: [
          {
            id: "dev-1",
            name: "Chrome on Android",
            createdAt: "2026-11-27T10:00:00.000Z",
            lastSeenAt: "2026-11-27T10:00:00.000Z",
            downloads: 0,
          },
        ],
        downloads: [],
      });
    }
    return new Response(null, { status: 404 });
  }) as unknown as typeof fetch;
});

/** The browser's storage estimate: `free` bytes free, kept for good. */
function withStorage(free: number) {
  Object.defineProperty(navigator, "storage", {
    configurable: true,
    value: {
      estimate: async () => ({ quota: free + 1_000, usage: 1_000 }),
      persisted: async () => true,
    },
  });
}

afterEach(async () => {
  (await import("../lib/download-manager.ts")).downloadManager.stop();
  vi.doUnmock("./kept-downloads.tsx");
  vi.resetModules();
  globalThis.fetch = realFetch;
  globalThis.indexedDB = realIndexedDb;
  Reflect.deleteProperty(navigator, "storage");
});

/** A fresh page's modules; `codeLoaded()` says whether the downloads code was fetched. */
async function freshPage() {
  let loaded = false;
  vi.doMock("./kept-downloads.tsx", async (original) => {
    loaded = true;
    return original();
  });
  const store = await import("../lib/offline-store.ts");
  const { DownloadsOverview } = await import("./downloads-overview.tsx");
  const { I18nContext } = await import("../../../lib/i18n/use-i18n.ts");
  const { createI18n } = await import("../../../lib/i18n/i18n.ts");
  return { store, DownloadsOverview, I18nContext, createI18n, codeLoaded: () => loaded };
}

describe("DownloadsOverview", () => {
  it("says nothing of the device before reading it, then that nothing is kept, without the downloads code", async () => {
    const page = await freshPage();
    renderWithProviders(<page.DownloadsOverview account={null} onHolds={() => undefined} />);
    // The first render is the server's: the heading and the help, never a false "nothing".
    expect(screen.getByRole("heading", { level: 1, name: "Downloads" })).toBeTruthy();
    expect(
      screen.getByText("Titles you bought or rented have a Download button on their page."),
    ).toBeTruthy();
    expect(screen.queryByText(/Nothing downloaded/)).toBeNull();

    expect(
      await screen.findByText(
        "Nothing downloaded on this device yet. Titles you bought or rented have a Download button on their page.",
      ),
    ).toBeTruthy();
    expect(page.codeLoaded()).toBe(false);
    expect(asked).toEqual([]);
  });

  it("shows a signed-in account its devices when the device keeps nothing", async () => {
    const page = await freshPage();
    renderWithProviders(<page.DownloadsOverview account="u-1" onHolds={() => undefined} />);
    expect(await screen.findByText("Chrome on Android")).toBeTruthy();
    expect(screen.getByText(/^Nothing downloaded on this device yet\./)).toBeTruthy();
    expect(page.codeLoaded()).toBe(false);
    expect(asked).toEqual(["/api/v1/users/downloads"]);
  });

  it("lists a kept download once the device is read, with the downloads code, and says so", async () => {
    const page = await freshPage();
    await page.store.putDownload(kept("u-1"));
    const onHolds = vi.fn();
    renderWithProviders(<page.DownloadsOverview account="u-1" onHolds={onHolds} />);
    expect(screen.queryByText(/Nothing downloaded/)).toBeNull();
    const list = await screen.findByRole("list", { name: "Downloads on this device" });
    expect(list.textContent).toContain("Oshodi Overtime");
    expect(screen.queryByText(/Nothing downloaded/)).toBeNull();
    expect(page.codeLoaded()).toBe(true);
    // The page fetches the offline player for it.
    await waitFor(() => {
      expect(onHolds).toHaveBeenCalled();
    });
  });

  it("locks a kept download while nobody is signed in, never saying nothing is kept", async () => {
    const page = await freshPage();
    await page.store.putDownload(kept("u-1"));
    renderWithProviders(<page.DownloadsOverview account={null} onHolds={() => undefined} />);
    expect(await screen.findByText(/^Downloads kept here for an account are locked/)).toBeTruthy();
    expect(screen.queryByText(/Nothing downloaded/)).toBeNull();
  });

  it("has every word a page that keeps nothing then shows in its server render's lookups", async () => {
    const page = await freshPage();
    const { recordLookups } = await import("../../../lib/i18n/i18n.ts");
    const { compileMessage } = await import("@lingui/message-utils/compileMessage");
    const { renderToString } = await import("react-dom/server");
    const english = () => page.createI18n("en", {}, compileMessage);
    const frame = recordLookups(english());
    renderToString(
      <page.I18nContext value={frame.i18n}>
        <AppProviders queryClient={new QueryClient()}>
          <page.DownloadsOverview account="u-1" onHolds={() => undefined} />
        </AppProviders>
      </page.I18nContext>,
    );
    expect(frame.used).toContain("downloads.how");
    // The browser reads that nothing is kept: the storage line, "nothing", the account's devices.
    const shown = recordLookups(english());
    withStorage(2_400_000_000);
    renderWithProviders(
      <page.I18nContext value={shown.i18n}>
        <page.DownloadsOverview account="u-1" onHolds={() => undefined} />
      </page.I18nContext>,
    );
    expect(await screen.findByText("Chrome on Android")).toBeTruthy();
    expect(await screen.findByText(/2\.4 GB free on this device/)).toBeTruthy();
    expect(screen.getByText(/^Nothing downloaded on this device yet\./)).toBeTruthy();
    const missing = [...shown.used].filter((id) => !frame.used.has(id));
    expect(missing).toEqual([]);
  });

  it("says nothing is kept in the page's language from the head's messages alone", async () => {
    const page = await freshPage();
    const rest = vi.fn(() => new Promise<Messages>(() => undefined));
    const { NOTHING_KEPT_MESSAGES } = await import("./downloads-overview.tsx");
    // As a drawn page hydrates: the head's messages only (the frame's and those looked up ahead).
    const ahead = Object.fromEntries(NOTHING_KEPT_MESSAGES.map((id) => [id, `«${id}»`]));
    const i18n = page.createI18n(
      "fr",
      {
        ...ahead,
        "nav.downloads": "Téléchargements",
        "downloads.how": "Les titres achetés ou loués ont un bouton Télécharger.",
        "downloads.none": "Rien de téléchargé ici.",
      },
      undefined,
      rest,
    );
    renderWithProviders(
      <page.I18nContext value={i18n}>
        <page.DownloadsOverview account={null} onHolds={() => undefined} />
      </page.I18nContext>,
    );
    expect(
      await screen.findByText(
        "Rien de téléchargé ici. Les titres achetés ou loués ont un bouton Télécharger.",
      ),
    ).toBeTruthy();
    expect(rest).not.toHaveBeenCalled();
  });

  it("lists what the device keeps only once the page's language is whole (never in English first)", async () => {
    const page = await freshPage();
    await page.store.putDownload(kept(null));
    let give: (messages: Messages) => void = () => undefined;
    const rest = new Promise<Messages>((resolve) => {
      give = resolve;
    });
    const i18n = page.createI18n(
      "fr",
      {
        "nav.downloads": "Téléchargements",
        "downloads.how": "Les titres achetés ou loués ont un bouton Télécharger.",
      },
      undefined,
      () => rest,
    );
    renderWithProviders(
      <page.I18nContext value={i18n}>
        <page.DownloadsOverview account={null} onHolds={() => undefined} />
      </page.I18nContext>,
    );
    // The device is read meanwhile; what it keeps waits for the words to say it.
    await page.store.offlineDb();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText("Les titres achetés ou loués ont un bouton Télécharger.")).toBeTruthy();
    expect(page.codeLoaded()).toBe(false);
    give({ "downloads.locked": "Verrouillé pour un compte." });
    expect(await screen.findByText(/^Verrouillé pour un compte/)).toBeTruthy();
  });
});
