import type { FastifyReply, FastifyRequest } from "fastify";

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return ip === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/**
 * True when the request came from this machine: the TCP peer is loopback (never `request.ip`,
 * which trusts X-Forwarded-For behind a proxy) and no proxy forwarded it from elsewhere.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers["x-forwarded-for"] !== undefined || headers.forwarded !== undefined) return false;
  return isLoopbackAddress(request.raw.socket.remoteAddress);
}

/**
 * onRequest hook for development helpers (dev mailbox, sandbox approval, the Google stand-in):
 * they answer only requests from this machine; anyone else gets the same 404 as an unknown path.
 */
export async function loopbackOnly(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (isLoopbackRequest(request)) return undefined;
  reply.callNotFound();
  return reply;
}
