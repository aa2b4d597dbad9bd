import { vi } from "vitest";
import { checkReply } from "./reply-schemas.ts";
import { match } from "./route-match.ts";

/** One request the fake API got, as the web client (`lib/api-client.ts`) sent it. */
export interface ApiCall {
  method: string;
  /** The path as requested, query string included. */
  url: string;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
  idempotencyKey: string | null;
}

/** What a route answers. No `body` means an empty response (202, 204); `cookie` is set as a Set-Cookie would. */
export interface Reply {
  status: number;
  body?: unknown;
  cookie?: string;
}

export interface RouteContext {
  /** The `:name` segments of the route's path. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** Every request so far, this one last. */
  calls: readonly ApiCall[];
}

/** A reply, or a function of the request (a rejected promise is a network failure, a pending one a hang). */
export type Route = Reply | ((call: ApiCall, ctx: RouteContext) => Reply | Promise<Reply>);

/** Routes keyed "METHOD /path", where a path segment `:name` matches any one segment. */
export type Routes = Record<string, Route>;

export interface FakeApi {
  /** Every request the fake got, in order, unexpected ones included. */
  readonly calls: ApiCall[];
  /** Adds a route, or replaces the one with the same key. */
  on(key: string, route: Route): FakeApi;
}

/**
 * Our HTTP API, in memory, at the fetch boundary: each test registers the routes it needs and
 * reads back the requests it got. A request no route matches is recorded, rejects with
 * "Unexpected request …" and fails the test (console.error). Tests undo it with
 * `vi.unstubAllGlobals()`.
 */
export function fakeApi(routes: Routes = {}): FakeApi {
  const table = new Map(Object.entries(routes));
  const calls: ApiCall[] = [];

  async function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? "GET";
    const call: ApiCall = {
      method,
      url,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      idempotencyKey: new Headers(init?.headers).get("idempotency-key"),
    };
    calls.push(call);
    const parsed = new URL(url, "http://localhost");
    const found = match(table, method, parsed.pathname);
    if (!found) {
      // Logged as well as thrown: a failed query is often swallowed, a console.error fails the test.
      const error = new Error(`Unexpected request ${method} ${url}`);
      console.error(error.message);
      throw error;
    }
    const reply =
      typeof found.route === "function"
        ? await found.route(call, { params: found.params, query: parsed.searchParams, calls })
        : found.route;
    // A reply our API could not give fails the test (a renamed field, a status it never answers).
    const wrong = checkReply(method, parsed.pathname, reply);
    if (wrong) {
      console.error(wrong);
      throw new Error(wrong);
    }
    if (reply.cookie) document.cookie = reply.cookie;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  }

  vi.stubGlobal("fetch", vi.fn(fetch));
  const api: FakeApi = {
    calls,
    on(key, route) {
      table.set(key, route);
      return api;
    },
  };
  return api;
}

/** Our error body (`{ error: { code, message } }`) with its status. */
export function apiError(status: number, code: string, message: string): Reply {
  return { status, body: { error: { code, message } } };
}

/** The browser's own failure when the network is down. */
export function networkFailure(): Promise<never> {
  return Promise.reject(new TypeError("Failed to fetch"));
}

/** A request that never answers (the loading state). */
export function noAnswer(): Promise<never> {
  return new Promise<never>(() => undefined);
}
