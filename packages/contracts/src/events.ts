import { z } from "zod";

/**
 * One promotional event of the Events dialog (spec §3): `artwork` is a URL under the content
 * uploads path and `endDate` an ISO 8601 instant. The client decides which are upcoming (spec §4).
 */
const eventItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  artwork: z.string(),
  link: z.string(),
  /** When it starts; null when no time is set. */
  startsAt: z.iso.datetime().nullable(),
  /** Where; null online or to be announced. */
  venue: z.string().nullable(),
  endDate: z.iso.datetime(),
});
export type EventItem = z.infer<typeof eventItemSchema>;

/** `GET /api/v1/events`: every event, sorted by endDate ascending. */
export const eventsResponseSchema = z.object({ events: z.array(eventItemSchema) });
export type EventsResponse = z.infer<typeof eventsResponseSchema>;
