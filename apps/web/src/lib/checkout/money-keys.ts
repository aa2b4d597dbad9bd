/** Query keys of the wallet and what is bought with it (payments, purchases, vouchers); a purchase or top-up invalidates all of them. */
export const moneyKeys = {
  all: ["money"] as const,
  wallet: ["money", "wallet"] as const,
  purchases: ["money", "purchases"] as const,
  receipts: ["money", "receipts"] as const,
  passes: ["money", "passes"] as const,
  methods: ["money", "methods"] as const,
  checkout: (reference: string) => ["money", "checkout", reference] as const,
};
