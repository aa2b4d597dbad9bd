// What other code may use of quality (ADR 0022): the demo seed's playback-quality data, and
// `app.qualityAlerts.check` (the alert rules' check, run each minute by a worker; tests call it),
// `app.qualityBeacons.flush` (beacons are written behind their answer; tests write them now).
export { seedDemoQuality } from "./quality-demo.ts";

declare module "fastify" {
  interface FastifyInstance {
    qualityAlerts: {
      /** Checks the rules now; the breaches and recoveries told to the admins. */
      check(): Promise<number>;
    };
    qualityBeacons: {
      /** Writes the beacons this process has accepted and not yet written (tests, close). */
      flush(): Promise<void>;
    };
  }
}
