import type { EntitlementView, PurchasesResponse, WalletResponse } from "@tazama/contracts";
import { vi } from "vitest";

export interface Call {
  method: string;
  path: string;
  body: unknown;
  idempotencyKey: string | null;
}

type Reply = { status: number; body?: unknown };
type Handler = (call: Call, calls: Call[]) => Reply;

/**
 * Fakes our money API at the fetch boundary: handlers keyed "METHOD /path". An unknown request
 * fails the test loudly.
 */
export function fakeMoneyApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? "GET";
    const headers = new Headers(init?.headers);
    const call: Call = {
      method,
      path: url.split("?")[0] ?? url,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      idempotencyKey: headers.get("idempotency-key"),
    };
    calls.push(call);
    const handler = handlers[`${method} ${call.path}`];
    if (!handler) return Promise.reject(new Error(`Unexpected request ${method} ${url}`));
    const reply = handler(call, calls);
    return Promise.resolve(
      new Response(JSON.stringify(reply.body ?? {}), {
        status: reply.status,
        headers: { "content-type": "application/json" },
      }),
    );
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls };
}

export function wallet(balance: number | null): WalletResponse {
  return {
    wallet:
      balance === null ? null : { balance, currency: "NGN", updatedAt: "2026-11-22T12:00:00.000Z" },
    ledger: { credits: balance ?? 0, debits: 0, recent: [] },
  };
}

export function rental(over: Partial<EntitlementView> = {}): EntitlementView {
  return {
    id: "e-1",
    kind: "rent",
    ref: "kings-of-lagos",
    title: "Kings of Lagos",
    pass: null,
    amount: 50_000,
    currency: "NGN",
    source: "wallet",
    purchasedAt: "2026-11-22T12:00:00.000Z",
    startsAt: "2026-11-22T12:00:00.000Z",
    expiresAt: null,
    startBy: "2026-12-22T12:00:00.000Z",
    windowHours: 48,
    firstPlayedAt: null,
    state: "not-started",
    ...over,
  };
}

export function collection(over: Partial<PurchasesResponse> = {}): PurchasesResponse {
  return { owned: [], rented: [], passes: [], now: new Date().toISOString(), ...over };
}

export const passCatalogue = {
  passes: [],
  rental: { startDays: 30, windowHours: 48 },
};

export const sandboxOnly = {
  methods: [
    { provider: "sandbox", currencies: ["NGN", "KES", "GHS", "ZAR", "USD"], needsPhone: false },
  ],
  limits: {},
};
