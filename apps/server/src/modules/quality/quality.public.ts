// What other code may use of quality (ADR 0022): the demo seed's playback-quality data, and
// `app.qualityAlerts.check` (the alert rules' check, run each minute by a worker; tests call it).
export { seedDemoQuality } from "./quality-demo.ts";

declare module "fastify" {
  interface FastifyInstance {
    qualityAlerts: {
      /** Checks the rules now; the breaches and recoveries told to the admins. */
      check(): Promise<number>;
    };
  }
}
