import { type EventItem, contentImagePath } from "@tazama/contracts";
import type { EventRow, EventsRepository } from "./events.repository.ts";

export function toItem(row: EventRow): EventItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    artwork: contentImagePath(row.artwork),
    link: row.link,
    startsAt: row.startsAt?.toISOString() ?? null,
    venue: row.venue,
    endDate: row.endDate.toISOString(),
  };
}

/**
 * The events of the Events dialog. All of them, past ones included: which are upcoming depends
 * on the viewer's clock, so the client decides (spec §4) and the response stays cacheable.
 */
export function createEventsService(repo: EventsRepository) {
  return {
    async list(): Promise<EventItem[]> {
      return (await repo.listByEndDate()).map(toItem);
    },

    /** The event whose page is `link` (its registration page), or null. */
    async byLink(link: string): Promise<EventItem | null> {
      const row = await repo.byLink(link);
      return row ? toItem(row) : null;
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
