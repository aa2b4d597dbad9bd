// What other modules may use of phones (ADR 0022): the proven number of an account, and the demo
// seed's SMS alert.
export { seedDemoSmsAlert } from "./alerts/sms-alerts-demo.ts";

declare module "fastify" {
  interface FastifyInstance {
    phones: {
      /** The account's number proven by an SMS code, or null (M-Pesa charges only this one). */
      verifiedPhone(userId: string): Promise<string | null>;
    };
    /** Sends one SMS through the configured providers (null: no SMS here, e.g. production without a provider). */
    sms: { send(to: string, text: string): Promise<void> } | null;
  }
}
