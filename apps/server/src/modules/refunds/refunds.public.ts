// What other code may use of refunds (ADR 0022): the fair-rentals sweep, which the module's timer
// runs every five minutes (tests and operators run it at once).
declare module "fastify" {
  interface FastifyInstance {
    fairRentals: {
      /** Refunds the rentals our playback failures spoiled and tells their viewers; returns how many. */
      sweep(): Promise<number>;
    };
  }
}

export {};
