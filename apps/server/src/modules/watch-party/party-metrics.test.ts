import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { partyMetrics } from "./party-metrics.ts";
import { createPartyRooms } from "./party-rooms.ts";
import { createLocalBus } from "./room-bus.ts";

// Issue 44: the rooms and sockets a process holds, read by each scrape.

const value = async (registry: Registry, name: string) =>
  (await registry.getSingleMetric(name)?.get())?.values[0]?.value;

describe("watch-party gauges", () => {
  it("count the open rooms and their members' sockets, down to none when they leave", async () => {
    const registry = new Registry();
    const rooms = createPartyRooms({
      bus: createLocalBus(),
      now: () => 1_000_000,
      schedule: () => {},
      bufferWaitMs: 10_000,
      saveTimeline: () => Promise.resolve(),
      onError: (error) => {
        throw error;
      },
    });
    partyMetrics(registry, rooms);
    const seed = (key: string) => ({
      key,
      info: { kind: "party" as const, ref: "film", title: "Film" },
      timeline: () => Promise.resolve({ playing: false, position: 0, at: 0 }),
    });
    const socket = { send: () => {} };
    const a = await rooms.join(seed("party:A"), { name: "Host", host: true, person: "h" }, socket);
    const b = await rooms.join(seed("party:A"), { name: "Ada", host: false, person: "a" }, socket);
    const c = await rooms.join(seed("party:B"), { name: "Bo", host: true, person: "b" }, socket);
    expect(await value(registry, "tazama_party_rooms_open")).toBe(2);
    expect(await value(registry, "tazama_party_sockets_open")).toBe(3);
    for (const member of [a, b, c]) member.leave();
    expect(await value(registry, "tazama_party_rooms_open")).toBe(0);
    expect(await value(registry, "tazama_party_sockets_open")).toBe(0);
  });
});
