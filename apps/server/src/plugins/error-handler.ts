import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../lib/http-error.ts";

interface ErrorBody {
  error: { code: string; message: string };
}

const body = (code: string, message: string): ErrorBody => ({ error: { code, message } });

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
      return reply.status(status).send(body(fastifyClientCode(error), error.message));
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send(body("internal", "Something went wrong on our side. Please try again."));
  });
}
