import { spawn } from "node:child_process";
import path from "node:path";
import type { PartyServerMessage } from "@tazama/contracts";
import { afterAll, describe, expect, it } from "vitest";
import { type MemberSocket, type PartyRooms, createPartyRooms } from "./party-rooms.ts";
import { PRESENCE } from "./presence.ts";
import { type BusMessage, type RoomBus, createPostgresBus } from "./room-bus.ts";
import { fakeTime } from "./testing/room-testing.ts";

const url = process.env.TEST_DATABASE_URL;
const buses: RoomBus[] = [];

afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
});

/** One API process's rooms, on its own LISTEN connection. */
async function apiProcess(): Promise<PartyRooms> {
  const bus = await createPostgresBus(url!, (error) => {
    throw error;
  });
  buses.push(bus);
  return createPartyRooms({
    bus,
    now: () => Date.now(),
    schedule: () => undefined,
    bufferWaitMs: 10_000,
    saveTimeline: () => Promise.resolve(),
    onError: (error) => {
      throw error;
    },
  });
}

function socket() {
  const received: PartyServerMessage[] = [];
  const waiters: (() => void)[] = [];
  const member: MemberSocket = {
    send(text) {
      received.push(JSON.parse(text) as PartyServerMessage);
      for (const wake of waiters.splice(0)) wake();
    },
  };
  /** The last message `match` accepts, among those from index `from` on (now or to come). */
  const until = async (match: (m: PartyServerMessage) => boolean, from = 0) => {
    while (!received.slice(from).some(match)) {
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
    return received.findLast(match)!;
  };
  return { member, until, mark: () => received.length };
}

const seed = (key: string) => ({
  key,
  info: { kind: "party" as const, ref: "film", title: "Film" },
  timeline: () => Promise.resolve({ playing: false, position: 0, at: Date.now() }),
});

describe.skipIf(!url)("rooms across two API processes (PostgreSQL LISTEN/NOTIFY)", () => {
  it("members on either process see one room: its count, and the host's command", async () => {
    const [one, two] = [await apiProcess(), await apiProcess()];
    const key = `party:BUS${Date.now().toString(36).toUpperCase()}`;
    const host = socket();
    const guest = socket();
    const leading = await one.join(
      seed(key),
      { name: "Host", host: true, person: "host" },
      host.member,
    );
    await host.until((m) => m.type === "room" && m.room.count === 1);
    // The second process opens the room later: its hello brings the host's presence over.
    const guestAs = { name: "Guest", host: false, person: "guest" };
    await two.join(seed(key), guestAs, guest.member);
    await guest.until((m) => m.type === "room" && m.room.count === 2);
    await host.until((m) => m.type === "room" && m.room.count === 2);
    leading.receive({ type: "command", action: "play", position: 30 });
    const played = await guest.until((m) => m.type === "timeline" && m.timeline.playing);
    expect(played.type === "timeline" && played.timeline.position).toBe(30);
    leading.receive({ type: "react", emoji: "👏" });
    expect(await guest.until((m) => m.type === "reaction")).toEqual({
      type: "reaction",
      emoji: "👏",
      name: "Host",
    });
    // The guest on two more screens, one per process: the room counts one guest, and a fourth
    // screen is refused on either process.
    const loading = (yes: boolean) => (m: PartyServerMessage) =>
      m.type === "room" &&
      m.room.count === 2 &&
      m.room.members.find((x) => x.name === "Guest")?.buffering === yes;
    // Each screen says it is loading, then not: seen on the other process, its join was too.
    // Both processes must have shown the loading end before the next screen speaks, or a late
    // "loading" view on the host's process could pass for the next screen's.
    const onOne = await one.join(seed(key), guestAs, socket().member);
    let mark = guest.mark();
    let hostMark = host.mark();
    onOne.receive({ type: "buffering", buffering: true });
    await guest.until(loading(true), mark);
    await host.until(loading(true), hostMark);
    mark = guest.mark();
    hostMark = host.mark();
    onOne.receive({ type: "buffering", buffering: false });
    await guest.until(loading(false), mark);
    await host.until(loading(false), hostMark);
    const onTwo = await two.join(seed(key), guestAs, socket().member);
    hostMark = host.mark();
    onTwo.receive({ type: "buffering", buffering: true });
    await host.until(loading(true), hostMark);
    await expect(one.join(seed(key), guestAs, socket().member)).rejects.toMatchObject({
      code: "watch-party/too-many-sockets",
    });
    await expect(two.join(seed(key), guestAs, socket().member)).rejects.toMatchObject({
      code: "watch-party/too-many-sockets",
    });
    leading.leave();
    await guest.until((m) => m.type === "room" && m.room.count === 1);
    // The host gone, the guest leads (issue 42, §8): told on their process, and their command
    // from it drives the room.
    expect(await guest.until((m) => m.type === "lead")).toEqual({
      type: "lead",
      lead: { id: "guest", name: "Guest" },
    });
    mark = guest.mark();
    onTwo.receive({ type: "command", action: "pause", position: 31 });
    await guest.until((m) => m.type === "timeline" && m.timeline.position === 31, mark);
  });
});

/** A process's bus that lets the test wait for a message to come back from PostgreSQL. */
function watched(bus: RoomBus) {
  const sent: BusMessage[] = [];
  const waiters: { match: (m: BusMessage) => boolean; resolve: () => void }[] = [];
  const watchedBus: RoomBus = {
    publish(message) {
      sent.push(message);
      return bus.publish(message);
    },
    subscribe(handler) {
      bus.subscribe((message) => {
        handler(message);
        for (const waiter of waiters.filter((w) => w.match(message))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      });
    },
    close: () => bus.close(),
  };
  return {
    bus: watchedBus,
    sent,
    /** The next message `match` accepts, once this process has handled it. */
    next: (match: (m: BusMessage) => boolean) =>
      new Promise<void>((resolve) => waiters.push({ match, resolve })),
  };
}

describe.skipIf(!url)("a member on an API process that dies (ADR 0078)", () => {
  it("leaves the room on the other process once the lease is over; the lead passes on", async () => {
    const key = `party:DIE${Date.now().toString(36).toUpperCase()}`;
    // The host's process, a real one: its rooms on their own LISTEN connection, beating every
    // 200 ms by its own clock.
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(import.meta.dirname, "testing/room-process.ts"), key],
      { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, TEST_DATABASE_URL: url } },
    );
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
          if (chunk.includes("joined")) resolve();
        });
        child.once("exit", (code) => {
          reject(new Error(`the room process exited (${String(code)})`));
        });
      });
      // This process judges with a clock the test moves.
      const time = fakeTime(Date.now());
      const line = watched(
        await createPostgresBus(url!, (error) => {
          throw error;
        }),
      );
      buses.push(line.bus);
      const here = createPartyRooms({
        bus: line.bus,
        now: time.now,
        schedule: time.schedule,
        bufferWaitMs: 10_000,
        saveTimeline: () => Promise.resolve(),
        onError: (error) => {
          throw error;
        },
      });
      const guest = socket();
      await here.join(seed(key), { name: "Kofi", host: false, person: "kofi" }, guest.member);
      await guest.until((m) => m.type === "room" && m.room.count === 2 && m.room.lead === "host");
      const mine = (line.sent.find((m) => m.kind === "hello") as BusMessage).origin;
      const ownBeat = (m: BusMessage) => m.kind === "beat" && m.origin === mine;
      const theirBeat = (m: BusMessage) => m.kind === "beat" && m.origin !== mine;
      const leaves = () => line.sent.filter((m) => m.kind === "event" && m.event.type === "leave");
      // Four leases' worth of this clock while the host's process beats: nobody is dropped.
      for (let beat = 0; beat < (4 * PRESENCE.leaseMs) / PRESENCE.beatMs; beat += 1) {
        const heard = Promise.all([line.next(ownBeat), line.next(theirBeat)]);
        time.advance(PRESENCE.beatMs);
        await heard;
      }
      expect(leaves()).toEqual([]);
      child.kill("SIGKILL");
      await exited;
      // Killed: no more beats. Within the lease the host stays; past it they are dropped.
      let beats = 0;
      const mark = guest.mark();
      const dropped = guest.until((m) => m.type === "room" && m.room.count === 1, mark);
      while (leaves().length === 0 && beats < 10) {
        const heard = line.next(ownBeat);
        time.advance(PRESENCE.beatMs);
        beats += 1;
        await heard;
      }
      expect(beats * PRESENCE.beatMs).toBeGreaterThan(PRESENCE.leaseMs);
      expect(beats * PRESENCE.beatMs).toBeLessThanOrEqual(PRESENCE.leaseMs + 2 * PRESENCE.beatMs);
      const room = await dropped;
      expect(room.type === "room" && room.room).toMatchObject({
        count: 1,
        lead: "kofi",
        members: [{ name: "Kofi", leads: true }],
      });
      expect(await guest.until((m) => m.type === "lead", mark)).toEqual({
        type: "lead",
        lead: { id: "kofi", name: "Kofi" },
      });
      await here.close();
    } finally {
      child.kill("SIGKILL");
      await exited;
    }
  });
});
