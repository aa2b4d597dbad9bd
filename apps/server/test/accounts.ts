import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SignupBody } from "@tazama/contracts";
import type { Database } from "@tazama/db";
import { schema } from "@tazama/db";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { type AppDeps, buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { ManualClock } from "../src/lib/clock.ts";

let counter = 0;
const runTag = Math.random().toString(36).slice(2, 8);

/** A fresh IPv4 per call, so per-IP rate limits never couple tests (10.x.y.z). */
export function uniqueIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** A unique, valid Kenyan mobile number in E.164. */
export function uniquePhone(): string {
  counter += 1;
  const n = (Date.now() * 7 + counter * 7919) % 10_000_000;
  return `+2547${String(n).padStart(8, "0").slice(0, 8)}`;
}

export function uniqueEmail(label = "user"): string {
  counter += 1;
  return `${label}.${runTag}.${counter}@example.test`;
}

/** A sign-up body that passes every rule; override what a test is about. */
export function signupBody(overrides: Partial<SignupBody> = {}): SignupBody {
  return {
    name: "Amina Wanjiru",
    email: uniqueEmail(),
    phone_number: uniquePhone(),
    password: "tall-baobab-river-42",
    affiliateCodeUsed: null,
    source: "tazama-web",
    ...overrides,
  };
}

/** `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  /** Send as the `cookie` header to act as this user. */
  cookie: string;
}

/**
 * Signs a user up through the real API (from a fresh IP, so the sign-up limit is never hit) and
 * returns its session cookie. `role: "admin"` promotes it in the database afterwards.
 */
export async function createTestUser(
  app: FastifyInstance,
  database: Database,
  options: { role?: "viewer" | "admin"; body?: Partial<SignupBody> } = {},
): Promise<TestUser> {
  const body = signupBody(options.body);
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/users/signup",
    payload: body,
    remoteAddress: uniqueIp(),
  });
  if (response.statusCode !== 201) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const { user } = response.json<{ user: { uid: string } }>();
  if (options.role === "admin") {
    await database.db
      .update(schema.users)
      .set({ role: "admin" })
      .where(eq(schema.users.id, user.uid));
  }
  return {
    uid: user.uid,
    email: body.email,
    password: body.password,
    cookie: cookieHeader(response),
  };
}

/** An app on an existing test database with a ManualClock (tests move time, never sleep). */
export async function buildClockedApp(
  database: Database,
  overrides: Record<string, string> = {},
  deps: Partial<AppDeps> = {},
): Promise<{ app: FastifyInstance; clock: ManualClock; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tazama-accounts-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    SEED_DEMO: "false",
    ...overrides,
  });
  const clock = new ManualClock(Date.now());
  const app = await buildApp({ config, database, logger: false, clock, ...deps });
  await app.ready();
  return { app, clock, dataDir };
}

export type InjectMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * A request as `user` (null: signed out), JSON `payload` when given: the shape of most
 * permission and admin tests (`const call = injectAs(app)`).
 */
export function injectAs(app: FastifyInstance) {
  return (user: TestUser | null, method: InjectMethod, url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: user ? { cookie: user.cookie } : {},
      ...(payload === undefined ? {} : { payload }),
    });
}
