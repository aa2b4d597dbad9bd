import type { Browser, Page } from "@playwright/test";
import { signUpRequest } from "./accounts.ts";
import type { PlayerSample, SampleRound } from "./drift.ts";

/** 1.6 Mbps down, 750 kbps up, 150 ms round trip (Lighthouse's slow 4G, as bench/playback). */
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const SAMPLE_EVERY_MS = 250;

export interface WatchOptions {
  browser: Browser;
  /** The API processes: member i opens the party on origins[i % origins.length]. */
  origins: readonly string[];
  ref: string;
  members: number;
  seconds: number;
  /** The player's remembered quality (a 2-core machine decodes several players at once). */
  height: number;
}

const sample = (page: Page) =>
  page.getByTestId("video").evaluate((v: HTMLVideoElement): PlayerSample => ({
    at: Date.now(),
    position: v.currentTime,
    paused: v.paused,
    readyState: v.readyState,
  }));

async function signUp(page: Page, name: string) {
  const { address, body } = signUpRequest(name);
  const response = await page.request.post("/api/v1/users/signup", {
    headers: { "x-forwarded-for": address },
    data: body,
  });
  if (response.status() !== 201) throw new Error(`sign-up: ${response.status()}`);
}

/**
 * `members` viewers in Debian's Chromium watch one party: the first hosts it and presses play
 * (and starts the film again when it ends); the last is on a slow network. Every 250 ms each
 * player is sampled, for `seconds`. Returns the rounds of samples.
 */
export async function watchTogether(options: WatchOptions): Promise<SampleRound[]> {
  const pages: Page[] = [];
  for (let i = 0; i < options.members; i += 1) {
    const context = await options.browser.newContext({
      baseURL: options.origins[i % options.origins.length],
      viewport: { width: 640, height: 480 },
    });
    await context.addInitScript((height) => {
      window.localStorage.setItem("tazama.quality", String(height));
    }, options.height);
    const page = await context.newPage();
    if (i === options.members - 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", SLOW_NETWORK);
    }
    await signUp(page, i === 0 ? "Host" : `Member ${i}`);
    pages.push(page);
  }
  const host = pages[0]!;
  const made = await host.request.post("/api/v1/watch-parties", { data: { ref: options.ref } });
  const { code } = (await made.json()) as { code: string };
  for (const page of pages) {
    await page.goto(`/party/${code}`);
    await page.getByTestId("video").waitFor({ state: "attached", timeout: 60_000 });
  }
  await host.getByText(`${options.members} watching`).waitFor({ timeout: 30_000 });
  await host.keyboard.press("k");
  let started = Date.now();
  const rounds: SampleRound[] = [];
  const until = started + options.seconds * 1000;
  while (Date.now() < until) {
    const tick = Date.now() + SAMPLE_EVERY_MS;
    const members = await Promise.all(pages.map(sample));
    rounds.push({ sinceStart: (Date.now() - started) / 1000, members });
    for (const page of pages) {
      const tap = page.getByRole("button", { name: "Tap to join" });
      if (await tap.isVisible()) await tap.click({ timeout: 2000 }).catch(() => undefined);
    }
    const again = host.getByRole("button", { name: "Play again from the start" });
    if (await again.isVisible()) {
      const clicked = await again.click({ timeout: 2000 }).then(
        () => true,
        () => false,
      );
      if (clicked) started = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, tick - Date.now())));
  }
  for (const page of pages) await page.context().close();
  return rounds;
}
