import { SEAT_HOLD_MINUTES } from "@tazama/contracts";
import { schema } from "@tazama/db";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { HttpError } from "../../lib/http-error.ts";
import type { Tx } from "../ledger/ledger.public.ts";
import { seatIsFree } from "./screenings.repository.ts";

const { screeningSeats } = schema;

/** Seats by label, or a number of places (best first: the front of the map, in order). */
export type SeatChoice =
  { seats: string[]; count?: undefined } | { count: number; seats?: undefined };

const taken = () =>
  new HttpError(
    409,
    "screenings/seat-taken",
    "Someone else has just taken one of these seats. Choose others.",
  );
const soldOut = (left: number) =>
  new HttpError(
    409,
    "screenings/sold-out",
    left === 0 ? "This screening is sold out." : `Only ${left} left: choose fewer.`,
  );

/** A seat the caller may take: free, held past its time, or held by the caller. */
const claimable = (userId: string, now: Date) =>
  sql`(${seatIsFree(now)} or (${screeningSeats.state} = 'held' and ${screeningSeats.heldBy} = ${userId}))`;

/**
 * The seats `choice` names (or picks), locked for this transaction. Named seats are claimed by
 * one conditional UPDATE each buyer's transaction runs: PostgreSQL lets one of two buyers of a
 * seat through and re-checks the other's condition after the first commits, so a seat is never
 * sold twice. Counted places prefer the caller's own hold, then the first free ones, skipping
 * rows another buyer has locked.
 */
async function lockChosen(
  tx: Tx,
  screeningId: string,
  userId: string,
  choice: SeatChoice,
  now: Date,
): Promise<string[]> {
  if (choice.seats) {
    const labels = [...new Set(choice.seats.map((s) => s.toUpperCase()))];
    const known = await tx
      .select({ label: screeningSeats.label })
      .from(screeningSeats)
      .where(
        and(eq(screeningSeats.screeningId, screeningId), inArray(screeningSeats.label, labels)),
      );
    if (known.length !== labels.length) {
      const missing = labels.filter((l) => !known.some((k) => k.label === l));
      throw new HttpError(
        400,
        "screenings/unknown-seat",
        `There is no seat ${missing.join(", ")}.`,
      );
    }
    const locked = await tx
      .select({ label: screeningSeats.label })
      .from(screeningSeats)
      .where(
        and(
          eq(screeningSeats.screeningId, screeningId),
          inArray(screeningSeats.label, labels),
          claimable(userId, now),
        ),
      )
      .for("update");
    // A row a concurrent buyer took is re-read after their commit, and left out here.
    if (locked.length !== labels.length) throw taken();
    return labels;
  }
  const mine = sql`case when ${screeningSeats.heldBy} = ${userId} and ${screeningSeats.state} = 'held' then 0 else 1 end`;
  const rows = await tx
    .select({ label: screeningSeats.label })
    .from(screeningSeats)
    .where(and(eq(screeningSeats.screeningId, screeningId), claimable(userId, now)))
    .orderBy(mine, asc(screeningSeats.position))
    .limit(choice.count)
    .for("update", { skipLocked: true });
  if (rows.length < choice.count) throw soldOut(rows.length);
  return rows.map((r) => r.label);
}

/** Holds the chosen seats for the caller for SEAT_HOLD_MINUTES; any earlier hold of theirs ends. */
export async function holdSeats(
  tx: Tx,
  screeningId: string,
  userId: string,
  choice: SeatChoice,
  now: Date,
): Promise<{ seats: string[]; heldUntil: Date }> {
  const labels = await lockChosen(tx, screeningId, userId, choice, now);
  await releaseHold(tx, screeningId, userId);
  const heldUntil = new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000);
  await tx
    .update(screeningSeats)
    .set({ state: "held", heldBy: userId, heldUntil })
    .where(and(eq(screeningSeats.screeningId, screeningId), inArray(screeningSeats.label, labels)));
  return { seats: labels, heldUntil };
}

/** The caller's seats held at this screening go back on sale. */
export async function releaseHold(tx: Tx, screeningId: string, userId: string): Promise<void> {
  await tx
    .update(screeningSeats)
    .set({ state: "free", heldBy: null, heldUntil: null })
    .where(
      and(
        eq(screeningSeats.screeningId, screeningId),
        eq(screeningSeats.state, "held"),
        eq(screeningSeats.heldBy, userId),
      ),
    );
}

/** Seats marked booked under `bookingId` (they were claimed in this transaction). */
export async function markBooked(
  tx: Tx,
  screeningId: string,
  labels: string[],
  bookingId: string,
): Promise<void> {
  await tx
    .update(screeningSeats)
    .set({ state: "booked", bookingId, heldBy: null, heldUntil: null })
    .where(and(eq(screeningSeats.screeningId, screeningId), inArray(screeningSeats.label, labels)));
}

/** Books the chosen seats under `bookingId` (the caller's other holds here end). */
export async function bookSeats(
  tx: Tx,
  screeningId: string,
  userId: string,
  choice: SeatChoice,
  bookingId: string,
  now: Date,
): Promise<string[]> {
  const labels = await lockChosen(tx, screeningId, userId, choice, now);
  await markBooked(tx, screeningId, labels, bookingId);
  await releaseHold(tx, screeningId, userId);
  return labels;
}

/**
 * Seats for an organisation's block, locked for this transaction (marked booked by the caller,
 * booking by booking): named ones, a number, or every seat still free (`count: "all"`).
 */
export async function claimBlock(
  tx: Tx,
  screeningId: string,
  userId: string,
  choice: SeatChoice | { count: "all" },
  now: Date,
): Promise<string[]> {
  if (choice.count !== "all") return lockChosen(tx, screeningId, userId, choice, now);
  const rows = await tx
    .select({ label: screeningSeats.label })
    .from(screeningSeats)
    .where(and(eq(screeningSeats.screeningId, screeningId), claimable(userId, now)))
    .orderBy(asc(screeningSeats.position))
    .for("update", { skipLocked: true });
  if (rows.length === 0) throw soldOut(0);
  return rows.map((r) => r.label);
}
