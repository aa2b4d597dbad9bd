import { randomInt, randomUUID } from "node:crypto";
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
import { DOOR_SCAN_WINDOW } from "@tazama/contracts";
import { type TestUser, createTestUser, injectAs, uniqueIp } from "../../../test/accounts.ts";
import { publishedFilmRef } from "../../../test/factories/film.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { DOOR_REF_CODE_MISSES, TOO_MANY_DOOR_MISSES } from "./door.routes.ts";

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
      admitted: [],
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

/** A screening of its own (8 seats in row A, tomorrow) and a booking-maker for it. */
async function ownScreening() {
  const made = await call(admin, "POST", "/api/v1/admin/screenings", {
    ref: await publishedFilmRef(t.database),
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    venue: {
      name: `Door Hall ${randomUUID().slice(0, 6)}`,
      city: "Kumasi",
      address: "Adum",
      seatMap: [{ label: "A", seats: 8 }],
    },
    prices: [{ currency: "NGN", amount: 1_000 }],
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json<ScreeningSummary>().id;
  const book = async (seats: string[]) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/screening",
      headers: { cookie: buyer.cookie, "idempotency-key": `door-${randomUUID()}` },
      payload: { screening: id, seats },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<BookResponse>().booking;
  };
  const scan = (user: TestUser, body: object, ip = "127.0.0.1") =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/screening/checkIn",
      headers: { cookie: user.cookie },
      remoteAddress: ip,
      payload: { screening: id, nonce: randomUUID(), ...body },
    });
  return { id, book, scan };
}

describe("the door after issue 39", () => {
  it("an offline scan of a seat let in before answers with that admission: seat, time, usher; `admitted` says which seats this scan let in", async () => {
    const { book, scan } = await ownScreening();
    const pair = await book(["A1", "A2"]);
    const first = (await scan(usher, { token: pair.tickets[0]!.token })).json<CheckInResult>();
    expect(first.outcome).toBe("checked-in");
    expect(first.admitted).toEqual([pair.tickets[0]!.id]);

    // Another phone, offline, let the same ticket in a minute later; its upload hears of Ama.
    const offline = {
      token: pair.tickets[0]!.token,
      nonce: randomUUID(),
      scannedAt: new Date(Date.now() + 30_000).toISOString(),
    };
    const late = await scan(otherUsher, offline);
    expect(late.statusCode, late.body).toBe(200);
    const answer = late.json<CheckInResult>();
    expect(answer.outcome).toBe("already");
    expect(answer.admitted).toEqual([]);
    expect(answer.seats).toEqual([
      expect.objectContaining({
        seat: "A1",
        by: "Ama Door",
        checkedInAt: first.seats[0]!.checkedInAt,
      }),
    ]);

    // The ref code typed offline elsewhere: A2 is let in by this scan, A1 was in already.
    const code = { refcode: pair.refCode, nonce: randomUUID() };
    const both = (await scan(otherUsher, code)).json<CheckInResult>();
    expect(both.outcome).toBe("checked-in");
    expect(both.admitted).toEqual([pair.tickets[1]!.id]);
    expect(both.seats.map((x) => [x.seat, x.by])).toEqual([
      ["A1", "Ama Door"],
      ["A2", "Kofi Door"],
    ]);
    // Uploaded again, it answers exactly as it did.
    expect((await scan(otherUsher, code)).json<CheckInResult>()).toEqual(both);
  });

  it("a nonce sent again with another ticket is another scan, not the first one's answer", async () => {
    const { book, scan } = await ownScreening();
    const pair = await book(["A3", "A4"]);
    const nonce = randomUUID();
    const one = (await scan(usher, { token: pair.tickets[0]!.token, nonce })).json<CheckInResult>();
    expect([one.outcome, one.seats.map((x) => x.seat)]).toEqual(["checked-in", ["A3"]]);
    const two = (await scan(usher, { token: pair.tickets[1]!.token, nonce })).json<CheckInResult>();
    expect(two.outcome).toBe("checked-in");
    expect(two.seats.map((x) => [x.seat, x.checkedInAt !== null])).toEqual([["A4", true]]);
    expect(two.admitted).toEqual([pair.tickets[1]!.id]);
    const rows = await t.database.db
      .select()
      .from(schema.screeningCheckins)
      .where(eq(schema.screeningCheckins.nonce, nonce));
    expect(rows.map((r) => r.outcome).sort()).toEqual(["checked-in", "checked-in"]);
  });

  it("a ticket whose signature has its last character changed (same bytes, another spelling) is not a ticket", async () => {
    const { book, scan } = await ownScreening();
    const [ticket] = (await book(["A5"])).tickets;
    const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = ALPHABET.indexOf(ticket!.token.at(-1)!);
    const twin = `${ticket!.token.slice(0, -1)}${ALPHABET[last + 1]!}`;
    const res = await scan(usher, { token: twin });
    expect(res.json<CheckInResult>()).toEqual({
      outcome: "invalid",
      seats: [],
      refreshments: [],
      admitted: [],
    });
    expect((await scan(usher, { token: ticket!.token })).json<CheckInResult>().outcome).toBe(
      "checked-in",
    );
  });

  it("refuses a scannedAt in 1999, before sales opened, in the future, or long after the film ended, and records none", async () => {
    const { id, book, scan } = await ownScreening();
    const [ticket] = (await book(["A6"])).tickets;
    const slack = DOOR_SCAN_WINDOW.clockSlackMinutes * 60_000;
    const now = Date.now();
    const refused = [
      "1999-12-31T19:02:00.000Z",
      new Date(now - 2 * 86_400_000).toISOString(), // before the sales opened (just now)
      new Date(now + slack + 60_000).toISOString(), // the future, past the clock slack
    ];
    // A screening that was two days ago: a scan "yesterday" is long after its film ended.
    const past = await ownScreening();
    const [old] = (await past.book(["A1"])).tickets;
    const twoDaysAgo = new Date(now - 2 * 86_400_000);
    await t.database.db
      .update(schema.screenings)
      .set({
        salesOpenAt: new Date(now - 3 * 86_400_000),
        salesCloseAt: twoDaysAgo,
        startsAt: twoDaysAgo,
      })
      .where(eq(schema.screenings.id, past.id));
    const cases = [
      ...refused.map((scannedAt) => ({ s: scan, token: ticket!.token, scannedAt })),
      {
        s: past.scan,
        token: old!.token,
        scannedAt: new Date(now - 86_400_000).toISOString(),
      },
    ];
    for (const { s, token, scannedAt } of cases) {
      const nonce = randomUUID();
      const res = await s(usher, { token, nonce, scannedAt });
      expect(res.statusCode, scannedAt).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBe(
        "screenings/scanned-at-out-of-window",
      );
      const rows = await t.database.db
        .select()
        .from(schema.screeningCheckins)
        .where(eq(schema.screeningCheckins.nonce, nonce));
      expect(rows).toEqual([]);
    }
    // Within the window (the clock slack, the night of the old screening): recorded as sent.
    const soon = new Date(now + slack - 60_000).toISOString();
    const fine = await scan(usher, { token: ticket!.token, scannedAt: soon });
    expect(fine.json<CheckInResult>().seats[0]!.checkedInAt).toBe(soon);
    const thatNight = new Date(twoDaysAgo.getTime() + 60_000).toISOString();
    const oldScan = await past.scan(usher, { token: old!.token, scannedAt: thatNight });
    expect(oldScan.json<CheckInResult>().outcome).toBe("checked-in");
    expect(id).not.toBe(past.id);
  });
});

describe("guessing ref codes at the door", () => {
  const wrong = () =>
    Array.from({ length: 8 }, () => "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"[randomInt(32)]).join("");

  it(`${DOOR_REF_CODE_MISSES.perUsher} codes that match nothing from one usher → 429, even a good code and from other addresses; a QR code still checks in`, async () => {
    const { book, scan } = await ownScreening();
    const guesser = await asUsher("Guessing Usher");
    for (let i = 0; i < DOOR_REF_CODE_MISSES.perUsher; i += 1) {
      const res = await scan(guesser, { refcode: wrong() }, uniqueIp());
      expect(res.json<CheckInResult>().outcome).toBe("invalid");
    }
    const good = await book(["A1"]);
    const blocked = await scan(guesser, { refcode: good.refCode }, uniqueIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: { code: "screenings/too-many-misses", message: TOO_MANY_DOOR_MISSES },
    });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    const qr = await scan(guesser, { token: good.tickets[0]!.token }, uniqueIp());
    expect(qr.json<CheckInResult>().outcome).toBe("checked-in");
  });

  it(`${DOOR_REF_CODE_MISSES.perAddress} misses from one address (several ushers) → 429 there; elsewhere still fine`, async () => {
    const { book, scan } = await ownScreening();
    const shared = uniqueIp();
    const each = DOOR_REF_CODE_MISSES.perUsher - 5;
    const ushers = await Promise.all(
      Array.from({ length: Math.ceil(DOOR_REF_CODE_MISSES.perAddress / each) }, (_, i) =>
        asUsher(`Hall Usher ${i}`),
      ),
    );
    for (let i = 0; i < DOOR_REF_CODE_MISSES.perAddress; i += 1) {
      const res = await scan(ushers[Math.floor(i / each)]!, { refcode: wrong() }, shared);
      expect(res.statusCode).toBe(200);
    }
    const good = await book(["A2"]);
    const neighbour = await asUsher("Neighbour Usher");
    expect((await scan(neighbour, { refcode: good.refCode }, shared)).statusCode).toBe(429);
    const elsewhere = await scan(neighbour, { refcode: good.refCode }, uniqueIp());
    expect(elsewhere.json<CheckInResult>().outcome).toBe("checked-in");
  });

  it("codes that match a booking count nothing, already-in ones included", async () => {
    const { book, scan } = await ownScreening();
    const busy = await asUsher("Busy Usher");
    const ip = uniqueIp();
    const good = await book(["A3"]);
    for (let i = 0; i < DOOR_REF_CODE_MISSES.perUsher + 2; i += 1) {
      const res = await scan(busy, { refcode: good.refCode }, ip);
      expect(res.statusCode).toBe(200);
    }
  });
});
