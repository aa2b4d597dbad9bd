import { REFERRAL_DEFAULTS } from "@tazama/contracts";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { runEvery } from "../../jobs/every.ts";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createReferralsRepository } from "./referrals.repository.ts";
import { referralsRoutes } from "./referrals.routes.ts";
import { createReferralsService } from "./referrals.service.ts";
import "./referrals.public.ts";

/**
 * Referral rewards (issue 17): made when a referee's first paid purchase settles (purchases tells
 * `app.referrals`), paid after the refund window by a timer every five minutes.
 */
const referralsModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const { config, database, clock } = options;
  const service = createReferralsService(createReferralsRepository(database.db), clock, {
    referrer: { ...REFERRAL_DEFAULTS.referrer, ...config.REFERRAL_REWARD_REFERRER },
    referee: { ...REFERRAL_DEFAULTS.referee, ...config.REFERRAL_REWARD_REFEREE },
    holdDays: config.REFERRAL_HOLD_DAYS,
    capPerYear: config.REFERRAL_CAP_PER_YEAR,
    publicUrl: config.publicUrl,
  });
  app.decorate("referrals", {
    async purchaseSettled(userId) {
      try {
        await service.settle(userId);
      } catch (error) {
        // The purchase stands; the sweep makes the reward later.
        app.log.error({ err: error }, "referral reward not settled");
      }
    },
    sweep: () => service.sweep(),
  });
  await app.register(referralsRoutes, { service });
  runEvery(app, {
    name: "referral-sweep",
    everyMs: 5 * 60_000,
    task: async () => {
      const { settled, paid, cancelled } = await service.sweep();
      return settled + paid + cancelled;
    },
    log: app.log,
    done: "referral rewards swept",
    failed: "referral sweep failed",
  });
};

export default fp(referralsModule, {
  name: "referrals",
  dependencies: ["accounts", "audit", "ledger"],
});
