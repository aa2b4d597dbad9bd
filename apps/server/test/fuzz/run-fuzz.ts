import { apiErrorSchema } from "@tazama/contracts";
import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Operation } from "./operations.ts";
import { type FuzzRequest, requestArb } from "./requests.ts";

export interface Caller {
  name: string;
  /** Sent as the Cookie header (signed in), or none (anonymous). */
  cookie?: string;
  /** Operations this caller skips (logging out would end the session the run relies on). */
  skip?: (op: Operation) => boolean;
}

export interface Finding {
  caller: string;
  request: FuzzRequest;
  status: number;
  body: string;
}

/** What is wrong with an answer: a 5xx, or a 4xx not in `{ error: { code, message } }`. */
export function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return "server error";
  if (response.statusCode < 400) return null;
  let parsed: unknown;
  try {
    parsed = response.json();
  } catch {
    return "4xx body is not JSON";
  }
  const shaped = apiErrorSchema.safeParse(parsed);
  if (!shaped.success) return "4xx body is not { error: { code, message } }";
  return /FST_/.test(JSON.stringify(parsed)) ? "4xx names a framework code" : null;
}

/** Text for a report: cut to `max`, control and non-ASCII characters as \u escapes. */
const short = (text: string, max = 300) =>
  (text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text).replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

/** A stable 31-bit seed per operation and caller, so each draws its own fixed sequence. */
function seedOf(base: number, label: string): number {
  let hash = base;
  for (const char of label) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash & 0x7fffffff;
}

/**
 * Sends `perOperation` generated requests to every operation as every caller, one at a time,
 * each from a fresh address (per-address rate limits stay out of the way) and returns the
 * answers that broke the contract.
 */
export async function fuzzOperations(
  app: FastifyInstance,
  options: {
    operations: Operation[];
    callers: Caller[];
    seed: number;
    perOperation: number;
    nextIp: () => string;
  },
): Promise<{ requests: number; findings: Finding[] }> {
  const findings: Finding[] = [];
  let requests = 0;
  for (const caller of options.callers) {
    for (const op of options.operations) {
      if (caller.skip?.(op)) continue;
      const samples = fc.sample(requestArb(op), {
        seed: seedOf(options.seed, `${caller.name} ${op.method} ${op.path}`),
        numRuns: options.perOperation,
      });
      for (const request of samples) {
        requests += 1;
        const response = await app.inject({
          method: request.method as "GET",
          url: request.url,
          headers: caller.cookie ? { ...request.headers, cookie: caller.cookie } : request.headers,
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
          remoteAddress: options.nextIp(),
        });
        const problem = problemWith(response);
        if (problem) {
          findings.push({
            caller: caller.name,
            request: { ...request, url: short(request.url), payload: short(request.payload ?? "") },
            status: response.statusCode,
            body: `${problem}: ${short(response.body)}`,
          });
        }
      }
    }
  }
  return { requests, findings };
}
