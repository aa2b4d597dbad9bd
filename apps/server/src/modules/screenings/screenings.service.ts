import type { HoldBody, HoldResponse, ScreeningDetail, ScreeningList } from "@tazama/contracts";
import type { Db } from "@tazama/db";
import type { Clock } from "../../lib/clock.ts";
import { assertOnSale, choiceOf, screeningNotFound } from "./bookings.service.ts";
import type { ScreeningsRepository } from "./screenings.repository.ts";
import { holdSeats, releaseHold } from "./seat-claims.ts";

/** The listing, one screening with its seats, and holding seats while the buyer pays. */
export function createScreeningsService(deps: {
  db: Db;
  repo: ScreeningsRepository;
  clock: Clock;
}) {
  const { db, repo, clock } = deps;
  return {
    /** Upcoming screenings, soonest first; `city` one city's, or `online`. */
    async list(city?: string): Promise<ScreeningList> {
      const now = clock.now();
      const rows = await repo.upcoming(now);
      const cities = [...new Set(rows.flatMap((r) => (r.venue ? [r.venue.city] : [])))].sort();
      const wanted = city?.toLowerCase();
      const chosen =
        wanted === undefined
          ? rows
          : rows.filter((r) =>
              wanted === "online" ? r.venue === null : r.venue?.city.toLowerCase() === wanted,
            );
      return { screenings: await repo.summaries(db, chosen, now), cities };
    },

    async detail(id: string, userId: string | null): Promise<ScreeningDetail> {
      const now = clock.now();
      const row = await repo.row(id);
      if (!row) throw screeningNotFound();
      const [[summary], { seats, heldUntil }, refreshments] = await Promise.all([
        repo.summaries(db, [row], now),
        repo.seats(id, userId, now),
        repo.refreshments(id),
      ]);
      return {
        ...summary!,
        synopsis: row.synopsis,
        durationS: row.durationS,
        // Places without a map are not shown one by one: the count says enough.
        seats: row.seated ? seats : [],
        heldUntil: heldUntil?.toISOString() ?? null,
        refreshments,
      };
    },

    /** Holds seats for the caller while they pay; a new hold replaces their earlier one. */
    async hold(userId: string, id: string, body: HoldBody): Promise<HoldResponse> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        assertOnSale(await repo.row(id, tx), now);
        const held = await holdSeats(tx, id, userId, choiceOf(body), now);
        return { seats: held.seats, heldUntil: held.heldUntil.toISOString() };
      });
    },

    async release(userId: string, id: string): Promise<void> {
      await db.transaction((tx) => releaseHold(tx, id, userId));
    },
  };
}
export type ScreeningsService = ReturnType<typeof createScreeningsService>;
