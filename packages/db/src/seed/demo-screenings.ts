import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Db } from "../client.ts";
import {
  ledgerEntries,
  payments,
  refreshmentItems,
  refreshmentPrices,
  screeningBookings,
  screeningPrices,
  screeningSeats,
  screeningTickets,
  screenings,
  titles,
  venues,
  wallets,
} from "../schema/index.ts";

type Currency = "NGN" | "KES" | "GHS" | "ZAR" | "USD";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const REF_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

interface DemoScreening {
  venue: { name: string; city: string; address: string; rows?: number; perRow?: number } | null;
  places?: number;
  /** Days from now, and the hour (UTC) it starts. */
  inDays: number;
  hourUtc: number;
  prices: Partial<Record<Currency, number>>;
  menu: { name: string; stock: number; prices: Partial<Record<Currency, number>> }[];
  note: string;
  /** Demo viewers who booked, each 1–3 seats. */
  buyers: number;
  currency: Currency;
}

const DEMO: DemoScreening[] = [
  {
    venue: {
      name: "Silverbird Galleria (demo)",
      city: "Lagos",
      address: "133 Ahmadu Bello Way, Victoria Island",
      rows: 8,
      perRow: 12,
    },
    inDays: 3,
    hourUtc: 18,
    prices: { NGN: 350_000, USD: 400 },
    menu: [
      { name: "Popcorn", stock: 120, prices: { NGN: 150_000, USD: 200 } },
      { name: "Zobo", stock: 80, prices: { NGN: 80_000, USD: 100 } },
      { name: "Chin chin", stock: 60, prices: { NGN: 60_000, USD: 80 } },
    ],
    note: "Q&A with the director after the film.",
    buyers: 14,
    currency: "NGN",
  },
  {
    venue: {
      name: "Prestige Cinema (demo)",
      city: "Nairobi",
      address: "Prestige Plaza, Ngong Road",
      rows: 6,
      perRow: 10,
    },
    inDays: 5,
    hourUtc: 15,
    prices: { KES: 60_000, USD: 450 },
    menu: [
      { name: "Popcorn", stock: 50, prices: { KES: 25_000, USD: 200 } },
      { name: "Soda", stock: 50, prices: { KES: 15_000, USD: 120 } },
    ],
    note: "",
    buyers: 8,
    currency: "KES",
  },
  {
    venue: {
      name: "Alliance Française (demo)",
      city: "Accra",
      address: "Liberation Road, Airport",
    },
    places: 150,
    inDays: 6,
    hourUtc: 19,
    prices: { GHS: 8_000, USD: 500 },
    menu: [],
    note: "Free seating: come early for the best places.",
    buyers: 0,
    currency: "GHS",
  },
  {
    venue: null,
    places: 500,
    inDays: 2,
    hourUtc: 19,
    prices: { NGN: 150_000, KES: 25_000, GHS: 3_000, ZAR: 4_000, USD: 200 },
    menu: [],
    note: "Online premiere: everyone watches the same moment.",
    buyers: 6,
    currency: "NGN",
  },
];

const entries = <T>(record: Partial<Record<Currency, T>>) =>
  Object.entries(record) as [Currency, T][];

function refCode(seed: number): string {
  let code = "";
  let n = seed * 2_654_435_761 + 97;
  for (let i = 0; i < 8; i += 1) {
    code += REF_ALPHABET.charAt(n % REF_ALPHABET.length);
    n = Math.floor(n / REF_ALPHABET.length) + (i + 1) * 7919;
  }
  return code;
}

/**
 * Demo screenings (development only), so /screenings shows something on a newcomer's machine:
 * three at venues (Lagos and Nairobi with seat maps, Accra with free seating) and an online
 * premiere, 2–6 days ahead, with refreshment menus; demo viewers booked some seats, each paid
 * from a wallet topped up for it (so every wallet equals its ledger). Run on every start: a new
 * set is added once the last one has begun.
 */
export async function seedDemoScreenings(
  db: Db,
  viewers: readonly string[],
  now: Date,
): Promise<{ inserted: number }> {
  const upcoming = await db
    .select({ id: screenings.id })
    .from(screenings)
    .where(and(gt(screenings.startsAt, now), eq(screenings.status, "scheduled")))
    .limit(1);
  if (upcoming.length > 0) return { inserted: 0 };
  const films = await db
    .select({ id: titles.id, title: titles.title })
    .from(titles)
    .where(and(eq(titles.kind, "movie"), eq(titles.status, "published"), isNull(titles.seriesId)))
    .orderBy(asc(titles.id))
    .limit(DEMO.length);
  if (films.length < DEMO.length) return { inserted: 0 };
  // Buyers without a wallet yet (a wallet has one currency): the last demo viewers.
  const walletOwners = new Set(
    (
      await db
        .select({ userId: wallets.userId })
        .from(wallets)
        .where(inArray(wallets.userId, [...viewers]))
    ).map((w) => w.userId),
  );
  const buyers = [...viewers].reverse().filter((v) => !walletOwners.has(v));
  let nextBuyer = 0;
  let codes = Math.floor(now.getTime() / HOUR);

  await db.transaction(async (tx) => {
    for (const [i, demo] of DEMO.entries()) {
      const film = films[i]!;
      const day = new Date(now.getTime() + demo.inDays * DAY);
      day.setUTCHours(demo.hourUtc, 30, 0, 0);
      const rows = demo.venue?.rows ?? 0;
      const perRow = demo.venue?.perRow ?? 0;
      const places = rows > 0 ? rows * perRow : demo.places!;
      let venueId: string | null = null;
      if (demo.venue) {
        const { name, city, address } = demo.venue;
        const seatMap =
          rows > 0
            ? {
                rows: Array.from({ length: rows }, (_, r) => ({
                  label: String.fromCharCode(65 + r),
                  seats: perRow,
                })),
              }
            : null;
        const [found] = await tx
          .select({ id: venues.id })
          .from(venues)
          .where(and(eq(venues.name, name), eq(venues.city, city)));
        venueId =
          found?.id ??
          (
            await tx
              .insert(venues)
              .values({ name, city, address, capacity: places, seatMap })
              .returning({ id: venues.id })
          )[0]!.id;
      }
      const [screening] = await tx
        .insert(screenings)
        .values({
          titleId: film.id,
          venueId,
          startsAt: day,
          salesOpenAt: new Date(now.getTime() - 7 * DAY),
          salesCloseAt: day,
          capacity: places,
          note: demo.note,
          createdAt: new Date(now.getTime() - 7 * DAY),
        })
        .returning({ id: screenings.id });
      const screeningId = screening!.id;
      await tx.insert(screeningPrices).values(
        entries(demo.prices).map(([currency, seatMinor]) => ({
          screeningId,
          currency,
          seatMinor,
        })),
      );
      const seats =
        rows > 0
          ? Array.from({ length: rows * perRow }, (_, k) => {
              const row = String.fromCharCode(65 + Math.floor(k / perRow));
              return { label: `${row}${(k % perRow) + 1}`, row, position: k };
            })
          : Array.from({ length: places }, (_, k) => ({
              label: String(k + 1),
              row: null,
              position: k,
            }));
      await tx.insert(screeningSeats).values(seats.map((s) => ({ screeningId, ...s })));
      for (const [position, item] of demo.menu.entries()) {
        const [made] = await tx
          .insert(refreshmentItems)
          .values({ screeningId, name: item.name, stock: item.stock, position })
          .returning({ id: refreshmentItems.id });
        await tx.insert(refreshmentPrices).values(
          entries(item.prices).map(([currency, amountMinor]) => ({
            itemId: made!.id,
            currency,
            amountMinor,
          })),
        );
      }

      // Demo viewers' bookings: the middle of the map first, as people choose.
      const middle = [...seats].sort(
        (a, b) =>
          Math.abs((a.position % (perRow || 1)) - perRow / 2) -
            Math.abs((b.position % (perRow || 1)) - perRow / 2) || a.position - b.position,
      );
      let taken = 0;
      const seatPrice = demo.prices[demo.currency]!;
      for (let b = 0; b < demo.buyers && nextBuyer < buyers.length; b += 1) {
        const userId = buyers[nextBuyer++]!;
        const count = 1 + ((b * 7) % 3);
        const mine = middle.slice(taken, taken + count);
        taken += count;
        const amount = seatPrice * count;
        const boughtAt = new Date(now.getTime() - (1 + (b % 5)) * DAY);
        const [payment] = await tx
          .insert(payments)
          .values({
            userId,
            provider: "sandbox",
            reference: `DEMO-SCREENING-${refCode((codes += 1))}`,
            amountMinor: amount,
            currency: demo.currency,
            status: "succeeded",
            createdAt: boughtAt,
            completedAt: boughtAt,
          })
          .returning({ id: payments.id });
        const [wallet] = await tx
          .insert(wallets)
          .values({ userId, currency: demo.currency, balanceMinor: 0, createdAt: boughtAt })
          .returning({ id: wallets.id });
        const [booking] = await tx
          .insert(screeningBookings)
          .values({
            screeningId,
            userId,
            refCode: refCode((codes += 1)),
            seats: count,
            amountMinor: amount,
            currency: demo.currency,
            createdAt: boughtAt,
          })
          .returning({ id: screeningBookings.id });
        await tx.insert(ledgerEntries).values([
          {
            walletId: wallet!.id,
            amountMinor: amount,
            kind: "topup",
            reference: `payment:${payment!.id}`,
            description: "Top-up (sandbox)",
            createdAt: boughtAt,
          },
          {
            walletId: wallet!.id,
            amountMinor: -amount,
            kind: "screening",
            reference: `booking:${booking!.id}`,
            description: `${film.title} · ${count} ${count === 1 ? "ticket" : "tickets"}`,
            createdAt: boughtAt,
          },
        ]);
        for (const seat of mine) {
          await tx
            .update(screeningSeats)
            .set({ state: "booked", bookingId: booking!.id })
            .where(
              and(
                eq(screeningSeats.screeningId, screeningId),
                eq(screeningSeats.label, seat.label),
              ),
            );
        }
        await tx
          .insert(screeningTickets)
          .values(
            mine.map((seat) => ({ bookingId: booking!.id, screeningId, seatLabel: seat.label })),
          );
      }
    }
  });
  return { inserted: DEMO.length };
}
