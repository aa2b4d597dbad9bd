// What other code may use of accounts (ADR 0022).
export { DEFAULT_RATE_LIMITS, type RateLimits } from "./rate-limits.ts";
export { hashPassword } from "./password-hasher.ts";
