import fp from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { scheduleIdempotencySweep } from "./idempotency-sweep.ts";
import { createWalletRepository } from "./wallet.repository.ts";
import { walletRoutes } from "./wallet.routes.ts";
import { createWalletService } from "./wallet.service.ts";

/** Wallets and their ledger (issue 5): the wallet routes and the Idempotency-Key sweep. */
const ledgerModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, clock }) => {
  scheduleIdempotencySweep(app, { db: database.db, clock });
  await app.register(walletRoutes, {
    service: createWalletService(createWalletRepository(database.db)),
  });
};

export default fp(ledgerModule, { name: "ledger", dependencies: ["accounts"] });
