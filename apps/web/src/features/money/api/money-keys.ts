/** Query keys of the money feature; a purchase or top-up invalidates all of them. */
export const moneyKeys = {
  all: ["money"] as const,
  wallet: ["money", "wallet"] as const,
  purchases: ["money", "purchases"] as const,
  receipts: ["money", "receipts"] as const,
  passes: ["money", "passes"] as const,
  methods: ["money", "methods"] as const,
  checkout: (reference: string) => ["money", "checkout", reference] as const,
};
