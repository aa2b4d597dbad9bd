import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-error.ts";
import { requestOrigin } from "../lib/request-origin.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_MESSAGE = "This request came from another site and was refused.";

/**
 * Why a state-changing request from a browser is refused, or null to let it through.
 * Current browsers send Sec-Fetch-Site to secure contexts; otherwise Origin decides (`null`, as a
 * sandboxed or redirected cross-site form sends, is refused). A request with neither (a server:
 * payment webhooks, curl) is not a browser's and CSRF does not apply to it.
 */
export function crossSiteReason(
  request: FastifyRequest,
  allowedOrigins: ReadonlySet<string>,
): string | null {
  // The browser's own word, when it gives it (secure contexts: https, localhost, 127.0.0.1).
  const site = request.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return `sec-fetch-site ${site}`;
  if (site === "same-origin" || site === "none") return null;
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  if (origin === "null") return "opaque origin";
  if (allowedOrigins.has(origin) || origin === requestOrigin(request)) return null;
  return "foreign origin";
}

/**
 * Defence in depth beside SameSite=Lax session cookies (issue 12, finding 12): every
 * state-changing request (POST, PUT, PATCH, DELETE — logout included, and WebSocket upgrades) that a browser sends from
 * another site is refused with 403 `request/cross-site` before any route runs.
 */
export function registerOriginCheck(app: FastifyInstance, options: { publicUrl: string }): void {
  const allowed = new Set([new URL(options.publicUrl).origin]);
  app.addHook("onRequest", async (request) => {
    // A WebSocket opens with a GET that carries the session cookie: checked like a POST.
    const upgrade = request.headers.upgrade?.toLowerCase() === "websocket";
    if (SAFE_METHODS.has(request.method) && !upgrade) return;
    const reason = crossSiteReason(request, allowed);
    if (reason) {
      request.log.warn({ reason, origin: request.headers.origin }, "cross-site request refused");
      throw new HttpError(403, "request/cross-site", CROSS_SITE_MESSAGE);
    }
  });
}
