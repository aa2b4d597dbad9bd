import type { ApiError, WatchParty } from "@tazama/contracts";
import {
  PARTY_BUFFERING_FLIPS_PER_MINUTE,
  PARTY_CLOSE_TOO_MANY_SOCKETS,
  PARTY_COMMAND_LEAD_MS,
  PARTY_SOCKETS_PER_PERSON,
} from "@tazama/contracts";
import { schema } from "@tazama/db";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, buildClockedApp, createTestUser } from "../../../test/accounts.ts";
import { grantEntitlement } from "../../../test/factories/entitlement.ts";
import { bookPlace, onlineScreening, paidFilm } from "../../../test/factories/online-screening.ts";
import { getTestApp, type TestApp } from "../../../test/harness.ts";
import { type RoomMember, joinRoom } from "../../../test/room-member.ts";
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
  await t.database.raw.exec(`
    drop trigger if exists test_count_party_writes on watch_parties;
    drop function if exists test_count_party_write();
    drop table if exists test_party_writes;`);
});

/** Counts the database's writes of a party's row (a trigger: every UPDATE, whoever makes it). */
async function countPartyWrites() {
  await t.database.raw.exec(`
    create table if not exists test_party_writes (code text not null);
    create or replace function test_count_party_write() returns trigger language plpgsql as $$
      begin insert into test_party_writes values (new.code); return new; end $$;
    drop trigger if exists test_count_party_writes on watch_parties;
    create trigger test_count_party_writes after update on watch_parties
      for each row execute function test_count_party_write();`);
  return async (code: string) => {
    const { rows } = await t.database.raw.query<{ n: number }>(
      "select count(*)::int as n from test_party_writes where code = $1",
      [code],
    );
    return rows[0]!.n;
  };
}

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
    expect(await guest.next("error")).toMatchObject({ code: "watch-party/not-lead" });
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

  it("when the host's tab closes, the guest there longest leads and the film goes on (issue 42, §8)", async () => {
    const party = await startParty();
    const amina = await createTestUser(app, t.database, { body: { name: "Amina Guest" } });
    await grantEntitlement(t.database, { userId: amina.uid, titleId: film.id, kind: "buy" });
    const lead = await joinRoom(app, host.cookie, `party=${party.code}`);
    await lead.next("room", (m) => m.room.count === 1);
    const first = await joinRoom(app, amina.cookie, `party=${party.code}`);
    await first.next("room", (m) => m.room.count === 2);
    clock.advance(1000);
    const second = await joinRoom(app, friend.cookie, `party=${party.code}`);
    await second.next("room", (m) => m.room.count === 3);
    lead.send({ type: "command", action: "play", position: 10 });
    const played = await second.next("timeline", (m) => m.timeline.playing);
    clock.advance(60_000);
    lead.drop();
    for (const member of [first, second]) {
      expect(await member.next("lead")).toEqual({
        type: "lead",
        lead: { id: expect.any(String) as string, name: "Amina" },
      });
      // Still playing, from where it was: the room did not stop with the host.
      const room = await member.next("room", (m) => m.room.count === 2 && m.room.timeline.playing);
      expect(room.room.timeline).toEqual(played.timeline);
      expect(room.room.members.find((m) => m.leads)?.name).toBe("Amina");
    }
    // Amina drives the room now: her pause reaches Kofi; Kofi's seek is refused.
    first.send({ type: "command", action: "pause", position: 70 });
    const paused = await second.next("timeline", (m) => !m.timeline.playing);
    expect(paused.timeline).toMatchObject({ playing: false, position: 70 });
    second.send({ type: "command", action: "seek", position: 0 });
    expect(await second.next("error")).toMatchObject({ code: "watch-party/not-lead" });
    expect(first.received.some((m) => m.type === "error")).toBe(false);
    // The host is back within the grace period: they lead again, and everyone is told.
    clock.advance(60_000);
    const back = await joinRoom(app, host.cookie, `party=${party.code}`);
    await second.next("lead", (m) => m.lead.name === "Wanjiru");
    back.send({ type: "command", action: "play", position: 70 });
    await first.next("timeline", (m) => m.timeline.playing);
    for (const member of [back, first, second]) member.close();
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

describe("a guest who storms the party (issue 39, item 5)", () => {
  it("one guest on many sockets flipping buffering: 3 screens admitted, a few pauses, ~1 write a second", async () => {
    const writes = await countPartyWrites();
    const started = performance.now();
    const party = await startParty();
    const lead = await joinRoom(app, host.cookie, `party=${party.code}`);
    lead.send({ type: "command", action: "play", position: 0 });
    await lead.next("timeline", (m) => m.timeline.playing);
    // The guest opens ten sockets: three are let in, the others closed with a clear code.
    const sockets = await Promise.all(
      Array.from({ length: 10 }, () => joinRoom(app, friend.cookie, `party=${party.code}`)),
    );
    const outcome = await Promise.all(
      sockets.map((s) =>
        Promise.race([s.next("welcome").then(() => "in"), s.closed.then((c) => c)]),
      ),
    );
    const admitted = sockets.filter((_, i) => outcome[i] === "in");
    expect(admitted).toHaveLength(PARTY_SOCKETS_PER_PERSON);
    for (const [i, s] of sockets.entries()) {
      if (outcome[i] === "in") continue;
      expect(outcome[i]).toBe(PARTY_CLOSE_TOO_MANY_SOCKETS);
      expect(s.received.find((m) => m.type === "error")).toMatchObject({
        code: "watch-party/too-many-sockets",
      });
    }
    // The host sees two people, not four sockets.
    expect((await lead.next("room", (m) => m.room.count === 2)).room.members).toHaveLength(2);
    const before = lead.received.filter((m) => m.type === "timeline").length;
    // The storm: every admitted socket flips buffering as fast as its message budget allows
    // (19 flips in a second), then reacts, so the host knows its flips are all applied.
    const storm = (screen: RoomMember) => {
      for (let i = 0; i < 19; i += 1) screen.send({ type: "buffering", buffering: i % 2 === 0 });
      screen.send({ type: "react", emoji: "🔥" });
    };
    admitted.forEach(storm);
    await expect
      .poll(() => lead.received.filter((m) => m.type === "reaction").length)
      .toBe(PARTY_SOCKETS_PER_PERSON);
    const pausesAndResumes = lead.received.filter((m) => m.type === "timeline").length - before;
    expect(pausesAndResumes).toBeLessThanOrEqual(PARTY_BUFFERING_FLIPS_PER_MINUTE);
    // Everyone leaves: the room's last timeline is written when it closes.
    for (const screen of [lead, ...admitted]) screen.close();
    const last = lead.received.findLast((m) => m.type === "timeline");
    await expect
      .poll(async () => {
        const [row] = await t.database.db
          .select()
          .from(schema.watchParties)
          .where(eq(schema.watchParties.code, party.code));
        return last?.type === "timeline" && row?.positionAt.getTime() === last.timeline.at;
      })
      .toBe(true);
    // The clock stood still: the play's write, one a second at most (a timer's real second), and
    // the close's. Before: a write for every pause and resume.
    const seconds = Math.floor((performance.now() - started) / 1000);
    expect(await writes(party.code)).toBeLessThanOrEqual(2 + seconds);
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
    // On more screens than allowed: the next is closed with its code; the room counts a person.
    const screens: RoomMember[] = [];
    for (let i = 1; i < PARTY_SOCKETS_PER_PERSON; i += 1) {
      screens.push(await joinRoom(app, holder.cookie, `screening=${screening}`));
      await screens.at(-1)!.next("welcome");
    }
    const over = await joinRoom(app, holder.cookie, `screening=${screening}`, {
      "accept-language": "fr",
    });
    expect(await over.closed).toBe(PARTY_CLOSE_TOO_MANY_SOCKETS);
    // Said in the viewer's language, as every refusal of the room.
    expect(await over.next("error")).toEqual({
      type: "error",
      code: "watch-party/too-many-sockets",
      message:
        "Vous êtes déjà dans cette salle sur autant d'écrans qu'une personne le peut. Fermez-en un pour regarder ici.",
    });
    screens.at(-1)!.send({ type: "buffering", buffering: true });
    expect((await member.next("room", (m) => m.room.members[0]!.buffering)).room.count).toBe(1);
    for (const screen of screens) screen.close();
    const noTicket = await joinRoom(app, stranger.cookie, `screening=${screening}`);
    expect(await noTicket.closed).toBe(4403);
    member.close();

    clock.advance((film.durationS + 30 * 60) * 1000);
    const late = await joinRoom(app, holder.cookie, `screening=${screening}`);
    expect(await late.next("error")).toMatchObject({ code: "screening/over" });
    expect(code(await stream())).toBe("content/not-entitled");
  });
});
