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
import type { ModuleOptions } from "./lib/module-options.ts";
import accountsModule from "./modules/accounts/accounts.module.ts";
import type { RateLimits } from "./modules/accounts/accounts.public.ts";
import metricsModule from "./modules/metrics/metrics.module.ts";
import auditModule from "./modules/audit/audit.module.ts";
import catalogueModule from "./modules/catalogue/catalogue.module.ts";
import clipsModule from "./modules/clips/clips.module.ts";
import eventsModule from "./modules/events/events.module.ts";
import healthModule from "./modules/health/health.module.ts";
import imagesModule from "./modules/images/images.module.ts";
import ingestModule from "./modules/ingest/ingest.module.ts";
import ledgerModule from "./modules/ledger/ledger.module.ts";
import organisationsModule from "./modules/organisations/organisations.module.ts";
import paymentsModule from "./modules/payments/payments.module.ts";
import phonesModule from "./modules/phones/phones.module.ts";
import purchasesModule from "./modules/purchases/purchases.module.ts";
import screeningsModule from "./modules/screenings/screenings.module.ts";
import refundsModule from "./modules/refunds/refunds.module.ts";
import reportsModule from "./modules/reports/reports.module.ts";
import qualityModule from "./modules/quality/quality.module.ts";
import referralsModule from "./modules/referrals/referrals.module.ts";
import messagesModule from "./modules/messages/messages.module.ts";
import requestsModule from "./modules/requests/requests.module.ts";
import submissionsModule from "./modules/submissions/submissions.module.ts";
import registrationsModule from "./modules/registrations/registrations.module.ts";
import subtitlesModule from "./modules/subtitles/subtitles.module.ts";
import storageModule from "./modules/storage/storage.module.ts";
import streamingModule from "./modules/streaming/streaming.module.ts";
import vouchersModule from "./modules/vouchers/vouchers.module.ts";
import watchingModule from "./modules/watching/watching.module.ts";
import watchPartyModule from "./modules/watch-party/watch-party.module.ts";
import favouritesModule from "./modules/favourites/favourites.module.ts";
import downloadsModule from "./modules/downloads/downloads.module.ts";
import notificationsModule from "./modules/notifications/notifications.module.ts";
import ratingsModule from "./modules/ratings/ratings.module.ts";
import recommendationsModule from "./modules/recommendations/recommendations.module.ts";
import searchModule from "./modules/search/search.module.ts";
import webAppModule from "./modules/web-app/web-app.module.ts";
import { registerAdminGuard } from "./plugins/access.ts";
import {
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandler,
} from "./plugins/error-handler.ts";
import changeFeedPlugin from "./plugins/change-feed.ts";
import jobQueuePlugin from "./plugins/job-queue.ts";
import { registerNulByteCheck } from "./plugins/nul-bytes.ts";
import {
  type PressureSource,
  processPressure,
  registerLoadShedding,
} from "./plugins/load-shedding.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerOriginCheck } from "./plugins/origin-check.ts";
import { genReqId } from "./plugins/request-id.ts";
import { requestIdMixin } from "./lib/request-context.ts";
import { startTracing } from "./lib/tracing.ts";
import { registerRequestContext } from "./plugins/request-context.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerErrorTranslation } from "./plugins/translate-errors.ts";

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
  /** How loaded the process is (load shedding); tests pass their own reading. */
  pressure?: PressureSource;
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
  pressure,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL, mixin: requestIdMixin },
    genReqId,
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    // A module's registration and its ready hooks (media links matched, the search index built)
    // may take Fastify's default 10 s on a loaded machine (a CI run timed one out beside the rest
    // of the suite); a start that waits is better than one that fails.
    pluginTimeout: 120_000,
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
  registerRequestContext(
    app,
    startTracing({ endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT, role: config.ROLES }),
  );
  registerErrorHandler(app);
  registerErrorTranslation(app);
  registerNulByteCheck(app);
  registerLoadShedding(app, {
    pressure: pressure ?? processPressure(),
    maxEventLoopDelayMs: config.shedEventLoopDelayMs,
    maxHeapUsedBytes: config.SHED_HEAP_USED_MB * 1_048_576,
  });
  await registerOpenApi(app, { productName: config.PRODUCT_NAME }); // before any route
  await registerSecurityHeaders(app, { production: config.isProduction });
  registerOriginCheck(app, { publicUrl: config.publicUrl });
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });

  await app.register(jobQueuePlugin, { database, roles: config.roles });
  await app.register(changeFeedPlugin, { database });
  // Everything under /api/v1/admin needs an admin permission, even a route without its own check.
  registerAdminGuard(app);

  // Modules: each is one fastify-plugin with a name and its dependencies (ADR 0022), so Fastify
  // refuses an order in which a module would miss what it needs.
  const modules: ModuleOptions = { config, database, clock };
  await app.register(metricsModule, modules);
  await app.register(auditModule, modules);
  await app.register(accountsModule, { ...modules, rateLimits });
  await app.register(catalogueModule, modules);
  await app.register(eventsModule, modules);
  await app.register(registrationsModule, modules);
  await app.register(imagesModule, modules);
  await app.register(ledgerModule, modules);
  await app.register(phonesModule, modules);
  await app.register(paymentsModule, modules);
  await app.register(organisationsModule, modules);
  await app.register(referralsModule, modules);
  await app.register(purchasesModule, modules);
  await app.register(screeningsModule, modules);
  await app.register(watchPartyModule, modules);
  await app.register(vouchersModule, modules);
  await app.register(reportsModule, modules);
  await app.register(subtitlesModule, modules);
  await app.register(storageModule, modules);
  await app.register(streamingModule, modules);
  await app.register(ingestModule, modules);
  await app.register(clipsModule, modules);
  await app.register(watchingModule, modules);
  await app.register(favouritesModule, modules);
  await app.register(downloadsModule, modules);
  await app.register(ratingsModule, modules);
  await app.register(notificationsModule, modules);
  await app.register(qualityModule, modules);
  await app.register(refundsModule, modules);
  await app.register(messagesModule, modules);
  await app.register(requestsModule, modules);
  await app.register(submissionsModule, modules);
  await app.register(recommendationsModule, modules);
  await app.register(searchModule, modules);
  await app.register(healthModule, modules);
  await app.register(webAppModule, modules);

  return app;
}
