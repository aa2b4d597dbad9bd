import { AUTH_ERRORS } from "@tazama/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../../lib/http-error.ts";

export interface Window {
  max: number;
  windowMs: number;
}

/** Per IP and per account (email) on log-in, sign-up and reset; no permanent lock-out. */
export interface RateLimits {
  loginPerIp: Window;
  /** At most this many FAILED log-ins per account per window (issue 4: 100 an hour). */
  loginFailuresPerAccount: Window;
  signupPerIp: Window;
  signupPerAccount: Window;
  resetPerIp: Window;
  resetPerAccount: Window;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { max: 30, windowMs: 10 * MINUTE },
  loginFailuresPerAccount: { max: 100, windowMs: HOUR },
  signupPerIp: { max: 20, windowMs: HOUR },
  signupPerAccount: { max: 10, windowMs: HOUR },
  resetPerIp: { max: 10, windowMs: 15 * MINUTE },
  resetPerAccount: { max: 5, windowMs: HOUR },
};

const tooMany = () =>
  new HttpError(429, "auth/too-many-requests", AUTH_ERRORS["auth/too-many-requests"].message);

/**
 * Named limiters over @fastify/rate-limit's store (plugins/rate-limit.ts). Each call counts one
 * attempt and throws 429 auth/too-many-requests past the limit, with Retry-After.
 */
export function createLimiters(app: FastifyInstance, limits: RateLimits) {
  const keyed = new WeakMap<FastifyRequest, string>();
  const make = (name: string, window: Window, by: "ip" | "account") =>
    app.createRateLimit({
      max: window.max,
      timeWindow: window.windowMs,
      keyGenerator: (request) => `${name}:${by === "ip" ? request.ip : (keyed.get(request) ?? "")}`,
    });

  async function hit(
    limiter: ReturnType<typeof make>,
    request: FastifyRequest,
    account?: string,
  ): Promise<void> {
    if (account !== undefined) keyed.set(request, account.toLowerCase());
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw tooMany();
    }
  }

  const loginIp = make("login-ip", limits.loginPerIp, "ip");
  const loginFail = make("login-fail", limits.loginFailuresPerAccount, "account");
  const signupIp = make("signup-ip", limits.signupPerIp, "ip");
  const signupAccount = make("signup-acct", limits.signupPerAccount, "account");
  const resetIp = make("reset-ip", limits.resetPerIp, "ip");
  const resetAccount = make("reset-acct", limits.resetPerAccount, "account");

  return {
    loginPerIp: (request: FastifyRequest) => hit(loginIp, request),
    signupPerIp: (request: FastifyRequest) => hit(signupIp, request),
    signupPerAccount: (request: FastifyRequest, email: string) =>
      hit(signupAccount, request, email),
    resetPerIp: (request: FastifyRequest) => hit(resetIp, request),
    resetPerAccount: (request: FastifyRequest, email: string) => hit(resetAccount, request, email),
    /** Refuses once the account has had the maximum of failed log-ins in the window. */
    async assertLoginFailuresBelowMax(request: FastifyRequest, email: string): Promise<void> {
      keyed.set(request, email.toLowerCase());
      const result = await loginFail(request, { increment: false });
      if (!result.isAllowed && result.remaining <= 0) throw tooMany();
    },
    async countLoginFailure(request: FastifyRequest, email: string): Promise<void> {
      keyed.set(request, email.toLowerCase());
      await loginFail(request);
    },
  };
}
