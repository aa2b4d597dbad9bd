import {
  PARTY_BUFFERING_FLIPS_PER_MINUTE,
  PARTY_HOST_RECLAIM_MS,
  PARTY_SOCKETS_PER_PERSON,
  type PartyTimeline,
} from "@tazama/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPartyRooms } from "./party-rooms.ts";
import { type BusMessage, createLocalBus } from "./room-bus.ts";
import { fakeTime, inbox } from "./testing/room-testing.ts";

const turn = () => new Promise((resolve) => setImmediate(resolve));
/** The bus's events applied, then the member lists they called for sent. */
const settle = async () => {
  await turn();
  await turn();
};

function rooms(kind: "party" | "screening", time = fakeTime()) {
  const saved: PartyTimeline[] = [];
  const events: BusMessage[] = [];
  const bus = createLocalBus();
  bus.subscribe((message) => events.push(message));
  const registry = createPartyRooms({
    bus,
    now: time.now,
    schedule: time.schedule,
    bufferWaitMs: 10_000,
    saveTimeline: (_key, timeline) => {
      saved.push(timeline);
      return Promise.resolve();
    },
    onError: (error) => {
      throw error;
    },
  });
  const seed = {
    key: `${kind}:X`,
    info: { kind, ref: "film", title: "Film" },
    timeline: () => Promise.resolve({ playing: kind === "screening", position: 0, at: 0 }),
  };
  const bufferingEvents = () =>
    events.filter((m) => m.kind === "event" && m.event.type === "buffering").length;
  return { registry, seed, saved, time, bufferingEvents };
}

const guest = (person: string) => ({ name: person, host: false, person });
const HOST = { name: "Host", host: true, person: "host" };

afterEach(() => {
  vi.useRealTimers();
});

describe("the rooms of one process", () => {
  it("tells a big room of comings and goings once a second, and of the timeline at once", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { registry, seed, saved } = rooms("party");
    const first = inbox();
    const host = await registry.join(seed, HOST, first.socket);
    for (let i = 0; i < 60; i += 1) {
      await registry.join(seed, guest(`Guest ${i}`), inbox().socket);
      await turn();
    }
    const before = first.rooms().length;
    // Past 50 members, newcomers wait for the next second's message.
    await registry.join(seed, guest("Late"), inbox().socket);
    await turn();
    expect(first.rooms()).toHaveLength(before);
    vi.advanceTimersByTime(1000);
    const presence = first.rooms().at(-1);
    expect(first.rooms()).toHaveLength(before + 1);
    expect(presence?.type === "room" && presence.room.count).toBe(62);
    const roomMessages = first.rooms().length;
    host.receive({ type: "command", action: "play", position: 5 });
    await Promise.resolve();
    // At once (when the bus hands it back), on its own: no member list.
    expect(first.rooms()).toHaveLength(roomMessages);
    const played = first.received.at(-1);
    expect(played?.type === "timeline" && played.timeline).toMatchObject({
      playing: true,
      position: 5,
    });
    await turn();
    expect(saved).toHaveLength(1);
  });

  it("refuses a guest's command; the room closes with its last member", async () => {
    const { registry, seed } = rooms("party");
    const member = inbox();
    const joined = await registry.join(seed, guest("Guest"), member.socket);
    joined.receive({ type: "command", action: "pause", position: 1 });
    await turn();
    expect(member.received.find((m) => m.type === "error")).toMatchObject({
      code: "watch-party/not-lead",
    });
    joined.leave();
    expect(registry.size()).toBe(0);
  });
});

describe("when the host leaves (issue 42, §8)", () => {
  it("the member there longest leads, everyone is told, the film goes on; the host takes it back in time", async () => {
    const { registry, seed, time } = rooms("party");
    const host = inbox();
    const hosting = await registry.join(seed, HOST, host.socket);
    time.advance(1000);
    const amina = inbox();
    const aminaIn = await registry.join(seed, guest("Amina"), amina.socket);
    time.advance(1000);
    const kofi = inbox();
    const kofiIn = await registry.join(seed, guest("Kofi"), kofi.socket);
    hosting.receive({ type: "command", action: "play", position: 0 });
    await settle();
    expect(kofi.lastRoom()?.lead).toBe("host");
    const timelines = kofi.timelines().length;
    time.advance(30_000);
    hosting.leave();
    await settle();
    for (const member of [amina, kofi]) {
      expect(member.received.filter((m) => m.type === "lead")).toEqual([
        { type: "lead", lead: { id: "Amina", name: "Amina" } },
      ]);
      expect(member.lastRoom()).toMatchObject({ lead: "Amina", timeline: { playing: true } });
    }
    // Nothing stopped: no new timeline went out.
    expect(kofi.timelines()).toHaveLength(timelines);
    // Amina's pause drives the room; Kofi's is refused, to him alone.
    kofiIn.receive({ type: "command", action: "pause", position: 1 });
    aminaIn.receive({ type: "command", action: "pause", position: 30 });
    await settle();
    expect(kofi.received.filter((m) => m.type === "error")).toMatchObject([
      { code: "watch-party/not-lead" },
    ]);
    expect(amina.received.filter((m) => m.type === "error")).toEqual([]);
    expect(kofi.timelines().at(-1)).toMatchObject({
      timeline: { playing: false, position: 30 },
    });
    // The host is back within the grace period: they lead again, and everyone hears it.
    time.advance(PARTY_HOST_RECLAIM_MS - 30_000);
    const back = inbox();
    await registry.join(seed, HOST, back.socket);
    await settle();
    expect(kofi.received.filter((m) => m.type === "lead").at(-1)).toEqual({
      type: "lead",
      lead: { id: "host", name: "Host" },
    });
    expect(back.lastRoom()?.lead).toBe("host");
  });

  it("a big party hears of its new lead at once, not with the next second's member list", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { registry, seed } = rooms("party");
    const hosting = await registry.join(seed, HOST, inbox().socket);
    const first = inbox();
    await registry.join(seed, guest("Amina"), first.socket);
    for (let i = 0; i < 60; i += 1) await registry.join(seed, guest(`Guest ${i}`), inbox().socket);
    await settle();
    vi.advanceTimersByTime(1000);
    hosting.leave();
    await settle();
    expect(first.lastRoom()).toMatchObject({ lead: "Amina", count: 61 });
  });

  it("a host back after the grace period joins as a member", async () => {
    const { registry, seed, time } = rooms("party");
    const hosting = await registry.join(seed, HOST, inbox().socket);
    const amina = inbox();
    await registry.join(seed, guest("Amina"), amina.socket);
    await settle();
    hosting.leave();
    time.advance(PARTY_HOST_RECLAIM_MS + 1);
    const back = inbox();
    const again = await registry.join(seed, HOST, back.socket);
    again.receive({ type: "command", action: "play", position: 3 });
    await settle();
    expect(amina.received.filter((m) => m.type === "lead")).toHaveLength(1);
    expect(back.lastRoom()?.lead).toBe("Amina");
    expect(back.received.find((m) => m.type === "error")).toMatchObject({
      code: "watch-party/not-lead",
    });
  });

  it("a process that opens the room later learns who leads from the others", async () => {
    const time = fakeTime();
    const bus = createLocalBus();
    const process = () =>
      createPartyRooms({
        bus,
        now: time.now,
        schedule: time.schedule,
        bufferWaitMs: 10_000,
        saveTimeline: () => Promise.resolve(),
        onError: (error) => {
          throw error;
        },
      });
    const [one, two] = [process(), process()];
    const seed = {
      key: "party:Y",
      info: { kind: "party" as const, ref: "film", title: "Film" },
      timeline: () => Promise.resolve({ playing: false, position: 0, at: 0 }),
    };
    const hosting = await one.join(seed, HOST, inbox().socket);
    await one.join(seed, guest("Amina"), inbox().socket);
    await settle();
    hosting.leave();
    await settle();
    // Past the grace period, the host comes back on a process that did not have the room:
    // without being told, it would hand them the lead (nobody leads in its fresh room).
    time.advance(PARTY_HOST_RECLAIM_MS + 1);
    const kofi = inbox();
    await two.join(seed, guest("Kofi"), kofi.socket);
    await settle();
    const back = inbox();
    await two.join(seed, HOST, back.socket);
    await settle();
    expect(kofi.lastRoom()?.lead).toBe("Amina");
    expect(back.lastRoom()?.lead).toBe("Amina");
  });
});

describe("a guest who storms the room (issue 39, item 5)", () => {
  it("buffering: 4 changes per socket in 10 s reach the room; the last state always does", async () => {
    const { registry, seed, time, bufferingEvents } = rooms("party");
    const host = inbox();
    const lead = await registry.join(seed, HOST, host.socket);
    const storm = await registry.join(seed, guest("Kofi"), inbox().socket);
    lead.receive({ type: "command", action: "play", position: 0 });
    await turn();
    // 101 messages in one second, ending stalled: before the budget, 101 room events.
    for (let i = 0; i <= 100; i += 1) {
      storm.receive({ type: "buffering", buffering: i % 2 === 0 });
      if (i % 10 === 0) time.advance(100);
    }
    await turn();
    expect(bufferingEvents()).toBe(4);
    expect(host.lastRoom()?.members.find((m) => m.name === "Kofi")?.buffering).toBe(false);
    // When the window allows, the newest state (stalled) goes: the room is not left behind.
    time.advance(10_000);
    await turn();
    expect(bufferingEvents()).toBe(5);
    expect(host.lastRoom()?.members.find((m) => m.name === "Kofi")?.buffering).toBe(true);
    // Saying the same again costs nothing and changes nothing.
    storm.receive({ type: "buffering", buffering: true });
    await turn();
    expect(bufferingEvents()).toBe(5);
  });

  it(`the host hears ${PARTY_BUFFERING_FLIPS_PER_MINUTE} pauses and resumes at most from a guest on ${PARTY_SOCKETS_PER_PERSON} screens`, async () => {
    const { registry, seed, time } = rooms("party");
    const host = inbox();
    const lead = await registry.join(seed, HOST, host.socket);
    const screens = [];
    for (let i = 0; i < PARTY_SOCKETS_PER_PERSON; i += 1) {
      screens.push(await registry.join(seed, guest("Kofi"), inbox().socket));
    }
    lead.receive({ type: "command", action: "play", position: 0 });
    await turn();
    const before = host.timelines().length;
    // A minute of flipping, as fast as the sockets may.
    for (let ms = 0; ms < 60_000; ms += 50) {
      for (const [i, screen] of screens.entries()) {
        screen.receive({ type: "buffering", buffering: (ms / 50 + i) % 2 === 0 });
      }
      time.advance(50);
      await Promise.resolve();
    }
    await turn();
    expect(host.timelines().length - before).toBeLessThanOrEqual(PARTY_BUFFERING_FLIPS_PER_MINUTE);
    expect(host.lastRoom()?.count).toBe(2);
  });

  it(`lets a person in on ${PARTY_SOCKETS_PER_PERSON} screens; the next is refused with 429, even in a burst`, async () => {
    for (const kind of ["party", "screening"] as const) {
      const { registry, seed } = rooms(kind);
      const watcher = inbox();
      // Five at once: joins under way count, so the burst cannot slip past the cap.
      const burst = await Promise.allSettled(
        Array.from({ length: 5 }, () => registry.join(seed, guest("Kofi"), watcher.socket)),
      );
      const admitted = burst.filter((r) => r.status === "fulfilled");
      expect(admitted).toHaveLength(PARTY_SOCKETS_PER_PERSON);
      for (const refused of burst.filter((r) => r.status === "rejected")) {
        expect(refused.reason).toMatchObject({
          statusCode: 429,
          code: "watch-party/too-many-sockets",
        });
      }
      // Someone else is not affected; the person counts once.
      const other = inbox();
      await registry.join(seed, guest("Esi"), other.socket);
      await turn();
      expect(other.lastRoom()?.count).toBe(2);
      expect(other.lastRoom()?.members.map((m) => m.name)).toEqual(["Kofi", "Esi"]);
      // A screen closed makes room for another.
      if (admitted[0]?.status === "fulfilled") admitted[0].value.leave();
      await turn();
      await expect(registry.join(seed, guest("Kofi"), watcher.socket)).resolves.toBeDefined();
    }
  });

  it("writes a party's timeline once a second at most, always the newest, and on closing", async () => {
    const { registry, seed, saved, time } = rooms("party");
    const lead = await registry.join(seed, HOST, inbox().socket);
    const seeks = async (from: number, count: number) => {
      for (let i = 0; i < count; i += 1) {
        lead.receive({ type: "command", action: "seek", position: from + i });
        await Promise.resolve();
        time.advance(10);
      }
    };
    // 50 seeks in half a second: the first is written at once, the newest at the second's end.
    await seeks(1, 50);
    await turn();
    expect(saved.map((t) => t.position)).toEqual([1]);
    time.advance(500);
    await turn();
    expect(saved.map((t) => t.position)).toEqual([1, 50]);
    // Five seconds of seeks every 10 ms: one write a second.
    await seeks(100, 500);
    await turn();
    expect(saved.length).toBe(2 + 5);
    // The room closes with a change waiting: it is written at once, not lost.
    const last = saved.length;
    lead.receive({ type: "command", action: "pause", position: 777 });
    await turn();
    expect(saved).toHaveLength(last);
    lead.leave();
    await turn();
    expect(saved.at(-1)).toMatchObject({ playing: false, position: 777 });
  });

  it("writes every waiting timeline when the process stops", async () => {
    const { registry, seed, saved } = rooms("party");
    const lead = await registry.join(seed, HOST, inbox().socket);
    lead.receive({ type: "command", action: "play", position: 1 });
    await Promise.resolve();
    lead.receive({ type: "command", action: "seek", position: 42 });
    await turn();
    expect(saved.map((t) => t.position)).toEqual([1]);
    await registry.close();
    expect(saved.map((t) => t.position)).toEqual([1, 42]);
  });
});
