import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * Security headers on every response; the CSP allows only our own origin (plus inline styles).
 * Helmet's middleware is built once: @fastify/helmet built it again for every request (parsing
 * the CSP each time), a twentieth of what a player's beacon cost the API (ADR 0084).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { production: boolean },
): Promise<void> {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // Not helmet's `no-referrer`: under it a browser sends `Origin: null` with our own HTML forms
    // (sandbox checkout, the Google stand-in), which the cross-site check must refuse
    // (plugins/origin-check.ts). `same-origin` still sends no referrer to other sites.
    referrerPolicy: { policy: "same-origin" },
    hsts: opts.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    // Helmet's `next` may be given an error, as Fastify's `done` may.
    securityHeaders(request.raw, reply.raw, done as (error?: unknown) => void);
  });
}
