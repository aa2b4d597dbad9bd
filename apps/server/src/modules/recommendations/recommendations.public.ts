// What other code may use of recommendations (ADR 0022): `app.recommendations.recompute()`,
// e.g. right after the demo seed so a newcomer's first page already has neighbours.
export interface RecommendationsJobs {
  /** Rebuilds the neighbours read table; resolves to the pairs kept. */
  recompute(): Promise<number>;
}

declare module "fastify" {
  interface FastifyInstance {
    recommendations: RecommendationsJobs;
  }
}
