import type {
  ApiError,
  BookResponse,
  CreateScreeningBody,
  ScreeningDetail,
  ScreeningSummary,
  TicketsResponse,
} from "@tazama/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, buildClockedApp, createTestUser } from "../../../test/accounts.ts";
import { publishedFilmRef } from "../../../test/factories/film.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { getTestApp, type TestApp } from "../../../test/harness.ts";
import { walletBooks } from "../../../test/money-fixtures.ts";
import type { ManualClock } from "../../lib/clock.ts";

// Issue 15: refreshments ordered after booking (`postRefreshments/{id}`), until the screening
// starts, from the wallet; stock never below zero.

let t: TestApp;
let app: FastifyInstance;
let clock: ManualClock;
let admin: TestUser;
let filmRef: string;
let keys = 0;

beforeAll(async () => {
  t = await getTestApp();
  ({ app, clock } = await buildClockedApp(t.database));
  admin = await createTestUser(app, t.database, { role: "admin", body: { name: "Ama Snacks" } });
  filmRef = await publishedFilmRef(t.database);
});
afterAll(async () => {
  await app.close();
});

const as = (user: TestUser) => ({ cookie: user.cookie });
const code = (res: { json: <T>() => T }) => res.json<ApiError>().error.code;
const newKey = () => `refreshments-${(keys += 1)}-${Date.now()}`;

async function schedule(refreshments: CreateScreeningBody["refreshments"]) {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/admin/screenings",
    headers: as(admin),
    payload: {
      ref: filmRef,
      startsAt: new Date(clock.now().getTime() + 2 * 86_400_000).toISOString(),
      venue: { name: "Silverbird Galleria", city: "Lagos", address: "Ahmadu Bello Way" },
      capacity: 60,
      prices: [{ currency: "NGN", amount: 200_000 }],
      refreshments,
    } satisfies CreateScreeningBody,
  });
  expect(res.statusCode, res.body).toBe(201);
  const made = res.json<ScreeningSummary>();
  const menu = (await app.inject({ url: `/api/v1/screening/${made.id}` })).json<ScreeningDetail>()
    .refreshments;
  return { id: made.id, menu, startsAt: new Date(made.startsAt) };
}

/** A viewer with `funds` in their wallet and one place booked at `screeningId`. */
async function bookedViewer(screeningId: string, funds: number) {
  const viewer = await createTestUser(app, t.database);
  await fundWallet(t.database, viewer.uid, funds);
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/screening",
    headers: { ...as(viewer), "idempotency-key": newKey() },
    payload: { screening: screeningId, count: 1 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { viewer, booking: res.json<BookResponse>().booking };
}

const order = (viewer: TestUser, bookingId: string, refreshments: object, key = newKey()) =>
  app.inject({
    method: "POST",
    url: `/api/v1/postRefreshments/${bookingId}`,
    headers: { ...as(viewer), "idempotency-key": key },
    payload: { refreshments },
  });

describe("refreshments after booking", () => {
  it("adds them to the booking, paid in one ledger movement; a replay pays once; the usher's list has them", async () => {
    const screening = await schedule([
      { name: "Chin chin", stock: 30, prices: [{ currency: "NGN", amount: 30_000 }] },
      { name: "Chapman", stock: 30, prices: [{ currency: "NGN", amount: 45_000 }] },
    ]);
    const { viewer, booking } = await bookedViewer(screening.id, 400_000);
    expect(booking.refreshmentsOpen).toBe(true);
    const [chinChin, chapman] = screening.menu;
    const key = newKey();
    const lines = [
      { item: chinChin!.id, quantity: 2 },
      { item: chapman!.id, quantity: 1 },
    ];
    const res = await order(viewer, booking.id, lines, key);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<BookResponse>();
    expect(answer.balance).toEqual({ amount: 400_000 - 200_000 - 105_000, currency: "NGN" });
    expect(answer.booking.amount).toBe(200_000 + 105_000);
    expect(answer.booking.refreshments).toEqual([
      { name: "Chin chin", quantity: 2, served: false },
      { name: "Chapman", quantity: 1, served: false },
    ]);

    const replay = await order(viewer, booking.id, lines, key);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    // More of the same item joins its line on the ticket.
    const more = await order(viewer, booking.id, [{ item: chapman!.id, quantity: 1 }]);
    expect(more.json<BookResponse>().booking.refreshments).toEqual([
      { name: "Chin chin", quantity: 2, served: false },
      { name: "Chapman", quantity: 2, served: false },
    ]);
    expect(await walletBooks(t.database, viewer.uid)).toEqual({
      balance: 50_000,
      sum: 50_000,
      entries: 4,
    });
    const menu = (
      await app.inject({ url: `/api/v1/screening/${screening.id}` })
    ).json<ScreeningDetail>().refreshments;
    expect(menu.map((i) => i.stock)).toEqual([28, 28]);

    const door = await app.inject({
      url: `/api/v1/screening/${screening.id}/door`,
      headers: as(admin),
    });
    expect(door.json<{ counts: { refreshmentsToServe: number } }>().counts).toMatchObject({
      refreshmentsToServe: 4,
    });

    // The same key on another of their bookings is another request: refused, not replayed.
    await fundWallet(t.database, viewer.uid, 200_000);
    const again = await app.inject({
      method: "POST",
      url: "/api/v1/screening",
      headers: { ...as(viewer), "idempotency-key": newKey() },
      payload: { screening: screening.id, count: 1, refreshments: [] },
    });
    const other = again.json<BookResponse>().booking;
    const reused = await order(viewer, other.id, lines, key);
    expect([reused.statusCode, code(reused)]).toEqual([409, "request/idempotency-key-reused"]);
  });

  it("refuses someone else's booking, sold-out stock and a short wallet (402 with the shortfall); nothing is charged", async () => {
    const screening = await schedule([
      { name: "Suya wrap", stock: 1, prices: [{ currency: "NGN", amount: 150_000 }] },
    ]);
    const { viewer, booking } = await bookedViewer(screening.id, 300_000);
    const suya = screening.menu[0]!;
    const before = await walletBooks(t.database, viewer.uid);

    const short = await order(viewer, booking.id, [{ item: suya.id, quantity: 1 }]);
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({
      error: { shortfall: { amount: 50_000, currency: "NGN" } },
    });
    const tooMany = await order(viewer, booking.id, [{ item: suya.id, quantity: 2 }]);
    expect([tooMany.statusCode, code(tooMany)]).toEqual([409, "screenings/refreshment-sold-out"]);
    const stranger = await createTestUser(app, t.database);
    const notYours = await order(stranger, booking.id, [{ item: suya.id, quantity: 1 }]);
    expect([notYours.statusCode, code(notYours)]).toEqual([404, "screenings/booking-not-found"]);
    const empty = await order(viewer, booking.id, []);
    expect(empty.statusCode).toBe(400);
    const offMenu = await order(viewer, booking.id, [{ item: 999_999, quantity: 1 }]);
    expect([offMenu.statusCode, code(offMenu)]).toEqual([400, "screenings/unknown-refreshment"]);
    expect(await walletBooks(t.database, viewer.uid)).toEqual(before);
  });

  it("the last item: 8 buyers at once → one order, 7 clear refusals, stock 0, nothing charged to them", async () => {
    const screening = await schedule([
      { name: "Puff-puff", stock: 1, prices: [{ currency: "NGN", amount: 10_000 }] },
    ]);
    const buyers = [];
    for (let i = 0; i < 8; i += 1) buyers.push(await bookedViewer(screening.id, 250_000));
    const item = screening.menu[0]!.id;
    const answers = await Promise.all(
      buyers.map((b) => order(b.viewer, b.booking.id, [{ item, quantity: 1 }])),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => code(a))).toEqual(
      Array.from({ length: 7 }, () => "screenings/refreshment-sold-out"),
    );
    const balances = await Promise.all(buyers.map((b) => walletBooks(t.database, b.viewer.uid)));
    expect(balances.filter((b) => b?.balance === 40_000)).toHaveLength(1);
    expect(balances.filter((b) => b?.balance === 50_000)).toHaveLength(7);
    for (const b of balances) expect(b?.sum).toBe(b?.balance);
    const menu = (
      await app.inject({ url: `/api/v1/screening/${screening.id}` })
    ).json<ScreeningDetail>().refreshments;
    expect(menu[0]!.stock).toBe(0);
  });

  it("closes when the screening starts; a cancelled screening refunds the refreshments too", async () => {
    const screening = await schedule([
      { name: "Kelewele", stock: 10, prices: [{ currency: "NGN", amount: 20_000 }] },
    ]);
    const early = await bookedViewer(screening.id, 300_000);
    const late = await bookedViewer(screening.id, 300_000);
    const item = screening.menu[0]!.id;
    expect((await order(early.viewer, early.booking.id, [{ item, quantity: 2 }])).statusCode).toBe(
      200,
    );

    const cancelled = await app.inject({
      method: "POST",
      url: `/api/v1/admin/screenings/${screening.id}/cancel`,
      headers: as(admin),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await walletBooks(t.database, early.viewer.uid)).toMatchObject({ balance: 300_000 });
    const afterCancel = await order(late.viewer, late.booking.id, [{ item, quantity: 1 }]);
    expect([afterCancel.statusCode, code(afterCancel)]).toEqual([410, "screenings/cancelled"]);

    const next = await schedule([
      { name: "Kelewele", stock: 10, prices: [{ currency: "NGN", amount: 20_000 }] },
    ]);
    const viewer = await bookedViewer(next.id, 300_000);
    clock.advance(next.startsAt.getTime() - clock.now().getTime());
    const tickets = (
      await app.inject({ url: "/api/v1/users/tickets", headers: as(viewer.viewer) })
    ).json<TicketsResponse>();
    expect(tickets.bookings[0]!.refreshmentsOpen).toBe(false);
    const started = await order(viewer.viewer, viewer.booking.id, [
      { item: next.menu[0]!.id, quantity: 1 },
    ]);
    expect([started.statusCode, code(started)]).toEqual([409, "screenings/started"]);
  });
});
