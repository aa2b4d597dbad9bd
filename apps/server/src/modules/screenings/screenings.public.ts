import type { ScreeningsService } from "./screenings.service.ts";

// What other code may use of screenings (ADR 0022): the ticket signer, so a bench or a tool
// makes tickets exactly as the server does (bench/door-scan); `app.screeningPages`, decorated by
// screenings.module.ts, for the `/screenings` page the server draws.
export { type TicketClaims, type TicketSigner, createTicketSigner } from "./ticket-signing.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Upcoming screenings as `GET /api/v1/screenings[?city=]` answers them (city validated). */
    screeningPages: Pick<ScreeningsService, "list">;
  }
}
