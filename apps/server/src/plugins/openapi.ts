import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

export const OPENAPI_JSON_PATH = "/api/docs/json";

/**
 * OpenAPI 3 document generated from the routes' zod schemas (DESIGN §5) at `/api/docs/json`;
 * `/api/docs` points there. Routes with `schema.hide: true` (dev helpers, SPA pages) stay out.
 * Register before any route: @fastify/swagger collects routes as they are added.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { productName }: { productName: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: `${productName} API`,
        description: "Errors are `{ error: { code, message } }` with the HTTP status.",
        version: "1.0.0",
      },
    },
    // Development helpers (mailbox, OIDC stand-in) are never part of the API.
    transform: (route) =>
      route.url.startsWith("/dev/")
        ? { schema: { hide: true }, url: route.url }
        : jsonSchemaTransform(route),
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header("cache-control", "no-cache").type("application/json").send(app.swagger()),
  );
  app.get("/api/docs", { schema: { hide: true } }, async (_request, reply) =>
    reply.redirect(OPENAPI_JSON_PATH),
  );
}
