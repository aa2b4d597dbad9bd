import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, type Browser, type Page, expect } from "@playwright/test";
import type { Viewer } from "./fixtures.ts";

let logins = 0;
/**
 * Headers for a test's log-in as someone already made (the first admin, an usher): each from an
 * address of its own (the e2e server trusts the proxy header), as sign-ups are, so the per-address
 * limit of 30 log-ins in 10 minutes meets many people, as in life, not this one machine.
 */
export function loginHeaders(): Record<string, string> {
  logins += 1;
  return { "x-forwarded-for": `10.252.${process.pid % 250}.${logins % 250}` };
}

// Where e2e/serve.mjs keeps the server's log and this run's first admin.
const DATA_DIR = path.resolve(
  import.meta.dirname,
  "..",
  "..",
  process.env.E2E_DATA_DIR ?? "e2e/.tmp/data",
);
const FIRST_ADMIN = path.join(DATA_DIR, "first-admin.json");

/** The one-time link the server printed at start, as a newcomer reads it in the terminal. */
export function setupLinkFromLog(): string {
  const log = readFileSync(path.join(DATA_DIR, "server.log"), "utf8");
  const links = [...log.matchAll(/https?:\/\/[^\s"]+\/admin\/setup\?token=[\w-]+/g)];
  expect(links.length, "the server printed a setup link").toBeGreaterThan(0);
  const link = new URL(links.at(-1)![0]);
  return `${link.pathname}${link.search}`;
}

/**
 * Someone else, signed up and signed in in a browser context of their own (the admin's page
 * stays the admin's). Close the context at the end of the test.
 */
export async function viewerElsewhere(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const response = await page.request.post("/api/v1/users/signup", {
    headers: {
      "x-forwarded-for": `10.250.${Number(stamp.slice(-5, -3)) % 250}.${Number(stamp.slice(-3)) % 250}`,
    },
    data: {
      name,
      email: `${name
        .toLowerCase()
        .replace(/[^a-z]+/g, ".")
        .replace(/^\.+|\.+$/g, "")}.${stamp}@example.com`,
      phone_number: `+2547${stamp.slice(-8)}`,
      password: "kibera-sunrise-2024",
      affiliateCodeUsed: null,
      source: "tazama-web",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { context, page };
}

export function rememberFirstAdmin(viewer: Viewer): void {
  writeFileSync(FIRST_ADMIN, JSON.stringify(viewer));
}

async function userIdOf(request: APIRequestContext): Promise<string> {
  const me = (await (await request.get("/api/v1/users/me")).json()) as { user: { uid: string } };
  return me.user.uid;
}

/**
 * A browser context signed in as this run's first admin (made by first-admin.setup.ts), for an
 * admin's action beside a viewer's test. Close it at the end.
 */
export async function firstAdminContext(browser: Browser, baseURL: string) {
  expect(existsSync(FIRST_ADMIN), "first-admin.setup.ts made the first admin").toBe(true);
  const first = JSON.parse(readFileSync(FIRST_ADMIN, "utf8")) as Viewer;
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post("/api/v1/users/login", {
    headers: loginHeaders(),
    data: { email: first.email, password: first.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return context;
}

/**
 * Makes the page's signed-in viewer an admin the way a real site does: the first admin (made
 * from the printed link by first-admin.setup.ts, before every spec) promotes them in the API.
 */
export async function makeAdmin(page: Page, baseURL: string): Promise<void> {
  expect(existsSync(FIRST_ADMIN), "first-admin.setup.ts made the first admin").toBe(true);
  const first = JSON.parse(readFileSync(FIRST_ADMIN, "utf8")) as Viewer;
  const id = await userIdOf(page.request);
  const context = await page.context().browser()!.newContext({ baseURL });
  try {
    const login = await context.request.post("/api/v1/users/login", {
      headers: loginHeaders(),
      data: { email: first.email, password: first.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const promoted = await context.request.patch(`/api/v1/admin/users/${id}`, {
      data: { role: "admin" },
    });
    expect(promoted.status(), await promoted.text()).toBe(200);
  } finally {
    await context.close();
  }
}

/** A solid-colour PNG made with ffmpeg (the machine's own), for artwork uploads. */
export function solidImage(width: number, height: number, colour: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "tazama-e2e-art-")), "art.png");
  execFileSync(process.env.FFMPEG_PATH ?? "ffmpeg", [
    ...["-v", "error", "-f", "lavfi", "-i", `color=c=${colour}:s=${width}x${height}`],
    ...["-frames:v", "1", file],
  ]);
  return file;
}

/** On a title's console page: a new poster or backdrop, chosen like a person would. */
export async function replaceArtwork(page: Page, kind: "poster" | "backdrop", file: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: `Replace the ${kind}` }).click(),
  ]);
  await chooser.setFiles(file);
  await expect(
    page.getByText(`${kind === "poster" ? "Poster" : "Backdrop"} replaced.`),
  ).toBeVisible();
}
