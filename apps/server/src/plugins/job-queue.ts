import type { Database } from "@tazama/db";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { type JobRegistry, createJobRegistry } from "../jobs/registry.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The typed job registry (jobs/registry.ts): modules register handlers and send jobs. */
    jobs: JobRegistry;
  }
}

/** The durable job queue of this process, stopped when the app closes. */
const jobQueuePlugin: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  const jobs = createJobRegistry(database, app.log.child({ component: "media" }));
  app.decorate("jobs", jobs);
  app.addHook("onClose", async () => {
    await jobs.stop();
  });
};

export default fp(jobQueuePlugin, { name: "jobs" });
