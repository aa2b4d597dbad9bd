// What other modules may use of referrals (ADR 0022): tell it a purchase was paid.
declare module "fastify" {
  interface FastifyInstance {
    referrals: {
      /**
       * A wallet purchase of `userId` committed: if it is their first paid one and they joined
       * with someone's code, their referral reward is made (idempotent; never throws).
       */
      purchaseSettled(userId: string): Promise<void>;
      /** Settle what a lost call missed, and pay the rewards that are due (the module's timer). */
      sweep(): Promise<{ settled: number; paid: number; cancelled: number }>;
    };
  }
}

export {};
