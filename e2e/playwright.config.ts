import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3999);

/** Debian's Chromium, never a downloaded browser (the flags keep it off the closed network). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  fullyParallel: false,
  // One browser: two workers took as long on two cores (the server, ffmpeg and two Chromiums
  // saturate them) and let one test's catalogue change race another's server render.
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // The JSON report lets `npm test`'s summary name each failure with its first lines: a CI log is
  // often read from its tail only.
  reporter: process.env.E2E_JSON_REPORT
    ? [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT }]]
    : [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
    trace: process.env.E2E_TRACE === "on" ? "retain-on-failure" : "off",
    // The service worker is installable.spec.ts's subject; elsewhere every request goes to the
    // server as the test wrote it (no worker between a test's routes and the page).
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "first-admin",
      testMatch: /first-admin\.setup\.ts$/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    // A test runs at the sizes its tag says (fixtures.ts): untagged, on the phone only.
    {
      name: "desktop",
      dependencies: ["first-admin"],
      grep: /@laptop|@desktop|@both-sizes/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      dependencies: ["first-admin"],
      grepInvert: /@laptop|@desktop/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: "node e2e/serve.mjs",
    cwd: "..",
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: { E2E_PORT: String(port) },
  },
});
