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

/**
 * The console's events (issue 18): the Events dialog's cards. Artwork is uploaded first (a 16:9
 * image; the answer names its file) and then set on the event; each upload has a file of its
 * own, so a replaced picture is a new URL.
 */
export const EVENT_ADMIN_PATHS = {
  list: "/api/v1/admin/events",
  one: "/api/v1/admin/events/:id",
  artwork: "/api/v1/admin/events/artwork",
} as const;

/** An uploaded event picture's file name, as the artwork upload answers it. */
export const EVENT_ARTWORK_FILE = /^event-[a-z0-9]+(-[a-z0-9]+)*_land\.jpg$/;

/** Internal paths ("/movies") or https links; TEKA in a description starts a new paragraph. */
const eventLink = z
  .string()
  .trim()
  .max(300)
  .regex(
    /^(\/[A-Za-z0-9\-._~/?=&%]*|https:\/\/[^\s]+)$/,
    "a path like /movies or an https:// link",
  );

const eventFields = {
  title: z.string().trim().min(3).max(120),
  description: z.string().trim().min(10).max(2_000),
  artwork: z.string().regex(EVENT_ARTWORK_FILE, "an uploaded event picture"),
  link: eventLink,
  startsAt: z.iso.datetime().nullable(),
  venue: z.string().trim().min(2).max(160).nullable(),
  endDate: z.iso.datetime(),
};

export const createEventBodySchema = z
  .strictObject({
    ...eventFields,
    startsAt: eventFields.startsAt.default(null),
    venue: eventFields.venue.default(null),
  })
  .refine((e) => e.startsAt === null || e.startsAt <= e.endDate, {
    message: "An event cannot end before it starts",
    path: ["endDate"],
  });
export type CreateEventBody = z.input<typeof createEventBodySchema>;
export type CreateEventInput = z.output<typeof createEventBodySchema>;

export const updateEventBodySchema = z
  .strictObject(eventFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: "say what to change" });
export type UpdateEventBody = z.infer<typeof updateEventBodySchema>;

export const eventIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const eventArtworkResultSchema = z.object({
  /** The file to set as an event's `artwork`. */
  file: z.string(),
  /** Where it is served. */
  url: z.string(),
});
export type EventArtworkResult = z.infer<typeof eventArtworkResultSchema>;
/** An event as the console edits it: as viewers get it, with its picture's file name. */
export const adminEventSchema = eventItemSchema.extend({ artworkFile: z.string() });
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventListSchema = z.object({ events: z.array(adminEventSchema) });
export type AdminEventList = z.infer<typeof adminEventListSchema>;
