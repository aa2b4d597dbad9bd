import type { Profile } from "@tazama/contracts";
import { vi } from "vitest";

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Reply = { status: number; body?: unknown; cookie?: string } | Promise<never>;
type Handler = (call: Call) => Reply | Promise<Reply>;

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    uid: "u-amina",
    email: "amina@example.com",
    name: "Amina Njeri",
    photo: null,
    phone_number: "+254712345678",
    affiliateCodeUsed: null,
    affiliateCode: "AMINA42",
    source: "tazama-web",
    locale: "sw-KE",
    role: "viewer",
    ...overrides,
  };
}

/** The `user` cookie value the server sets (spec §3). */
export function userCookie(fullname: string, locale = "sw-KE"): string {
  return `user=${encodeURIComponent(JSON.stringify({ fullname, locale }))}; Path=/`;
}

/**
 * Fakes our HTTP API at the fetch boundary: handlers keyed "METHOD /path"; a reply's `cookie`
 * is applied as the server's Set-Cookie would be. Unknown requests fail the test loudly.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? "GET";
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.split("?")[0] ?? url}`];
    if (!handler) throw new Error(`Unexpected request ${method} ${url}`);
    const reply = await handler(call);
    if (reply.cookie) document.cookie = reply.cookie;
    const status = reply.status;
    return new Response(
      status === 204 || status === 202 ? null : JSON.stringify(reply.body ?? {}),
      { status, headers: { "content-type": "application/json" } },
    );
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

export function apiError(status: number, code: string, message: string) {
  return { status, body: { error: { code, message } } };
}

export function clearBrowserState() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  localStorage.clear();
  sessionStorage.clear();
}
