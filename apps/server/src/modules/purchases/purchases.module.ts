import fp from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createIdempotency } from "../ledger/ledger.public.ts";
import { createPurchasesRepository } from "./purchases.repository.ts";
import { purchasesRoutes } from "./purchases.routes.ts";
import { createPurchasesService } from "./purchases.service.ts";

/** Buying and renting titles and passes from the wallet (issue 5). */
const purchasesModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const { config, database, clock } = options;
  await app.register(purchasesRoutes, {
    service: createPurchasesService(createPurchasesRepository(database.db), {
      clock,
      rental: { startDays: config.RENT_START_DAYS, windowHours: config.RENT_WINDOW_HOURS },
    }),
    idempotency: createIdempotency(database.db, { clock }),
  });
};

export default fp(purchasesModule, { name: "purchases", dependencies: ["accounts", "ledger"] });
