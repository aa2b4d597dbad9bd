import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../lib/http-error.ts";

interface ErrorBody {
  error: { code: string; message: string };
}

const body = (code: string, message: string): ErrorBody => ({ error: { code, message } });

/** A 4xx message as sent: Fastify's own words, never a framework code (issue 12, finding 8). */
const clientMessage = (error: FastifyError): string =>
  /FST_|ERR_/.test(error.message) ? "The request could not be processed." : error.message;

/** Fastify's own client errors (bad JSON, too large, wrong media type…) keep their status. */
function fastifyClientCode(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "request/too-large";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "request/unsupported-media-type";
    default:
      return "request/invalid";
  }
}

/**
 * The one error handler: validation → 400 naming the fields, HttpError → its status and code,
 * other 4xx → their status, anything else → 500 with no internals (logged with the request id).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A route may have set a file's headers before failing (a clip's Range): the error is JSON.
    reply.type("application/json; charset=utf-8").removeHeader("content-disposition");
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? "request";
      const details = error.validation
        .map((v) => {
          const field = v.instancePath.replace(/^\//, "").replaceAll("/", ".");
          return field ? `${field}: ${v.message}` : (v.message ?? "invalid");
        })
        .join("; ");
      return reply.status(400).send(body("request/invalid", `Invalid ${where}: ${details}`));
    }
    if (error instanceof HttpError) {
      if (error.retryAfterS !== undefined) reply.header("retry-after", String(error.retryAfterS));
      return reply.status(error.statusCode).send(body(error.code, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(fastifyClientCode(error), clientMessage(error)));
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send(body("internal", "Something went wrong on our side. Please try again."));
  });
}

/**
 * Errors the router meets before any route (Fastify's `frameworkErrors` option): a malformed
 * %-escape in the path → 400, a path parameter longer than the router allows → 414.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    void reply.status(414).send(body("request/uri-too-long", "A part of the address is too long."));
    return;
  }
  void reply
    .status(400)
    .send(body("request/invalid", "The address is not valid (a malformed %-escape)."));
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, "request/headers-too-large", "The request headers are too large."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "request/timeout", "The request took too long to arrive."],
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (Fastify's `clientErrorHandler`
 * option): headers too large → 431, too slow → 408, anything unreadable → 400, in our error shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, code, message] = CLIENT_ERRORS[error.code ?? ""] ?? [
    400,
    "request/invalid",
    "The request could not be read.",
  ];
  if (socket.writable) {
    const json = JSON.stringify(body(code, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
