import {
  type EntitlementView,
  type PaymentMethods,
  type PurchasesResponse,
  TOPUP_LIMITS,
  type WalletResponse,
} from "@tazama/contracts";

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
    downloaded: false,
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

/** What `GET /api/v1/mps/methods` answers where only the sandbox takes top-ups. */
export const sandboxOnly: PaymentMethods = {
  methods: [
    { provider: "sandbox", currencies: ["NGN", "KES", "GHS", "ZAR", "USD"], needsPhone: false },
  ],
  limits: TOPUP_LIMITS,
};
