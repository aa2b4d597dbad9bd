import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** Security headers on every response; the CSP allows only our own origin (plus inline styles). */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { production: boolean },
): Promise<void> {
  await app.register(helmet, {
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
}
