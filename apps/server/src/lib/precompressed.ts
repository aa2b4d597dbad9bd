import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** A response body serialised and compressed once, served many times (DESIGN §7). */
export interface Precompressed {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export function precompress(text: string): Precompressed {
  const identity = Buffer.from(text, "utf8");
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  return {
    etag: `"${hash}"`,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  };
}

/** True when the client's If-None-Match names this ETag (weak or strong, or *). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

function accepts(acceptEncoding: string, coding: string): boolean {
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (name?.trim() !== coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  if (!acceptEncoding) return "identity";
  if (accepts(acceptEncoding, "br")) return "br";
  if (accepts(acceptEncoding, "gzip")) return "gzip";
  return "identity";
}

/** Sends a precompressed JSON body: 304 on a matching ETag, else the best encoding accepted. */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Precompressed,
  cacheControl: string,
): FastifyReply {
  reply
    .header("etag", body.etag)
    .header("cache-control", cacheControl)
    .header("vary", "Accept-Encoding");
  if (etagMatches(request.headers["if-none-match"], body.etag)) {
    return reply.status(304).send();
  }
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  reply.type("application/json; charset=utf-8");
  if (encoding === "identity") return reply.send(body.identity);
  return reply.header("content-encoding", encoding).send(body[encoding]);
}
