import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError, tooManyRequests } from "../../lib/http-error.ts";

export interface FailureWindow {
  max: number;
  windowMs: number;
}

/** Codes that did not work, per account and per address, before redeeming pauses (issue 12). */
export const VOUCHER_FAILURES: FailureWindow = { max: 10, windowMs: 15 * 60_000 };

export const TOO_MANY_VOUCHER_ATTEMPTS =
  "Too many voucher codes did not work. Please wait a few minutes before trying again.";

/** A redemption that failed for a reason a guesser learns from (unknown, expired, used…). */
export const isVoucherFailure = (error: unknown): boolean =>
  error instanceof HttpError && error.code.startsWith("voucher/");

/**
 * Counts FAILED redemptions per signed-in account and per IP over @fastify/rate-limit's store
 * (named keys, plugins/rate-limit.ts). Past the maximum, redeeming answers 429 with Retry-After
 * until the window ends; a successful redemption counts nothing, and failures from other
 * accounts on other addresses never block anyone.
 */
export function createVoucherAttempts(app: FastifyInstance, window = VOUCHER_FAILURES) {
  const limiter = (name: string, key: (request: FastifyRequest) => Promise<string>) =>
    app.createRateLimit({
      max: window.max,
      timeWindow: window.windowMs,
      keyGenerator: async (request) => `${name}:${await key(request)}`,
    });
  const perAccount = limiter(
    "voucher-fail-acct",
    async (request) => (await request.viewer())?.userId ?? "",
  );
  const perIp = limiter("voucher-fail-ip", async (request) => request.ip);

  return {
    /** 429 voucher/too-many-attempts once the account or the address has had its failures. */
    async assertAllowed(request: FastifyRequest): Promise<void> {
      for (const limit of [perAccount, perIp]) {
        const result = await limit(request, { increment: false });
        if (!result.isAllowed && result.remaining <= 0) {
          throw tooManyRequests("voucher/too-many-attempts", TOO_MANY_VOUCHER_ATTEMPTS, result.ttl);
        }
      }
    },
    async countFailure(request: FastifyRequest): Promise<void> {
      await perAccount(request);
      await perIp(request);
    },
  };
}
