import fp from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createIdempotency } from "../ledger/ledger.public.ts";
import { createVoucherAdminRepository } from "./voucher-admin.repository.ts";
import { voucherAdminRoutes } from "./voucher-admin.routes.ts";
import { createVoucherAdminService } from "./voucher-admin.service.ts";
import { createVouchersRepository } from "./vouchers.repository.ts";
import { vouchersRoutes } from "./vouchers.routes.ts";
import { createVouchersService } from "./vouchers.service.ts";

/** Voucher redemption into the wallet or as an entitlement (issue 5); the console's list and batches. */
const vouchersModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, clock }) => {
  await app.register(vouchersRoutes, {
    service: createVouchersService(createVouchersRepository(database.db), { clock }),
    idempotency: createIdempotency(database.db, { clock }),
  });
  await app.register(voucherAdminRoutes, {
    service: createVoucherAdminService({
      repository: createVoucherAdminRepository(database.db),
      now: () => clock.now(),
    }),
  });
};

export default fp(vouchersModule, {
  name: "vouchers",
  dependencies: ["accounts", "audit", "ledger"],
});
