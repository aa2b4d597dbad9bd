import { type EventItem, contentImagePath } from "@tazama/contracts";
import type { EventRow, EventsRepository } from "./events.repository.ts";

function toItem(row: EventRow): EventItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    artwork: contentImagePath(row.artwork),
    link: row.link,
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
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
