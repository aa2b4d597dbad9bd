import { timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Who may read /metrics: a direct connection from this machine (the socket's own address, not
 * the client address a proxy claims: a request through the edge carries X-Forwarded-For and is
 * refused), or a request with `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
  if (token && bearer) {
    const given = Buffer.from(bearer);
    const wanted = Buffer.from(token);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  const direct = request.headers["x-forwarded-for"] === undefined;
  return direct && LOOPBACK.has(request.socket.remoteAddress ?? "");
}
