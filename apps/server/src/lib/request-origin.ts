import type { FastifyRequest } from "fastify";

/**
 * The origin the request was addressed to, as the browser that sent it saw it (X-Forwarded-Proto
 * and -Host count when TRUST_PROXY is on).
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Where a page request made at another address than the public one belongs (one canonical host:
 * OAuth state cookies and mailed links are bound to PUBLIC_URL), or null when it is already there.
 */
export function canonicalLocation(request: FastifyRequest, publicUrl: string): string | null {
  const target = new URL(publicUrl);
  let origin: string;
  try {
    origin = new URL(requestOrigin(request)).origin;
  } catch {
    return `${target.origin}${request.url}`;
  }
  return origin === target.origin ? null : `${target.origin}${request.url}`;
}
