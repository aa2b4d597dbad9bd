import { verify as verifySignature, createPublicKey } from "node:crypto";
import type {
  ApiError,
  BookResponse,
  CreateScreeningBody,
  HoldResponse,
  ScreeningDetail,
  ScreeningList,
  ScreeningSummary,
  TicketKey,
  TicketsResponse,
} from "@tazama/contracts";
import { schema } from "@tazama/db";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, buildClockedApp, createTestUser } from "../../../test/accounts.ts";
import { publishedFilmRef } from "../../../test/factories/film.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { getTestApp, type TestApp } from "../../../test/harness.ts";
import { walletBooks } from "../../../test/money-fixtures.ts";
import type { ManualClock } from "../../lib/clock.ts";

let t: TestApp;
let app: FastifyInstance;
let clock: ManualClock;
let admin: TestUser;
let filmRef: string;
let keyCount = 0;

beforeAll(async () => {
  t = await getTestApp();
  ({ app, clock } = await buildClockedApp(t.database));
  admin = await createTestUser(app, t.database, { role: "admin", body: { name: "Efua Screens" } });
  filmRef = await publishedFilmRef(t.database);
});
afterAll(async () => {
  await app.close();
});

const inDays = (days: number) => new Date(clock.now().getTime() + days * 86_400_000).toISOString();
const as = (user: TestUser | null) => (user ? { cookie: user.cookie } : {});
const code = (res: { json: <T>() => T }) => res.json<ApiError>().error.code;

async function schedule(overrides: Partial<CreateScreeningBody> = {}): Promise<ScreeningSummary> {
  const body: CreateScreeningBody = {
    ref: filmRef,
    startsAt: inDays(3),
    venue: {
      name: `Hall ${Math.random().toString(36).slice(2, 7)}`,
      city: "Accra",
      address: "Oxford Street, Osu",
      seatMap: [
        { label: "A", seats: 3 },
        { label: "B", seats: 3 },
      ],
    },
    prices: [
      { currency: "NGN", amount: 250_000 },
      { currency: "GHS", amount: 6_000 },
    ],
    refreshments: [
      { name: "Popcorn", stock: 2, prices: [{ currency: "NGN", amount: 50_000 }] },
      { name: "Zobo", stock: 10, prices: [{ currency: "NGN", amount: 20_000 }] },
    ],
    ...overrides,
  };
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/admin/screenings",
    headers: as(admin),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ScreeningSummary>();
}

const detail = async (id: string, user: TestUser | null = null) =>
  (await app.inject({ url: `/api/v1/screening/${id}`, headers: as(user) })).json<ScreeningDetail>();
const hold = (user: TestUser, id: string, body: object) =>
  app.inject({
    method: "PUT",
    url: `/api/v1/screening/${id}/hold`,
    headers: as(user),
    payload: body,
  });
const book = (user: TestUser, body: object, key = `book-key-${(keyCount += 1)}-${Date.now()}`) =>
  app.inject({
    method: "POST",
    url: "/api/v1/screening",
    headers: { ...as(user), "idempotency-key": key },
    payload: body,
  });

describe("scheduling and listing screenings", () => {
  it("an admin schedules one; it is listed (by city too) with its seats and menu", async () => {
    const made = await schedule();
    expect(made).toMatchObject({ capacity: 6, seatsLeft: 6, onSale: true, status: "scheduled" });
    const list = (await app.inject({ url: "/api/v1/screenings?city=accra" })).json<ScreeningList>();
    expect(list.screenings.map((s) => s.id)).toContain(made.id);
    expect(list.cities).toContain("Accra");
    const online = (
      await app.inject({ url: "/api/v1/screenings?city=online" })
    ).json<ScreeningList>();
    expect(online.screenings.map((s) => s.id)).not.toContain(made.id);
    const one = await detail(made.id);
    expect(one.seated).toBe(true);
    expect(one.seats.map((s) => s.label)).toEqual(["A1", "A2", "A3", "B1", "B2", "B3"]);
    expect(one.refreshments.map((r) => [r.name, r.stock])).toEqual([
      ["Popcorn", 2],
      ["Zobo", 10],
    ]);
  });

  it("an online screening sells places; refusals for bad input, viewers and drafts", async () => {
    const online = await schedule({ venue: null, capacity: 40 });
    expect(online).toMatchObject({ venue: null, capacity: 40, seatsLeft: 40 });
    expect((await detail(online.id)).seats).toEqual([]);
    const viewer = await createTestUser(app, t.database);
    const denied = await app.inject({
      method: "POST",
      url: "/api/v1/admin/screenings",
      headers: as(viewer),
      payload: {},
    });
    expect(denied.statusCode).toBe(403);
    const bad = async (payload: object, status: number, errorCode?: string) => {
      const res = await app.inject({
        method: "POST",
        url: "/api/v1/admin/screenings",
        headers: as(admin),
        payload: {
          ref: filmRef,
          startsAt: inDays(2),
          venue: null,
          capacity: 5,
          prices: [{ currency: "NGN", amount: 1000 }],
          ...payload,
        },
      });
      expect(res.statusCode, res.body).toBe(status);
      if (errorCode) expect(code(res)).toBe(errorCode);
    };
    await bad({ startsAt: inDays(-1) }, 400, "screenings/in-the-past");
    await bad({ capacity: undefined }, 400, "screenings/capacity-required");
    await bad({ ref: "no-such-film" }, 404, "titles/not-found");
    await bad({ prices: [] }, 400);
  });
});

describe("holding and booking seats", () => {
  let buyer: TestUser;
  let other: TestUser;
  let screening: ScreeningSummary;

  beforeAll(async () => {
    [buyer, other] = [await createTestUser(app, t.database), await createTestUser(app, t.database)];
    screening = await schedule();
  });

  it("a hold shows as yours to the holder and taken to others, and ends by itself after 10 minutes", async () => {
    const res = await hold(buyer, screening.id, { seats: ["a2", "A3"] });
    expect(res.statusCode, res.body).toBe(200);
    const held = res.json<HoldResponse>();
    expect(held.seats).toEqual(["A2", "A3"]);
    expect(new Date(held.heldUntil).getTime() - clock.now().getTime()).toBe(600_000);
    const mine = await detail(screening.id, buyer);
    expect(mine.seats.filter((s) => s.state === "yours").map((s) => s.label)).toEqual(["A2", "A3"]);
    expect(mine.heldUntil).toBe(held.heldUntil);
    const theirs = await detail(screening.id, other);
    expect(theirs.seats.filter((s) => s.state === "taken").map((s) => s.label)).toEqual([
      "A2",
      "A3",
    ]);
    const clash = await hold(other, screening.id, { seats: ["A3"] });
    expect([clash.statusCode, code(clash)]).toEqual([409, "screenings/seat-taken"]);
    clock.advance(600_001);
    expect((await detail(screening.id, other)).seats.every((s) => s.state === "free")).toBe(true);
    expect((await hold(other, screening.id, { seats: ["A3"] })).statusCode).toBe(200);
  });

  it("books held seats with refreshments in one ledger movement; the tickets' QR tokens verify with the public key", async () => {
    await hold(buyer, screening.id, { seats: ["B1", "B2"] });
    const short = await book(buyer, { screening: screening.id, seats: ["B1", "B2"] });
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({
      error: { shortfall: { amount: 500_000, currency: "NGN" } },
    });
    // The seats wait for the top-up.
    expect((await detail(screening.id, other)).seats.find((s) => s.label === "B1")!.state).toBe(
      "taken",
    );
    await fundWallet(t.database, buyer.uid, 700_000);
    const key = `screening-book-${Date.now()}`;
    const body = {
      screening: screening.id,
      seats: ["B1", "B2"],
      refreshments: [{ item: (await detail(screening.id)).refreshments[0]!.id, quantity: 2 }],
    };
    const res = await book(buyer, body, key);
    expect(res.statusCode, res.body).toBe(201);
    const { booking, balance } = res.json<BookResponse>();
    expect(booking.refCode).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(booking.amount).toBe(2 * 250_000 + 2 * 50_000);
    expect(balance).toEqual({ amount: 100_000, currency: "NGN" });
    expect(booking.tickets.map((x) => x.seat)).toEqual(["B1", "B2"]);
    expect(booking.refreshments).toEqual([{ name: "Popcorn", quantity: 2, served: false }]);
    const replay = await book(buyer, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    const books = await walletBooks(t.database, buyer.uid);
    expect(books).toEqual({ balance: 100_000, sum: 100_000, entries: 2 });

    const { publicKey } = (
      await app.inject({ url: "/api/v1/screening/ticket-key" })
    ).json<TicketKey>();
    const key32 = createPublicKey({
      key: Buffer.concat([
        Buffer.from("302a300506032b6570032100", "hex"),
        Buffer.from(publicKey, "base64url"),
      ]),
      format: "der",
      type: "spki",
    });
    for (const ticket of booking.tickets) {
      const [, claims, signature] = ticket.token.split(".");
      expect(
        verifySignature(null, Buffer.from(claims!), key32, Buffer.from(signature!, "base64url")),
      ).toBe(true);
      expect(Buffer.from(claims!, "base64url").toString()).toContain(
        `|${ticket.seat}|${booking.refCode}|`,
      );
      const forged = Buffer.from(signature!, "base64url");
      forged[0] = forged[0]! ^ 1;
      expect(verifySignature(null, Buffer.from(claims!), key32, forged)).toBe(false);
    }
    const mine = (
      await app.inject({ url: "/api/v1/users/tickets", headers: as(buyer) })
    ).json<TicketsResponse>();
    expect(mine.bookings.map((b) => b.refCode)).toContain(booking.refCode);
  });

  it("refuses a taken seat, an unknown seat, refreshments beyond their stock; nothing is charged", async () => {
    await fundWallet(t.database, other.uid, 2_000_000);
    const before = await walletBooks(t.database, other.uid);
    const takenSeat = await book(other, { screening: screening.id, seats: ["B1"] });
    expect([takenSeat.statusCode, code(takenSeat)]).toEqual([409, "screenings/seat-taken"]);
    const unknown = await book(other, { screening: screening.id, seats: ["Z9"] });
    expect([unknown.statusCode, code(unknown)]).toEqual([400, "screenings/unknown-seat"]);
    const popcorn = (await detail(screening.id)).refreshments[0]!;
    expect(popcorn.stock).toBe(0);
    const noPopcorn = await book(other, {
      screening: screening.id,
      count: 1,
      refreshments: [{ item: popcorn.id, quantity: 1 }],
    });
    expect([noPopcorn.statusCode, code(noPopcorn)]).toEqual([
      409,
      "screenings/refreshment-sold-out",
    ]);
    expect(await walletBooks(t.database, other.uid)).toEqual(before);
    const both = await book(other, { screening: screening.id, seats: ["A1"], count: 1 });
    expect(both.statusCode).toBe(400);
  });

  it("isRefCodeValid answers yes only for a booking of that screening, and says nothing of whose", async () => {
    const mine = (
      await app.inject({ url: "/api/v1/users/tickets", headers: as(buyer) })
    ).json<TicketsResponse>();
    const refcode = mine.bookings[0]!.refCode;
    const check = (screeningId: string, value: string) =>
      app.inject({
        method: "POST",
        url: "/api/v1/screening/isRefCodeValid",
        headers: as(other),
        payload: { screening: screeningId, refcode: value },
      });
    const yes = await check(screening.id, refcode.toLowerCase());
    expect(yes.json()).toEqual({ valid: true });
    const elsewhere = await schedule();
    expect((await check(elsewhere.id, refcode)).json()).toEqual({ valid: false });
    expect((await check(screening.id, "ABCDEFGH")).json()).toEqual({ valid: false });
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/v1/screening/isRefCodeValid",
      payload: { screening: screening.id, refcode },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("cancelling a screening refunds every booking to its buyer's wallet, once", async () => {
    const cancel = () =>
      app.inject({
        method: "POST",
        url: `/api/v1/admin/screenings/${screening.id}/cancel`,
        headers: as(admin),
      });
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ refunded: 1 });
    expect(await walletBooks(t.database, buyer.uid)).toEqual({
      balance: 700_000,
      sum: 700_000,
      entries: 3,
    });
    expect((await cancel()).statusCode).toBe(409);
    const mine = (
      await app.inject({ url: "/api/v1/users/tickets", headers: as(buyer) })
    ).json<TicketsResponse>();
    expect(mine.bookings.find((b) => b.screening.id === screening.id)!.status).toBe("cancelled");
    const late = await book(other, { screening: screening.id, count: 1 });
    expect([late.statusCode, code(late)]).toEqual([410, "screenings/cancelled"]);
  });
});

describe("the last seat", () => {
  it("50 buyers at once → exactly one ticket, 49 clear refusals, nothing charged to them", async () => {
    const screening = await schedule({ venue: null, capacity: 1, refreshments: [] });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, () => createTestUser(app, t.database)),
    );
    await Promise.all(buyers.map((b) => fundWallet(t.database, b.uid, 300_000)));
    const answers = await Promise.all(
      buyers.map((b) => book(b, { screening: screening.id, count: 1 })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(new Set(answers.filter((a) => a.statusCode === 409).map(code))).toEqual(
      new Set(["screenings/sold-out"]),
    );
    const books = await Promise.all(buyers.map((b) => walletBooks(t.database, b.uid)));
    expect(books.filter((b) => b!.balance === 300_000 - 250_000)).toHaveLength(1);
    expect(books.filter((b) => b!.balance === 300_000 && b!.entries === 1)).toHaveLength(49);
    expect(books.every((b) => b!.balance === b!.sum)).toBe(true);
    const tickets = await t.database.db
      .select()
      .from(schema.screeningTickets)
      .where(eq(schema.screeningTickets.screeningId, screening.id));
    expect(tickets).toHaveLength(1);
  }, 120_000);
});
