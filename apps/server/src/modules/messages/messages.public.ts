// What other code may use of messages (ADR 0022): send the queued SMS now (tests, a worker).
declare module "fastify" {
  interface FastifyInstance {
    messages: {
      /** Sends every queued admin-message SMS; returns how many were tried. */
      drainSms(): Promise<number>;
    };
  }
}

export {};
