import type { CreateScreeningInput, ScreeningSummary } from "@tazama/contracts";
import type { Db } from "@tazama/db";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/audit.public.ts";
import {
  lockOrgWallet,
  lockWallet,
  moneyTransaction,
  postMovement,
} from "../ledger/ledger.public.ts";
import { screeningNotFound } from "./bookings.service.ts";
import type { ScreeningAdminRepository } from "./screening-admin.repository.ts";
import type { ScreeningsRepository } from "./screenings.repository.ts";

/** The seats of a new screening: a map's rows front to back, or numbered places. */
export function seatsFor(
  seatMap: { label: string; seats: number }[] | undefined,
  places: number,
): { label: string; row: string | null; position: number }[] {
  if (!seatMap) {
    return Array.from({ length: places }, (_, i) => ({
      label: String(i + 1),
      row: null,
      position: i,
    }));
  }
  const seats: { label: string; row: string | null; position: number }[] = [];
  for (const row of seatMap) {
    for (let n = 1; n <= row.seats; n += 1) {
      seats.push({ label: `${row.label}${n}`, row: row.label, position: seats.length });
    }
  }
  return seats;
}

/** The console's screenings (issue 15): schedule one, cancel one (refunding every booking). */
export function createScreeningAdminService(deps: {
  db: Db;
  repo: ScreeningsRepository;
  writes: ScreeningAdminRepository;
  clock: Clock;
  actorName: (userId: string) => Promise<string>;
}) {
  const { db, repo, writes, clock } = deps;

  return {
    async create(actorId: string, body: CreateScreeningInput): Promise<ScreeningSummary> {
      const name = await deps.actorName(actorId);
      const now = clock.now();
      const startsAt = new Date(body.startsAt);
      if (startsAt.getTime() <= now.getTime()) {
        throw new HttpError(400, "screenings/in-the-past", "A screening starts in the future.");
      }
      const salesOpenAt = body.salesOpenAt ? new Date(body.salesOpenAt) : now;
      if (salesOpenAt.getTime() >= startsAt.getTime()) {
        throw new HttpError(
          400,
          "screenings/sales-window",
          "Sales open before the screening starts.",
        );
      }
      const seatMap = body.venue?.seatMap;
      const places = seatMap ? seatMap.reduce((n, r) => n + r.seats, 0) : body.capacity;
      if (places === undefined) {
        throw new HttpError(
          400,
          "screenings/capacity-required",
          "Say how many places are on sale, or give a seat map.",
        );
      }
      if (places > 5000) {
        throw new HttpError(400, "screenings/too-big", "A screening has at most 5,000 seats.");
      }
      const id = await writes.transaction(async (tx) => {
        const title = await writes.titleByRef(tx, body.ref);
        if (!title) throw new HttpError(404, "titles/not-found", "There is no such title.");
        if (title.status !== "published") {
          throw new HttpError(
            409,
            "screenings/title-not-published",
            "Publish the title before screening it.",
          );
        }
        const venue = body.venue ? await writes.upsertVenue(tx, body.venue, places) : null;
        const screeningId = await writes.insert(
          tx,
          {
            titleId: title.id,
            venueId: venue,
            startsAt,
            salesOpenAt,
            salesCloseAt: startsAt,
            capacity: places,
            note: body.note,
            createdAt: now,
          },
          {
            prices: body.prices,
            seats: seatsFor(seatMap, places),
            refreshments: body.refreshments,
          },
        );
        await recordAudit(tx, {
          actor: { id: actorId, name },
          action: "screening.create",
          target: { type: "screening", id: screeningId },
          after: {
            title: title.title,
            startsAt: startsAt.toISOString(),
            venue: body.venue ? `${body.venue.name}, ${body.venue.city}` : "online",
            seats: places,
          },
          at: now,
        });
        return screeningId;
      });
      const [summary] = await repo.summaries(db, [(await repo.row(id))!], now);
      return summary!;
    },

    /** Cancels a screening: every confirmed booking is refunded to its buyer's wallet, once. */
    async cancel(actorId: string, id: string): Promise<{ refunded: number }> {
      const name = await deps.actorName(actorId);
      return moneyTransaction(db, async (tx) => {
        const now = clock.now();
        const row = await writes.lock(tx, id);
        if (!row) throw screeningNotFound();
        if (row.status === "cancelled") {
          throw new HttpError(409, "screenings/cancelled", "This screening was cancelled already.");
        }
        const { bookings, groups } = await writes.cancel(tx, id, now);
        for (const booking of bookings) {
          const wallet = await lockWallet(tx, booking.userId);
          if (wallet && booking.amountMinor > 0) {
            await postMovement(tx, wallet, {
              amountMinor: booking.amountMinor,
              kind: "refund",
              reference: `screening-refund:${booking.id}`,
              description: `Screening cancelled · ${booking.refCode}`,
            });
          }
        }
        // A block's bookings carry no money: the block counts once, refunded to its organisation.
        const refunded = (blocks: number) => bookings.filter((b) => !b.groupId).length + blocks;
        // Organisations' blocks: their money goes back to the organisation's wallet.
        for (const group of groups) {
          const wallet = await lockOrgWallet(tx, group.organisationId);
          if (wallet && group.amountMinor > 0) {
            await postMovement(tx, wallet, {
              amountMinor: group.amountMinor,
              kind: "refund",
              reference: `screening-group-refund:${group.id}`,
              description: "Screening cancelled · the organisation's seats",
            });
          }
        }
        await recordAudit(tx, {
          actor: { id: actorId, name },
          action: "screening.cancel",
          target: { type: "screening", id },
          before: { status: "scheduled" },
          after: { status: "cancelled", refunded: refunded(groups.length) },
          at: now,
        });
        return { refunded: refunded(groups.length) };
      });
    },
  };
}
export type ScreeningAdminService = ReturnType<typeof createScreeningAdminService>;
