import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { runEvery } from "../../jobs/every.ts";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { accountCountry, activeAdmins } from "../accounts/accounts.public.ts";
import { findPublishedTitle, titleNames } from "../catalogue/catalogue.public.ts";
import "../metrics/metrics.public.ts";
import "../notifications/notifications.public.ts";
import "./quality.public.ts";
import { cachedLookup } from "./lookup-cache.ts";
import { qualityAlertsCounter, qualityMetrics } from "./quality-metrics.ts";
import { createQualityAlerts } from "./quality-alerts.service.ts";
import { createQualityRepository } from "./quality.repository.ts";
import { qualityRoutes } from "./quality.routes.ts";
import { UNKNOWN_COUNTRY, createQualityService } from "./quality.service.ts";

/** Raw beacons past their 7 days are deleted hourly. */
const SWEEP_EVERY_MS = 60 * 60_000;
/** The alert rules are checked each minute (ADR 0076). */
const ALERTS_EVERY_MS = 60_000;

/**
 * Playback quality from every player (issue 44, ADR 0072): beacons in (written behind their
 * answer, a second's worth at a time: stored raw for 7 days and added to daily aggregates in one
 * transaction, and counted in the metrics registry), the
 * console's report and CSV out; alerts to the admins when the last 10 minutes break a rule
 * (ADR 0076).
 */
const qualityModule: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { config, database, clock },
) => {
  const log = app.log.child({ module: "quality" });
  const repository = createQualityRepository(database.db);
  const cached = { now: () => clock.now().getTime(), ttlMs: 10 * 60_000, max: 50_000 };
  // A viewer's country is asked of accounts once every 10 minutes at most.
  const countryOfViewer = cachedLookup(
    (userId: string) => accountCountry(database.db, userId),
    cached,
  );
  const service = createQualityService({
    repository,
    now: () => clock.now(),
    // A title is looked up once a minute at most (a beacon for a title unpublished meanwhile is
    // counted for that minute).
    findTitle: cachedLookup((ref: string) => findPublishedTitle(database.db, ref), {
      ...cached,
      ttlMs: 60_000,
      max: 10_000,
    }),
    titleNames: (ids) => titleNames(database.db, ids),
    countryOf: async (userId) =>
      userId ? ((await countryOfViewer(userId)) ?? UNKNOWN_COUNTRY) : UNKNOWN_COUNTRY,
    observer: qualityMetrics(app.metrics),
    writeBehind: {
      failed: (error, beacons) => {
        log.error({ err: error, beacons }, "quality beacons not written");
      },
    },
  });
  app.decorate("qualityBeacons", { flush: () => service.flush() });
  app.addHook("onClose", async () => {
    await service.flush();
  });
  runEvery(app, {
    name: "quality-beacon-sweep",
    everyMs: SWEEP_EVERY_MS,
    task: () => service.sweep(),
    log,
    done: "quality beacons past their 7 days deleted",
    failed: "quality beacon sweep failed",
  });
  const alerts = createQualityAlerts({
    repository,
    now: () => clock.now(),
    thresholds: {
      failurePct: config.QUALITY_ALERT_FAILURE_PCT,
      startupP95Ms: config.QUALITY_ALERT_STARTUP_P95_MS,
      minPlays: config.QUALITY_ALERT_MIN_PLAYS,
    },
    admins: () => activeAdmins(database.db),
    notify: (userIds, notice) => app.notifications.notify(userIds, notice),
    sendMail: (mail) => app.mail.send(mail),
    publicUrl: config.publicUrl,
    counted: qualityAlertsCounter(app.metrics),
    log,
  });
  // The rules read raw beacons: this process's waiting ones are written first.
  const checkAlerts = async () => {
    await service.flush();
    return alerts.check();
  };
  app.decorate("qualityAlerts", { check: checkAlerts });
  runEvery(app, {
    name: "quality-alerts",
    everyMs: ALERTS_EVERY_MS,
    task: checkAlerts,
    log,
    done: "quality alerts told to the admins",
    failed: "quality alert check failed",
  });
  await app.register(qualityRoutes, { service });
};

export default fp(qualityModule, {
  name: "quality",
  dependencies: ["metrics", "accounts", "catalogue", "jobs", "notifications"],
});
