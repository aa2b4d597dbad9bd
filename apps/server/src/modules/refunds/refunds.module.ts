import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { runEvery } from "../../jobs/every.ts";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createIdempotency } from "../ledger/ledger.public.ts";
import "../notifications/notifications.public.ts";
import "./refunds.public.ts";
import { createFairRentalsRepository } from "./fair-rentals.repository.ts";
import { fairRentalsRoutes } from "./fair-rentals.routes.ts";
import { createFairRentalsService } from "./fair-rentals.service.ts";
import { createRefundsRepository } from "./refunds.repository.ts";
import { refundsRoutes } from "./refunds.routes.ts";
import { createRefundsService } from "./refunds.service.ts";

/** How often rentals spoiled by our failures are looked for. */
const FAIR_RENTALS_EVERY_MS = 5 * 60_000;

/**
 * Refunds into the buyer's wallet: by an admin (issue 18), and fair rentals (issue 19): a rental
 * given back in its first 2 minutes, or refunded when our failures kept it from 2 minutes.
 */
const refundsModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, clock }) => {
  const repo = createRefundsRepository(database.db);
  const idempotency = createIdempotency(database.db, { clock });
  await app.register(refundsRoutes, {
    service: createRefundsService({ db: database.db, repo, clock }),
    idempotency,
  });
  const fairRentals = createFairRentalsService({
    db: database.db,
    repo,
    rentals: createFairRentalsRepository(database.db),
    clock,
  });
  await app.register(fairRentalsRoutes, { service: fairRentals, idempotency });
  const sweep = async () => {
    const refunded = await fairRentals.sweep();
    for (const notice of refunded) {
      await app.notifications.notify([notice.userId], {
        kind: "rental-refunded",
        dedupeKey: `rental-refunded:${notice.purchaseId}`,
        title: notice.title,
        body: notice.message,
        link: `/view/${notice.ref}`,
      });
    }
    return refunded.length;
  };
  app.decorate("fairRentals", { sweep });
  runEvery(app, {
    name: "fair-rental-refunds",
    everyMs: FAIR_RENTALS_EVERY_MS,
    task: sweep,
    log: app.log,
    done: "rentals refunded after playback failures",
    failed: "fair-rentals sweep failed",
  });
};

export default fp(refundsModule, {
  name: "refunds",
  dependencies: ["accounts", "ledger", "notifications"],
});
