import { randomInt } from "node:crypto";
import { REF_CODE_ALPHABET, REF_CODE_LENGTH } from "@tazama/contracts";
import { type Database, schema } from "@tazama/db";
import { isPaidMovie } from "./film.ts";

/** A published paid movie of the seeded catalogue. */
export async function paidFilm(database: Database) {
  const [film] = await database.db
    .select({ id: schema.titles.id, ref: schema.titles.ref, durationS: schema.titles.durationS })
    .from(schema.titles)
    .where(isPaidMovie)
    .limit(1);
  if (!film) throw new Error("the test catalogue has no paid movie");
  return film;
}

/** An online screening of `titleId` starting at `startsAt`, as the console schedules one. */
export async function onlineScreening(database: Database, titleId: number, startsAt: Date) {
  const [row] = await database.db
    .insert(schema.screenings)
    .values({
      titleId,
      startsAt,
      salesOpenAt: new Date(startsAt.getTime() - 7 * 86_400_000),
      salesCloseAt: startsAt,
      capacity: 100,
    })
    .returning({ id: schema.screenings.id });
  return row!.id;
}

/** A paid booking of one place (no ledger entry: the money is not what these tests are about). */
export async function bookPlace(database: Database, screeningId: string, userId: string) {
  const refCode = Array.from(
    { length: REF_CODE_LENGTH },
    () => REF_CODE_ALPHABET[randomInt(REF_CODE_ALPHABET.length)],
  ).join("");
  await database.db.insert(schema.screeningBookings).values({
    screeningId,
    userId,
    refCode,
    seats: 1,
    amountMinor: 100,
    currency: "NGN",
  });
}
