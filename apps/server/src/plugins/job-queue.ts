import type { Database } from "@tazama/db";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { Roles } from "../config.ts";
import { type Leases, createLeases } from "../jobs/leases.ts";
import { type JobRegistry, createJobRegistry } from "../jobs/registry.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The typed job registry (jobs/registry.ts): modules register handlers and send jobs. */
    jobs: JobRegistry;
    /** What this process does (ROLES): jobs and sweeps run only where `worker` is on. */
    roles: Roles;
    /** One process at a time for a timed sweep (jobs/leases.ts). */
    leases: Leases;
  }
}

/** The durable job queue of this process, stopped when the app closes. */
const jobQueuePlugin: FastifyPluginAsync<{ database: Database; roles: Roles }> = async (
  app,
  { database, roles },
) => {
  const jobs = createJobRegistry(database, app.log.child({ component: "media" }));
  app.decorate("jobs", jobs);
  app.decorate("roles", roles);
  app.decorate("leases", createLeases(database));
  app.addHook("onClose", async () => {
    await jobs.stop();
  });
};

export default fp(jobQueuePlugin, { name: "jobs" });
