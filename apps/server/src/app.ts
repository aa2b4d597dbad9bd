import compress from "@fastify/compress";
import type { Database } from "@tazama/db";
import Fastify, { type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import { type Clock, systemClock } from "./lib/clock.ts";
import { HttpError } from "./lib/http-error.ts";
import { registerAccounts } from "./modules/accounts/accounts.module.ts";
import type { RateLimits } from "./modules/accounts/rate-limits.ts";
import { createCatalogueRepository } from "./modules/catalogue/catalogue.repository.ts";
import { catalogueRoutes } from "./modules/catalogue/catalogue.routes.ts";
import { createCatalogueService } from "./modules/catalogue/catalogue.service.ts";
import { createEventsRepository } from "./modules/events/events.repository.ts";
import { eventsRoutes } from "./modules/events/events.routes.ts";
import { createEventsService } from "./modules/events/events.service.ts";
import { registerMediaPipeline } from "./jobs/media-pipeline.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { imageRoutes } from "./modules/images/images.routes.ts";
import { createWatchingRepository } from "./modules/media/watching.repository.ts";
import { watchingRoutes } from "./modules/media/watching.routes.ts";
import { createWatchingService } from "./modules/media/watching.service.ts";
import { createRegistrationsRepository } from "./modules/registrations/registrations.repository.ts";
import { registrationsRoutes } from "./modules/registrations/registrations.routes.ts";
import { createRegistrationsService } from "./modules/registrations/registrations.service.ts";
import {
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandler,
} from "./plugins/error-handler.ts";
import { registerMoney } from "./plugins/money.ts";
import { registerNulByteCheck } from "./plugins/nul-bytes.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerOriginCheck } from "./plugins/origin-check.ts";
import { genReqId } from "./plugins/request-id.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerWebApp } from "./plugins/web-app.ts";

export interface AppDeps {
  config: Config;
  database: Database;
  /** Pino options or false; tests pass false. */
  logger?: boolean | Record<string, unknown>;
  /** Tests pass a ManualClock (lib/clock.ts) to move time instead of sleeping. */
  clock?: Clock;
  /** Tests may tighten the accounts rate limits. */
  rateLimits?: Partial<RateLimits>;
  /** How long a client may take to send its request headers (slowloris); tests shorten it. */
  headersTimeoutMs?: number;
}

/** Headers must arrive within 10 s (issue 12, finding 13); bodies (large uploads) are not timed. */
const HEADERS_TIMEOUT_MS = 10_000;

/** Builds the Fastify instance from plugins; the process entry (server.ts) owns listening. */
export async function buildApp({
  config,
  database,
  logger,
  clock = systemClock,
  rateLimits,
  headersTimeoutMs = HEADERS_TIMEOUT_MS,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    genReqId,
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors before any route, in our error shape (plugins/error-handler.ts; issue 12, finding 8).
    frameworkErrors,
    clientErrorHandler,
    // Node checks the headers deadline every connectionsCheckingInterval ms.
    http: {
      headersTimeout: headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  registerErrorHandler(app);
  registerNulByteCheck(app);
  await registerOpenApi(app, { productName: config.PRODUCT_NAME }); // before any route
  await registerSecurityHeaders(app, { production: config.isProduction });
  registerOriginCheck(app, { publicUrl: config.publicUrl });
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });

  // Accounts first: it decorates request.viewer() (plugins/session.ts) for every module.
  await registerAccounts(app, { config, database, clock, rateLimits });

  const catalogue = createCatalogueService(createCatalogueRepository(database.db));

  await app.register(healthRoutes, {
    ping: () => database.ping(),
    notes: () => app.media.readinessNotes(),
  });
  await app.register(catalogueRoutes, { service: catalogue, productName: config.PRODUCT_NAME });
  await app.register(eventsRoutes, {
    service: createEventsService(createEventsRepository(database.db)),
  });
  await app.register(registrationsRoutes, {
    service: createRegistrationsService(createRegistrationsRepository(database.db)),
  });
  await app.register(imageRoutes, {
    uploadsDir: config.uploadsDir,
    cacheDir: config.imageCacheDir,
  });
  await registerMoney(app, { config, database, clock });
  await registerMediaPipeline(app, {
    config,
    database,
    clock,
    viewerId: async (request) => (await request.viewer())?.userId ?? null,
  });
  await app.register(watchingRoutes, {
    service: createWatchingService(createWatchingRepository(database.db), () => clock.now()),
  });
  const publishedContent = (ref: string) =>
    catalogue.content(ref).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    });
  await registerWebApp(app, {
    distDir: config.webDistDir,
    // The head of `/` and `/view/{ref}` preloads the art the page shows first, and public pages
    // are rendered with the catalogue as the API serves it (issue 3).
    pages: {
      catalogue: () => catalogue.catalogueBody(),
      backdropOf: (ref) => publishedContent(ref).then((detail) => detail?.images.landscape ?? null),
      content: publishedContent,
    },
  });

  return app;
}
