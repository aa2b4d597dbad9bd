import type { EventItem } from "@tazama/contracts";

// What other modules may use of events: `app.events.byLink`, decorated by events.module.ts (the
// registrations module closes an event's sign-ups when it has ended).
declare module "fastify" {
  interface FastifyInstance {
    events: {
      /** The event whose page is `link`, or null. */
      byLink(link: string): Promise<EventItem | null>;
    };
  }
}
