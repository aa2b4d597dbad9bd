import type { PartyServerMessage } from "@tazama/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPartyRooms } from "./party-rooms.ts";
import { createLocalBus } from "./room-bus.ts";

const turn = () => new Promise((resolve) => setImmediate(resolve));

function rooms(kind: "party" | "screening") {
  const saved: unknown[] = [];
  const registry = createPartyRooms({
    bus: createLocalBus(),
    now: () => 1_000_000,
    schedule: () => undefined,
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
  return { registry, seed, saved };
}

function inbox() {
  const received: PartyServerMessage[] = [];
  return {
    received,
    socket: { send: (text: string) => received.push(JSON.parse(text) as PartyServerMessage) },
    rooms: () => received.filter((m) => m.type === "room"),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the rooms of one process", () => {
  it("tells a big room of comings and goings once a second, and of the timeline at once", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { registry, seed, saved } = rooms("party");
    const first = inbox();
    const host = await registry.join(seed, { name: "Host", host: true }, first.socket);
    for (let i = 0; i < 60; i += 1) {
      await registry.join(seed, { name: `Guest ${i}`, host: false }, inbox().socket);
      await turn();
    }
    const before = first.rooms().length;
    // Past 50 members, newcomers wait for the next second's message.
    await registry.join(seed, { name: "Late", host: false }, inbox().socket);
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
    expect(saved).toHaveLength(1);
  });

  it("refuses a guest's command; the room closes with its last member", async () => {
    const { registry, seed } = rooms("party");
    const guest = inbox();
    const member = await registry.join(seed, { name: "Guest", host: false }, guest.socket);
    member.receive({ type: "command", action: "pause", position: 1 });
    expect(guest.received.at(-1)).toMatchObject({ type: "error", code: "watch-party/not-host" });
    member.leave();
    expect(registry.size()).toBe(0);
  });
});
