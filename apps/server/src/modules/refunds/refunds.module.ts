import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createIdempotency } from "../ledger/ledger.public.ts";
import { createRefundsRepository } from "./refunds.repository.ts";
import { refundsRoutes } from "./refunds.routes.ts";
import { createRefundsService } from "./refunds.service.ts";

/** Refunds by an admin into the buyer's wallet (issue 18). */
const refundsModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, clock }) => {
  await app.register(refundsRoutes, {
    service: createRefundsService({
      db: database.db,
      repo: createRefundsRepository(database.db),
      clock,
    }),
    idempotency: createIdempotency(database.db, { clock }),
  });
};

export default fp(refundsModule, { name: "refunds", dependencies: ["accounts", "ledger"] });
