import { randomUUID } from "node:crypto";
import type {
  AdminBookingList,
  AdminScreeningList,
  BookResponse,
  CheckInResult,
  Door,
  ScreeningDetail,
  ScreeningSummary,
} from "@tazama/contracts";
import { schema } from "@tazama/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser, injectAs } from "../../../test/accounts.ts";
import { publishedFilmRef } from "../../../test/factories/film.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

let t: TestApp;
let call: ReturnType<typeof injectAs>;
let admin: TestUser;
let usher: TestUser;
let otherUsher: TestUser;
let buyer: TestUser;
let screening: ScreeningSummary;
let booked: BookResponse["booking"];

async function asUsher(name: string): Promise<TestUser> {
  const user = await createTestUser(t.app, t.database, { body: { name } });
  await t.database.db
    .update(schema.users)
    .set({ role: "usher" })
    .where(eq(schema.users.id, user.uid));
  return user;
}

beforeAll(async () => {
  t = await getTestApp();
  call = injectAs(t.app);
  admin = await createTestUser(t.app, t.database, { role: "admin" });
  [usher, otherUsher] = [await asUsher("Ama Door"), await asUsher("Kofi Door")];
  buyer = await createTestUser(t.app, t.database);
  const made = await call(admin, "POST", "/api/v1/admin/screenings", {
    ref: await publishedFilmRef(t.database),
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    venue: {
      name: `Door Hall ${randomUUID().slice(0, 6)}`,
      city: "Kumasi",
      address: "Adum",
      seatMap: [{ label: "A", seats: 4 }],
    },
    prices: [{ currency: "NGN", amount: 100_000 }],
    refreshments: [{ name: "Kelewele", stock: 10, prices: [{ currency: "NGN", amount: 30_000 }] }],
  });
  expect(made.statusCode, made.body).toBe(201);
  screening = made.json<ScreeningSummary>();
  const detail = (
    await call(null, "GET", `/api/v1/screening/${screening.id}`)
  ).json<ScreeningDetail>();
  await fundWallet(t.database, buyer.uid, 1_000_000);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/screening",
    headers: { cookie: buyer.cookie, "idempotency-key": `door-${randomUUID()}` },
    payload: {
      screening: screening.id,
      seats: ["A1", "A2"],
      refreshments: [{ item: detail.refreshments[0]!.id, quantity: 2 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  booked = res.json<BookResponse>().booking;
});

const checkIn = (user: TestUser, body: object) =>
  call(user, "POST", "/api/v1/screening/checkIn", {
    screening: screening.id,
    nonce: randomUUID(),
    ...body,
  });
const door = async () =>
  (await call(usher, "GET", `/api/v1/screening/${screening.id}/door`)).json<Door>();

describe("checking tickets in at the door", () => {
  it("only ushers and admins: a viewer gets 403, nobody signed in 401", async () => {
    expect((await checkIn(buyer, { refcode: booked.refCode })).statusCode).toBe(403);
    expect((await call(buyer, "GET", `/api/v1/screening/${screening.id}/door`)).statusCode).toBe(
      403,
    );
    expect((await call(null, "GET", `/api/v1/screening/${screening.id}/door`)).statusCode).toBe(
      401,
    );
    const door = await call(admin, "GET", `/api/v1/screening/${screening.id}/door`);
    expect(door.statusCode).toBe(200);
  });

  it("the door copy has every seat sold, the counts, and the public key", async () => {
    const copy = await door();
    expect(copy.seats.map((s) => [s.seat, s.refCode, s.checkedInAt])).toEqual([
      ["A1", booked.refCode, null],
      ["A2", booked.refCode, null],
    ]);
    expect(copy.counts).toEqual({ booked: 2, checkedIn: 0, refreshmentsToServe: 2 });
    const key = (await call(null, "GET", "/api/v1/screening/ticket-key")).json<{
      publicKey: string;
    }>();
    expect(copy.key.publicKey).toBe(key.publicKey);
  });

  it("two ushers scan one ticket at once: one checks it in, the other hears when and by whom", async () => {
    const token = booked.tickets[0]!.token;
    const [a, b] = await Promise.all([checkIn(usher, { token }), checkIn(otherUsher, { token })]);
    const answers = [a.json<CheckInResult>(), b.json<CheckInResult>()];
    expect(answers.map((x) => x.outcome).sort()).toEqual(["already", "checked-in"]);
    const winner = answers.find((x) => x.outcome === "checked-in")!;
    const loser = answers.find((x) => x.outcome === "already")!;
    expect(winner.seats).toHaveLength(1);
    expect(loser.seats[0]).toMatchObject({
      seat: "A1",
      by: winner === answers[0] ? "Ama Door" : "Kofi Door",
    });
    expect(loser.seats[0]!.checkedInAt).toBe(winner.seats[0]!.checkedInAt);
    expect(winner.refreshments.map((r) => [r.name, r.quantity, r.served])).toEqual([
      ["Kelewele", 2, false],
    ]);
    expect((await door()).counts.checkedIn).toBe(1);
  });

  it("a ref code admits the rest of its booking; typed again, it is already in", async () => {
    const res = await checkIn(usher, { refcode: booked.refCode.toLowerCase() });
    const first = res.json<CheckInResult>();
    expect(first.outcome).toBe("checked-in");
    expect(first.seats.map((s) => s.seat)).toEqual(["A1", "A2"]);
    expect(first.seats.every((s) => s.checkedInAt !== null)).toBe(true);
    expect((await checkIn(usher, { refcode: booked.refCode })).json<CheckInResult>().outcome).toBe(
      "already",
    );
    expect((await door()).counts.checkedIn).toBe(2);
  });

  it("an offline scan uploaded twice with its nonce counts once and answers the same", async () => {
    const nonce = randomUUID();
    const body = {
      token: booked.tickets[1]!.token,
      nonce,
      scannedAt: new Date(Date.now() - 60_000).toISOString(),
    };
    const [one, two] = [await checkIn(otherUsher, body), await checkIn(otherUsher, body)];
    expect(one.json<CheckInResult>().outcome).toBe(two.json<CheckInResult>().outcome);
    const rows = await t.database.db
      .select()
      .from(schema.screeningCheckins)
      .where(eq(schema.screeningCheckins.nonce, nonce));
    expect(rows).toHaveLength(1);
  });

  it("a forged token, an unknown code, an unknown screening or a malformed body is refused", async () => {
    const token = booked.tickets[0]!.token;
    const [, claims, signature] = token.split(".");
    const forgedClaims = Buffer.from(
      Buffer.from(claims!, "base64url").toString().replace("|A1|", "|A3|"),
    ).toString("base64url");
    const forged = await checkIn(usher, { token: `T1.${forgedClaims}.${signature}` });
    expect(forged.json<CheckInResult>()).toEqual({
      outcome: "invalid",
      seats: [],
      refreshments: [],
    });
    expect((await checkIn(usher, { refcode: "ZZZZZZZZ" })).json<CheckInResult>().outcome).toBe(
      "invalid",
    );
    const elsewhere = await call(usher, "POST", "/api/v1/screening/checkIn", {
      screening: randomUUID(),
      nonce: randomUUID(),
      token,
    });
    expect(elsewhere.statusCode).toBe(404);
    for (const bad of [{ token, refcode: booked.refCode }, {}, { token, nonce: "not-a-uuid" }]) {
      expect((await checkIn(usher, bad)).statusCode).toBe(400);
    }
  });

  it("serves a refreshment order once", async () => {
    const answer = (await checkIn(usher, { refcode: booked.refCode })).json<CheckInResult>();
    const order = answer.refreshments[0]!;
    const serve = () => call(usher, "POST", `/api/v1/screening/refreshments/${order.id}/served`);
    expect((await serve()).statusCode).toBe(204);
    expect((await serve()).statusCode).toBe(409);
    expect((await door()).counts.refreshmentsToServe).toBe(0);
  });
});

describe("the console's screenings", () => {
  it("lists a screening with its sales and check-ins, and its bookings with their buyers; admins only", async () => {
    const list = await call(admin, "GET", "/api/v1/admin/screenings");
    expect(list.statusCode, list.body).toBe(200);
    const mine = list.json<AdminScreeningList>().screenings.find((s) => s.id === screening.id);
    expect(mine).toMatchObject({
      bookings: 1,
      booked: 2,
      checkedIn: 2,
      revenue: [{ currency: "NGN", amount: 2 * 100_000 + 2 * 30_000 }],
    });
    const past = await call(admin, "GET", "/api/v1/admin/screenings?when=past");
    expect(past.json<AdminScreeningList>().screenings.map((s) => s.id)).not.toContain(screening.id);

    const one = await call(admin, "GET", `/api/v1/admin/screenings/${screening.id}/bookings`);
    expect(one.statusCode, one.body).toBe(200);
    const { bookings } = one.json<AdminBookingList>();
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({
      refCode: booked.refCode,
      status: "confirmed",
      seats: ["A1", "A2"],
      checkedIn: 2,
      refreshments: [{ name: "Kelewele", quantity: 2, served: true }],
    });
    expect(bookings[0]!.buyer.id).toBe(buyer.uid);
    expect(bookings[0]!.buyer.email).toContain("@");

    for (const who of [usher, buyer]) {
      expect((await call(who, "GET", "/api/v1/admin/screenings")).statusCode).toBe(403);
    }
    const unknown = await call(admin, "GET", `/api/v1/admin/screenings/${randomUUID()}/bookings`);
    expect(unknown.statusCode).toBe(404);
    expect((await call(admin, "GET", "/api/v1/admin/screenings?when=soon")).statusCode).toBe(400);
  });
});
