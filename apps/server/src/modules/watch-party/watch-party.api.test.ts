import type { ApiError, WatchParty } from "@tazama/contracts";
import { PARTY_COMMAND_LEAD_MS } from "@tazama/contracts";
import { schema } from "@tazama/db";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, buildClockedApp, createTestUser } from "../../../test/accounts.ts";
import { grantEntitlement } from "../../../test/factories/entitlement.ts";
import { bookPlace, onlineScreening, paidFilm } from "../../../test/factories/online-screening.ts";
import { getTestApp, type TestApp } from "../../../test/harness.ts";
import { joinRoom } from "../../../test/room-member.ts";
import type { ManualClock } from "../../lib/clock.ts";

let t: TestApp;
let app: FastifyInstance;
let clock: ManualClock;
let film: Awaited<ReturnType<typeof paidFilm>>;
let host: TestUser;
let friend: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await getTestApp();
  ({ app, clock } = await buildClockedApp(t.database));
  film = await paidFilm(t.database);
  host = await createTestUser(app, t.database, { body: { name: "Wanjiru Host" } });
  friend = await createTestUser(app, t.database, { body: { name: "Kofi Friend" } });
  stranger = await createTestUser(app, t.database, { body: { name: "Sam Stranger" } });
  for (const user of [host, friend]) {
    await grantEntitlement(t.database, { userId: user.uid, titleId: film.id, kind: "buy" });
  }
});
afterAll(async () => {
  await app.close();
});

const code = (res: { json: <T>() => T }) => res.json<ApiError>().error.code;

async function startParty(): Promise<WatchParty> {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/watch-parties",
    headers: { cookie: host.cookie },
    payload: { ref: film.ref },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WatchParty>();
}

describe("private watch parties", () => {
  it("a host who may watch starts one; a guest sees it by code, and whether they may watch", async () => {
    const party = await startParty();
    expect(party).toMatchObject({
      ref: film.ref,
      host: "Wanjiru Host",
      hosting: true,
      mayWatch: true,
    });
    expect(party.code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    const seen = await app.inject({
      url: `/api/v1/watch-parties/${party.code.toLowerCase()}`,
      headers: { cookie: stranger.cookie },
    });
    expect(seen.json<WatchParty>()).toMatchObject({
      code: party.code,
      hosting: false,
      mayWatch: false,
    });
    const refused = await app.inject({
      method: "POST",
      url: "/api/v1/watch-parties",
      headers: { cookie: stranger.cookie },
      payload: { ref: film.ref },
    });
    expect([refused.statusCode, code(refused)]).toEqual([403, "content/not-entitled"]);
    const signedOut = await app.inject({
      method: "POST",
      url: "/api/v1/watch-parties",
      payload: { ref: film.ref },
    });
    expect(signedOut.statusCode).toBe(401);
    const unknown = await app.inject({
      url: "/api/v1/watch-parties/ZZZZZZZZ",
      headers: { cookie: host.cookie },
    });
    expect([unknown.statusCode, code(unknown)]).toEqual([404, "watch-party/not-found"]);
    const bad = await app.inject({
      url: "/api/v1/watch-parties/nope",
      headers: { cookie: host.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("the host's play, pause and seek reach every member, scheduled at one server time", async () => {
    const party = await startParty();
    const lead = await joinRoom(app, host.cookie, `party=${party.code}`);
    const guest = await joinRoom(app, friend.cookie, `party=${party.code}`);
    expect(await lead.next("welcome")).toMatchObject({ you: { host: true } });
    expect(await guest.next("welcome")).toMatchObject({ you: { host: false } });
    const both = await guest.next("room", (m) => m.room.count === 2);
    expect(both.room.members.map((m) => [m.name, m.host])).toEqual([
      ["Wanjiru", true],
      ["Kofi", false],
    ]);
    const sentAt = clock.now().getTime();
    lead.send({ type: "command", action: "play", position: 42 });
    const played = await guest.next("timeline", (m) => m.timeline.playing);
    expect(played.timeline).toEqual({
      playing: true,
      position: 42,
      at: sentAt + PARTY_COMMAND_LEAD_MS,
    });
    clock.advance(5000);
    lead.send({ type: "command", action: "pause", position: 46.6 });
    const paused = await guest.next("timeline", (m) => m.timeline.position === 46.6);
    expect(paused.timeline.playing).toBe(false);
    // A guest does not lead: told so, and nothing changes.
    guest.send({ type: "command", action: "seek", position: 0 });
    expect(await guest.next("error")).toMatchObject({ code: "watch-party/not-host" });
    // The party's row keeps the timeline for a process that opens the room later.
    await expect
      .poll(async () => {
        const [row] = await t.database.db
          .select()
          .from(schema.watchParties)
          .where(eq(schema.watchParties.code, party.code));
        return [row?.playing, row?.positionS, row?.positionAt.getTime()];
      })
      .toEqual([false, 46.6, paused.timeline.at]);
    for (const member of [lead, guest]) member.close();
  });

  it("answers clock pings with the server's time, and shares reactions five per 3 s at most", async () => {
    const party = await startParty();
    const lead = await joinRoom(app, host.cookie, `party=${party.code}`);
    const guest = await joinRoom(app, friend.cookie, `party=${party.code}`);
    await guest.next("room", (m) => m.room.count === 2);
    guest.send({ type: "ping", t0: 123.5 });
    expect(await guest.next("pong")).toEqual({
      type: "pong",
      t0: 123.5,
      server: clock.now().getTime(),
    });
    for (let i = 0; i < 7; i += 1) guest.send({ type: "react", emoji: "🔥" });
    lead.send({ type: "react", emoji: "😂" });
    await lead.next("reaction", (m) => m.emoji === "😂");
    const fire = lead.received.filter((m) => m.type === "reaction" && m.emoji === "🔥");
    expect(fire).toHaveLength(5);
    expect(fire[0]).toMatchObject({ name: "Kofi" });
    guest.send("not json");
    guest.send({ type: "react", emoji: "💩" } as never);
    expect(guest.received.filter((m) => m.type === "error")).toHaveLength(0);
    await guest.next("error", (m) => m.code === "request/invalid");
    lead.close();
    guest.close();
  });

  it("waits for a member who buffers and names them; goes on when they can play", async () => {
    const party = await startParty();
    const lead = await joinRoom(app, host.cookie, `party=${party.code}`);
    const guest = await joinRoom(app, friend.cookie, `party=${party.code}`);
    await lead.next("room", (m) => m.room.count === 2);
    lead.send({ type: "command", action: "play", position: 0 });
    await lead.next("timeline", (m) => m.timeline.playing);
    clock.advance(20_000);
    guest.send({ type: "buffering", buffering: true });
    const waiting = await lead.next("timeline", (m) => m.waitingFor.length > 0);
    expect(waiting.waitingFor).toEqual(["Kofi"]);
    expect(waiting.timeline.playing).toBe(false);
    // The member list shows who is loading.
    const listed = await lead.next("room", (m) => m.room.members.some((x) => x.buffering));
    expect(listed.room.members.find((x) => x.buffering)?.name).toBe("Kofi");
    guest.send({ type: "buffering", buffering: false });
    const going = await lead.next("timeline", (m) => m.timeline.playing && m.timeline.position > 0);
    expect(going.timeline.position).toBeCloseTo(waiting.timeline.position, 5);
    expect(going.waitingFor).toEqual([]);
    lead.close();
    guest.close();
  });

  it("refuses a guest without their own right to watch, and a socket from another site", async () => {
    const party = await startParty();
    const outsider = await joinRoom(app, stranger.cookie, `party=${party.code}`);
    expect(await outsider.next("error")).toMatchObject({ code: "content/not-entitled" });
    expect(await outsider.closed).toBe(4403);
    const missing = await joinRoom(app, host.cookie, "party=ZZZZZZZZ");
    expect(await missing.closed).toBe(4404);
    await expect(
      joinRoom(app, host.cookie, `party=${party.code}`, { origin: "https://evil.example" }),
    ).rejects.toThrow();
    await expect(joinRoom(app, "", `party=${party.code}`)).rejects.toThrow();
  });
});

describe("an online screening's room", () => {
  it("opens 30 min before the start to ticket holders, who land at now − start and may stream", async () => {
    const startsAt = new Date(clock.now().getTime() + 3_600_000);
    const screening = await onlineScreening(t.database, film.id, startsAt);
    const holder = await createTestUser(app, t.database, { body: { name: "Ama Ticket" } });
    await bookPlace(t.database, screening, holder.uid);
    const stream = () =>
      app.inject({
        method: "POST",
        url: "/api/v1/content/stream/request",
        headers: { cookie: holder.cookie },
        payload: { ref: film.ref, kind: "main" },
      });
    const early = await joinRoom(app, holder.cookie, `screening=${screening}`);
    expect(await early.next("error")).toMatchObject({ code: "screening/room-not-open" });
    expect(await early.closed).toBe(4409);
    expect(code(await stream())).toBe("content/not-entitled");

    clock.advance(3_600_000 + 754_000);
    const member = await joinRoom(app, holder.cookie, `screening=${screening}`);
    const room = await member.next("room");
    expect(room.room).toMatchObject({ kind: "screening", count: 1, ref: film.ref });
    expect(room.room.timeline).toEqual({ playing: true, position: 0, at: startsAt.getTime() });
    // The ticket lets its holder stream the film while the room is open.
    // (200 when another test gave the film a video; 404 media/unavailable when none has.)
    const during = await stream();
    expect(during.statusCode, during.body).not.toBe(403);
    const noTicket = await joinRoom(app, stranger.cookie, `screening=${screening}`);
    expect(await noTicket.closed).toBe(4403);
    member.close();

    clock.advance((film.durationS + 30 * 60) * 1000);
    const late = await joinRoom(app, holder.cookie, `screening=${screening}`);
    expect(await late.next("error")).toMatchObject({ code: "screening/over" });
    expect(code(await stream())).toBe("content/not-entitled");
  });
});
