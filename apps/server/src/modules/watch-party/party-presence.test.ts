import { describe, expect, it } from "vitest";
import { createPartyRooms } from "./party-rooms.ts";
import { PRESENCE } from "./presence.ts";
import { type BusMessage, type RoomBus, createLocalBus } from "./room-bus.ts";
import { fakeTime, inbox } from "./testing/room-testing.ts";

const turn = () => new Promise((resolve) => setImmediate(resolve));
const settle = async () => {
  await turn();
  await turn();
};

/**
 * One process's line to a bus shared by several: it can die (says and hears nothing more), go
 * deaf (its listening connection is down) or be slow (what it says waits, then goes at once).
 */
function line(shared: RoomBus) {
  let dead = false;
  let deaf = false;
  let held: BusMessage[] | null = null;
  const sent: BusMessage[] = [];
  const bus: RoomBus = {
    publish(message) {
      if (dead) return Promise.resolve();
      sent.push(message);
      if (held) held.push(message);
      else void shared.publish(message);
      return Promise.resolve();
    },
    subscribe(handler) {
      shared.subscribe((message) => {
        if (!dead && !deaf) handler(message);
      });
    },
    close: () => Promise.resolve(),
  };
  return {
    bus,
    /** Leaves this process sent (members it dropped). */
    leaves: () => sent.filter((m) => m.kind === "event" && m.event.type === "leave"),
    kill: () => (dead = true),
    deafen: () => (deaf = true),
    hold: () => (held = []),
    release() {
      for (const message of held ?? []) void shared.publish(message);
      held = null;
    },
  };
}

/** Two API processes on one bus, one clock; the host on the first, a guest on the second. */
async function twoProcesses() {
  const time = fakeTime();
  const shared = createLocalBus();
  const process = () => {
    const link = line(shared);
    const registry = createPartyRooms({
      bus: link.bus,
      now: time.now,
      schedule: time.schedule,
      bufferWaitMs: 10_000,
      saveTimeline: () => Promise.resolve(),
      onError: (error) => {
        throw error;
      },
    });
    return { link, registry };
  };
  const [one, two] = [process(), process()];
  const seed = {
    key: "party:P",
    info: { kind: "party" as const, ref: "film", title: "Film" },
    timeline: () => Promise.resolve({ playing: true, position: 0, at: 0 }),
  };
  const host = inbox();
  const guest = inbox();
  await one.registry.join(seed, { name: "Host", host: true, person: "host" }, host.socket);
  await settle();
  await two.registry.join(seed, { name: "Kofi", host: false, person: "kofi" }, guest.socket);
  await settle();
  /** The clock moves on one beat at a time, the bus delivering between beats. */
  const pass = async (ms: number) => {
    for (let done = 0; done < ms; done += PRESENCE.beatMs) {
      time.advance(PRESENCE.beatMs);
      await settle();
    }
  };
  return { one, two, host, guest, pass };
}

describe("members of a process that dies (ADR 0078)", () => {
  it("leave the other processes' rooms once its lease is over; the lead passes on", async () => {
    const { one, two, guest, pass } = await twoProcesses();
    expect(guest.lastRoom()).toMatchObject({ count: 2, lead: "host" });
    one.link.kill();
    // Within the lease the host may only be slow: still in the room.
    await pass(PRESENCE.leaseMs);
    expect(guest.lastRoom()?.count).toBe(2);
    await pass(PRESENCE.beatMs);
    expect(guest.lastRoom()).toMatchObject({ count: 1, lead: "kofi" });
    expect(guest.lastRoom()?.members.map((m) => m.name)).toEqual(["Kofi"]);
    expect(guest.received.filter((m) => m.type === "lead")).toEqual([
      { type: "lead", lead: { id: "kofi", name: "Kofi" } },
    ]);
    // Dropped once: the next beats send no more leaves.
    const leaves = two.link.leaves().length;
    await pass(5 * PRESENCE.beatMs);
    expect(two.link.leaves()).toHaveLength(leaves);
  });

  it("stay while their process beats, however long the room is quiet", async () => {
    const { one, two, guest, host, pass } = await twoProcesses();
    await pass(30 * 60_000);
    expect(one.link.leaves()).toEqual([]);
    expect(two.link.leaves()).toEqual([]);
    expect(guest.lastRoom()?.count).toBe(2);
    expect(host.lastRoom()?.count).toBe(2);
  });

  it("stay when the process that stops hearing is the one judging (its own beats do not come back)", async () => {
    const { two, guest, pass } = await twoProcesses();
    two.link.deafen();
    await pass(5 * PRESENCE.leaseMs);
    expect(two.link.leaves()).toEqual([]);
    expect(guest.lastRoom()?.count).toBe(2);
  });

  it("come back when their process was only late: it announces them again", async () => {
    const { one, two, host, guest, pass } = await twoProcesses();
    one.link.hold();
    await pass(PRESENCE.leaseMs + PRESENCE.beatMs);
    expect(two.link.leaves()).toHaveLength(1);
    expect(guest.lastRoom()?.count).toBe(1);
    // The late process hears it was dropped; what it held back (its beats, the host again) goes.
    one.link.release();
    await settle();
    await settle();
    expect(guest.lastRoom()?.count).toBe(2);
    expect(host.lastRoom()?.count).toBe(2);
    expect(
      guest
        .lastRoom()
        ?.members.map((m) => m.name)
        .sort(),
    ).toEqual(["Host", "Kofi"]);
  });
});
