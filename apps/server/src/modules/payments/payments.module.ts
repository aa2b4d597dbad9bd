import fp from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";
import { runEvery } from "../../jobs/every.ts";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createIdempotency } from "../ledger/ledger.public.ts";
import { paymentProviders } from "./payment-providers.ts";
import { createPaymentsRepository } from "./payments.repository.ts";
import { paymentsRoutes } from "./payments.routes.ts";
import { createPaymentsService } from "./payments.service.ts";
import "../phones/phones.public.ts";
import { sandboxCheckoutRoutes } from "./sandbox-checkout.routes.ts";

/** Top-ups through the configured providers (issue 5), and the sandbox's checkout page. */
const paymentsModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const { config, database, clock } = options;
  const { providers, sandboxSecret } = paymentProviders(config, clock);
  const service = createPaymentsService(createPaymentsRepository(database.db), providers, {
    clock,
    publicUrl: config.publicUrl,
    lookupAfterMs: config.PAYMENT_LOOKUP_AFTER_S * 1000,
    verifiedPhone: (userId) => app.phones.verifiedPhone(userId),
  });
  await app.register(paymentsRoutes, {
    service,
    idempotency: createIdempotency(database.db, { clock }),
  });
  // Abandoned top-ups expire after 30 minutes (TOPUP_EXPIRES_AFTER_MS), checked every minute.
  runEvery(app, {
    name: "stale-top-ups",
    everyMs: 60_000,
    task: () => service.expireStale(),
    log: app.log,
    done: "stale top-ups closed",
    failed: "top-up expiry failed",
  });
  if (sandboxSecret) {
    await app.register(sandboxCheckoutRoutes, { service, secret: sandboxSecret });
  }
};

export default fp(paymentsModule, {
  name: "payments",
  dependencies: ["accounts", "ledger", "phones"],
});
