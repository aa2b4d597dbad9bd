import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { isSupportedCountry } from "libphonenumber-js";
import { randomUUID } from "node:crypto";
import { runEvery } from "../../jobs/every.ts";
import { PROCESS_NAME, createLeases } from "../../jobs/leases.ts";
import type { ModuleOptions } from "../../lib/module-options.ts";
import "../accounts/accounts.public.ts";
import { createIdempotency } from "../ledger/ledger.public.ts";
import { demoOrgRoutes } from "./demo-org.routes.ts";
import "../phones/phones.public.ts";
import { createOrgConsoleRepository } from "./org-console.repository.ts";
import { orgConsoleRoutes } from "./org-console.routes.ts";
import { createOrganisationsRepository } from "./organisations.repository.ts";
import { organisationsRoutes } from "./organisations.routes.ts";
import { createOrganisationsService } from "./organisations.service.ts";
import { createReportRepository } from "./report.repository.ts";
import { reportRoutes } from "./report.routes.ts";
import { createReportService } from "./report.service.ts";
import { createSeatsRepository } from "./seats.repository.ts";
import { seatsRoutes } from "./seats.routes.ts";
import { createSeatsService } from "./seats.service.ts";
import "./organisations.public.ts";
import { forgetMemberships } from "./organisations.repository.ts";

/**
 * Organisations with bulk accounts (issue 17): admins upload a member CSV, see the dry run, and
 * confirm; the run resumes after a restart (a minute timer drains running imports). The
 * organisation's wallet buys seats (a pass or titles for N members) that admins give to members.
 */
const organisationsModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  app.personalData.register("organisations", forgetMemberships);
  const { config, database, clock } = options;
  const repo = createOrganisationsRepository(database.db);
  const service = createOrganisationsService({
    db: database.db,
    // This app instance (not only this process: tests run several on one database) holds a run.
    claims: createLeases(database, `${PROCESS_NAME}/${randomUUID()}`),
    repo,
    clock,
    publicUrl: config.publicUrl,
    accounts: app.accountInvites,
    mail: app.mail,
    sms: app.sms,
    countryOf: async (userId) => {
      const region = (await repo.localeOf(userId))?.split("-")[1];
      return region && isSupportedCountry(region) ? region : "NG";
    },
    onLeave: (orgId, userId) => seats.releaseAll(orgId, userId),
    log: (message) => {
      app.log.warn(message);
    },
  });
  const seats = createSeatsService({
    repo: createSeatsRepository(),
    clock,
    requireAdmin: (orgId, userId) => service.requireAdmin(orgId, userId),
    transaction: (work) => database.db.transaction(work),
  });
  app.decorate("organisations", { drainImports: () => service.drain() });
  await app.register(organisationsRoutes, { service });
  await app.register(orgConsoleRoutes, { repo: createOrgConsoleRepository(database.db) });
  if (!config.isProduction && config.SEED_DEMO) {
    await app.register(demoOrgRoutes, { db: database.db, clock });
  }
  await app.register(reportRoutes, {
    report: createReportService({
      repo: createReportRepository(database.db),
      clock,
      requireAdmin: (orgId, userId) => service.requireAdmin(orgId, userId),
    }),
  });
  await app.register(seatsRoutes, {
    seats,
    idempotency: createIdempotency(database.db, { clock }),
  });
  runEvery(app, {
    name: "member-imports",
    everyMs: 60_000,
    task: async () => {
      await service.drain();
      return 0;
    },
    log: app.log,
    done: "member imports drained",
    failed: "member import failed",
  });
};

export default fp(organisationsModule, {
  name: "organisations",
  dependencies: ["accounts", "phones", "ledger"],
});
