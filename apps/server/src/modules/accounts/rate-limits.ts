import { AUTH_ERRORS } from "@tazama/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { tooManyRequests } from "../../lib/http-error.ts";

export interface Window {
  max: number;
  windowMs: number;
}

/**
 * Growing delays for failed log-ins to one account from one address (OWASP ASVS 5.0 §6.3):
 * `freeFailures` are free, then each further failure makes that address wait before its next
 * try, twice as long each time, up to `maxDelayMs`. Other addresses are not slowed, so nobody can
 * keep the owner out by failing on purpose.
 */
export interface Backoff {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten this long after the first one. */
  windowMs: number;
}

/** Per IP and per account on log-in, sign-up, reset and profile changes; never a lock-out. */
export interface RateLimits {
  /** Every log-in attempt from one address, whatever the account. */
  loginPerIp: Window;
  /** Failed log-ins per account and address. */
  loginBackoff: Backoff;
  /**
   * The account-wide brake: past `max` failures in the window from all addresses, an address's
   * first failure for the account already counts as `loginBackoff.freeFailures` (it waits after
   * one failure). An address with no failure for the account is still let through.
   */
  loginFailuresPerAccount: Window;
  signupPerIp: Window;
  signupPerAccount: Window;
  resetPerIp: Window;
  resetPerAccount: Window;
  /** `PATCH /users/me` (it tells whether a phone number is taken). */
  profilePerIp: Window;
  profilePerAccount: Window;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { max: 30, windowMs: 10 * MINUTE },
  loginBackoff: { freeFailures: 5, firstDelayMs: MINUTE, maxDelayMs: 15 * MINUTE, windowMs: DAY },
  loginFailuresPerAccount: { max: 20, windowMs: HOUR },
  signupPerIp: { max: 20, windowMs: HOUR },
  signupPerAccount: { max: 10, windowMs: HOUR },
  resetPerIp: { max: 10, windowMs: 15 * MINUTE },
  resetPerAccount: { max: 5, windowMs: HOUR },
  profilePerIp: { max: 20, windowMs: HOUR },
  profilePerAccount: { max: 10, windowMs: HOUR },
};

/** How long an address waits after its `failures`-th failure for an account (0: not at all). */
export function backoffDelayMs(backoff: Backoff, failures: number): number {
  if (failures < backoff.freeFailures) return 0;
  const doublings = Math.min(failures - backoff.freeFailures, 30);
  return Math.min(backoff.firstDelayMs * 2 ** doublings, backoff.maxDelayMs);
}

const tooMany = (retryAfterMs: number) =>
  tooManyRequests(
    "auth/too-many-requests",
    AUTH_ERRORS["auth/too-many-requests"].message,
    retryAfterMs,
  );

/** One sign-in attempt with a password (log-in, or sign-up with an existing email). */
export interface LoginAttempt {
  /** Counts the attempt against the address; 429 while the address must wait. */
  allow(): Promise<void>;
  /** The password was wrong (or the account unknown). */
  failed(): Promise<void>;
}

interface Count {
  count: number;
  ttlMs: number;
}

const NO_MAX = 1_000_000_000;

/**
 * Fixed-window counters over @fastify/rate-limit's store (plugins/rate-limit.ts: memory on our
 * Clock, or Redis shared by every API server). Keys start with the counter's name.
 */
function createCounters(app: FastifyInstance) {
  const current = new WeakMap<FastifyRequest, { key: string; windowMs: number }>();
  const limiter = app.createRateLimit({
    max: NO_MAX,
    timeWindow: (request) => current.get(request)?.windowMs ?? 1,
    keyGenerator: (request) => current.get(request)?.key ?? "",
  });
  return async (
    request: FastifyRequest,
    key: string,
    windowMs: number,
    increment = true,
  ): Promise<Count> => {
    current.set(request, { key, windowMs });
    const result = await limiter(request, { increment });
    if (result.isAllowed) return { count: 0, ttlMs: 0 };
    return { count: NO_MAX - result.remaining, ttlMs: result.ttl };
  };
}

/** Named limiters; each throws 429 auth/too-many-requests with Retry-After past its limit. */
export function createLimiters(app: FastifyInstance, limits: RateLimits) {
  const counter = createCounters(app);

  async function hit(request: FastifyRequest, key: string, window: Window): Promise<void> {
    const { count, ttlMs } = await counter(request, key, window.windowMs);
    if (count > window.max) throw tooMany(ttlMs);
  }

  const account = (value: string) => value.toLowerCase();
  const backoff = limits.loginBackoff;

  function loginAttempt(request: FastifyRequest, email: string): LoginAttempt {
    const pair = `login-pair:${account(email)}|${request.ip}`;
    const hold = (failures: number) => `login-hold:${account(email)}|${request.ip}|${failures}`;
    return {
      async allow() {
        await hit(request, `login-ip:${request.ip}`, limits.loginPerIp);
        const failures = (await counter(request, pair, backoff.windowMs, false)).count;
        const delayMs = backoffDelayMs(backoff, failures);
        if (delayMs === 0) return;
        const held = await counter(request, hold(failures), delayMs, false);
        if (held.count > 0 && held.ttlMs > 0) throw tooMany(held.ttlMs);
      },
      async failed() {
        const accountWide = await counter(
          request,
          `login-acct:${account(email)}`,
          limits.loginFailuresPerAccount.windowMs,
        );
        let failures = (await counter(request, pair, backoff.windowMs)).count;
        if (accountWide.count > limits.loginFailuresPerAccount.max) {
          while (failures < backoff.freeFailures) {
            failures = (await counter(request, pair, backoff.windowMs)).count;
          }
        }
        const delayMs = backoffDelayMs(backoff, failures);
        if (delayMs > 0) await counter(request, hold(failures), delayMs);
      },
    };
  }

  return {
    loginAttempt,
    signupPerIp: (request: FastifyRequest) =>
      hit(request, `signup-ip:${request.ip}`, limits.signupPerIp),
    signupPerAccount: (request: FastifyRequest, email: string) =>
      hit(request, `signup-acct:${account(email)}`, limits.signupPerAccount),
    resetPerIp: (request: FastifyRequest) =>
      hit(request, `reset-ip:${request.ip}`, limits.resetPerIp),
    resetPerAccount: (request: FastifyRequest, email: string) =>
      hit(request, `reset-acct:${account(email)}`, limits.resetPerAccount),
    profilePerIp: (request: FastifyRequest) =>
      hit(request, `profile-ip:${request.ip}`, limits.profilePerIp),
    profilePerAccount: (request: FastifyRequest, userId: string) =>
      hit(request, `profile-acct:${userId}`, limits.profilePerAccount),
  };
}
