import fp from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { actorName } from "../audit/audit.public.ts";
import { lastLicences } from "../downloads/downloads.public.ts";
import { createIdempotency } from "../ledger/ledger.public.ts";
import "../referrals/referrals.public.ts";
import { createPassAdminRepository } from "./pass-admin.repository.ts";
import { passAdminRoutes } from "./pass-admin.routes.ts";
import { createPassAdminService } from "./pass-admin.service.ts";
import { createPurchasesRepository } from "./purchases.repository.ts";
import { purchasesRoutes } from "./purchases.routes.ts";
import { createPurchasesService } from "./purchases.service.ts";
import { createSeriesBundleRepository } from "./series-bundle.repository.ts";
import { createSeriesBundleService } from "./series-bundle.service.ts";

/** Buying and renting titles, passes and series bundles from the wallet (issues 5, 14); the
 * console's passes (issue 18). */
const purchasesModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const { config, database, clock } = options;
  await app.register(purchasesRoutes, {
    service: createPurchasesService(createPurchasesRepository(database.db), {
      clock,
      rental: { startDays: config.RENT_START_DAYS, windowHours: config.RENT_WINDOW_HOURS },
      lastLicences: (userId) => lastLicences(database.db, userId),
    }),
    bundles: createSeriesBundleService(createSeriesBundleRepository(database.db), { clock }),
    idempotency: createIdempotency(database.db, { clock }),
    purchaseSettled: (userId) => app.referrals.purchaseSettled(userId),
  });
  await app.register(passAdminRoutes, {
    service: createPassAdminService({
      repo: createPassAdminRepository(database.db),
      clock,
      actorName: (userId) => actorName(database.db, userId),
    }),
  });
};

export default fp(purchasesModule, {
  name: "purchases",
  dependencies: ["accounts", "audit", "ledger", "referrals"],
});
