import { buildApp } from "./app.ts";
import { ConfigError, exposedHelpersWarning, loadConfig } from "./config.ts";
import { openConfiguredDatabase } from "./database.ts";
import { seedDemo } from "./demo-seed.ts";

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const startedAt = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  const { api, worker } = config.roles;
  // The demo is seeded by a process that runs jobs (one of them, when several start at once:
  // the seeds are idempotent and the search index is rebuilt in the database).
  if (config.SEED_DEMO && worker) {
    await seedDemo(database, config, app.log);
    // The demo's neighbours exist before the first page (the 15-minute timer keeps them fresh).
    app.log.info({ pairs: await app.recommendations.recompute() }, "recommendations computed");
    app.log.info({ documents: await app.searchIndex.rebuild() }, "search index built");
  }
  const helpersWarning = exposedHelpersWarning(config);
  if (helpersWarning) app.log.warn(helpersWarning);
  // Transcodes run in worker processes (ROLES). Without ffmpeg the site works all the same: media
  // stays queued (one log line, a note on /readyz) until a start with ffmpeg runs the queued jobs.
  if (worker) await app.ingest.startWorkers({ orWait: true });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      });
  };
  process.once("SIGTERM", () => {
    shutdown("SIGTERM");
  });
  process.once("SIGINT", () => {
    shutdown("SIGINT");
  });

  if (api) {
    await app.listen({ host: config.HOST, port: config.PORT });
    app.log.info(
      {
        database: database.kind,
        roles: config.ROLES,
        ms: Math.round(performance.now() - startedAt),
      },
      `Tazama is ready on http://localhost:${config.PORT}`,
    );
  } else {
    // A worker answers no HTTP: it takes jobs from the queue and runs the sweeps. With
    // METRICS_PORT it serves its own /metrics there, for a Prometheus (ADR 0076).
    await app.ready();
    if (config.METRICS_PORT !== undefined) {
      const { port } = await app.serveMetrics({
        port: config.METRICS_PORT,
        host: config.METRICS_HOST,
      });
      app.log.info({ host: config.METRICS_HOST, port }, "worker metrics are served");
    }
    app.log.info(
      {
        database: database.kind,
        roles: config.ROLES,
        ms: Math.round(performance.now() - startedAt),
      },
      "Tazama worker is running",
    );
  }
  if (config.SEED_DEMO && config.DEMO_MEDIA && worker) {
    // In the background: the site is usable while the demo videos transcode.
    app.ingest.seedDemoMedia().catch((error: unknown) => {
      app.log.error({ err: error }, "demo media failed");
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Tazama failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
