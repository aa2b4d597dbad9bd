import { monitorEventLoopDelay } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** False: the route answers even when the process sheds load (health, metrics). */
    shedLoad?: boolean;
  }
}

/** How loaded the process is now. */
export interface PressureReading {
  /**
   * The event loop's delay in ms: the mean over the last second, or — when it is larger — how
   * long the loop has been held in the turn running now (a request that arrives behind a burst
   * of CPU-bound work sees that at once, not at the next second's sample).
   */
  eventLoopDelayMs: number;
  heapUsedBytes: number;
}

export interface PressureSource {
  read(): PressureReading;
  stop(): void;
}

const RESOLUTION_MS = 10;
const SAMPLE_EVERY_MS = 1_000;
/** How often the loop marks that it turned (the stall is measured from the last mark). */
const TURN_EVERY_MS = 20;

/**
 * This process's pressure: Node's event-loop delay histogram sampled once a second, and the time
 * since the loop last completed a turn (a timer marks each turn every 20 ms).
 */
export function processPressure(now: () => number = () => performance.now()): PressureSource {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let sampled: PressureReading = { eventLoopDelayMs: 0, heapUsedBytes: 0 };
  let turnedAt = now();
  const sampler = setInterval(() => {
    const mean = Number.isNaN(histogram.mean) ? 0 : histogram.mean / 1e6;
    sampled = {
      eventLoopDelayMs: Math.max(0, mean - RESOLUTION_MS),
      heapUsedBytes: process.memoryUsage().heapUsed,
    };
    histogram.reset();
  }, SAMPLE_EVERY_MS);
  const turns = setInterval(() => {
    turnedAt = now();
  }, TURN_EVERY_MS);
  sampler.unref();
  turns.unref();
  return {
    read: () => ({
      ...sampled,
      eventLoopDelayMs: Math.max(sampled.eventLoopDelayMs, now() - turnedAt - TURN_EVERY_MS),
    }),
    stop: () => {
      clearInterval(sampler);
      clearInterval(turns);
      histogram.disable();
    },
  };
}

export interface LoadSheddingOptions {
  pressure: PressureSource;
  /** 0: not checked. */
  maxEventLoopDelayMs: number;
  /** 0: not checked. */
  maxHeapUsedBytes: number;
}

/** Seconds a client (or the edge, which then tries another process) waits before trying again. */
export const SHED_RETRY_AFTER_S = 5;
export const SHED_MESSAGE = "Tazama is very busy right now. Please try again in a few seconds.";

/**
 * Load shedding (issue 44): while the process is past its event-loop delay or heap threshold,
 * every request but health and metrics is answered at once with 503, Retry-After and our error
 * shape, instead of queueing behind the work that overloads it (a request held 10–30 s helps
 * nobody). Requests already running finish.
 */
export function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions) {
  const { pressure, maxEventLoopDelayMs, maxHeapUsedBytes } = options;
  app.addHook("onClose", async () => {
    pressure.stop();
  });
  if (maxEventLoopDelayMs === 0 && maxHeapUsedBytes === 0) return;
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.config.shedLoad === false) return;
    const now = pressure.read();
    const overloaded =
      (maxEventLoopDelayMs > 0 && now.eventLoopDelayMs > maxEventLoopDelayMs) ||
      (maxHeapUsedBytes > 0 && now.heapUsedBytes > maxHeapUsedBytes);
    if (!overloaded) return;
    request.log.warn({ pressure: now }, "shedding load");
    return reply
      .status(503)
      .header("retry-after", String(SHED_RETRY_AFTER_S))
      .header("cache-control", "no-store")
      .send({ error: { code: "server/busy", message: SHED_MESSAGE } });
  });
}
