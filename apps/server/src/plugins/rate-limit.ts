import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { Clock } from "../lib/clock.ts";

type StoreCallback = (error: Error | null, result: { current: number; ttl: number }) => void;

const MAX_KEYS = 50_000;

/**
 * @fastify/rate-limit's in-memory store, fixed windows, reading time from our Clock so tests move
 * time instead of sleeping. Oldest keys are dropped beyond 50,000 (a Map keeps insertion order).
 */
function clockStore(clock: Clock) {
  return class ClockStore {
    private readonly windows = new Map<string, { count: number; startMs: number }>();

    incr(key: string, cb: StoreCallback, timeWindow: number): void {
      const now = clock.now().getTime();
      let entry = this.windows.get(key);
      if (!entry || entry.startMs + timeWindow <= now) {
        entry = { count: 0, startMs: now };
        this.windows.delete(key);
        if (this.windows.size >= MAX_KEYS) {
          const oldest = this.windows.keys().next().value;
          if (oldest !== undefined) this.windows.delete(oldest);
        }
        this.windows.set(key, entry);
      }
      entry.count += 1;
      cb(null, { current: entry.count, ttl: entry.startMs + timeWindow - now });
    }

    read(key: string, cb: StoreCallback, timeWindow: number): void {
      const now = clock.now().getTime();
      const entry = this.windows.get(key);
      if (!entry || entry.startMs + timeWindow <= now) {
        cb(null, { current: 0, ttl: 0 });
      } else {
        cb(null, { current: entry.count, ttl: entry.startMs + timeWindow - now });
      }
    }

    /** Every limiter shares one map; keys carry the limiter's name. */
    child(): this {
      return this;
    }
  };
}

/**
 * Registers @fastify/rate-limit with no global limit: modules build named limiters with
 * `app.createRateLimit({ max, timeWindow, keyGenerator })` (keys must start with the limiter's
 * name). State lives in Redis when REDIS_URL is set (shared by every API server), else in memory.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { clock: Clock; redisUrl?: string },
): Promise<void> {
  if (options.redisUrl) {
    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
    app.addHook("onClose", async () => {
      await redis.quit();
    });
    await app.register(rateLimit, { global: false, redis, nameSpace: "tazama-rl:" });
    return;
  }
  await app.register(rateLimit, { global: false, store: clockStore(options.clock) });
}
