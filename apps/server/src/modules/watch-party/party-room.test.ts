import {
  PARTY_BUFFERING_FLIPS_PER_MINUTE,
  PARTY_COMMAND_LEAD_MS,
  PARTY_HOST_RECLAIM_MS,
  timelinePosition,
} from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../lib/clock.ts";
import { PartyRoom } from "./party-room.ts";

const WAIT = 10_000;
const T0 = 1_000_000;

function party() {
  const room = new PartyRoom(
    { kind: "party", ref: "film", title: "Film" },
    { playing: false, position: 0, at: T0 },
    WAIT,
  );
  for (const [id, host] of [
    ["host", true],
    ["amina", false],
    ["kofi", false],
  ] as const) {
    room.apply({
      type: "join",
      member: { id, person: id, name: id, host, buffering: false },
      now: T0,
    });
  }
  return room;
}

describe("a private party's room", () => {
  it("plays from a moment ahead, so every member starts at the same server time", () => {
    const room = party();
    const change = room.apply({ type: "command", action: "play", position: 12, now: T0 + 1000 });
    expect(change).toMatchObject({ changed: true, timelineMoved: true });
    expect(room.timeline).toEqual({
      playing: true,
      position: 12,
      at: T0 + 1000 + PARTY_COMMAND_LEAD_MS,
    });
    // Before the scheduled time the film holds; 5 s after it, it is 5 s on.
    expect(timelinePosition(room.timeline, T0 + 1200)).toBe(12);
    expect(timelinePosition(room.timeline, T0 + 6000 + PARTY_COMMAND_LEAD_MS)).toBe(17);
  });

  it("pauses at the host's position and seeks keeping play or pause", () => {
    const room = party();
    room.apply({ type: "command", action: "play", position: 0, now: T0 });
    room.apply({ type: "command", action: "pause", position: 30.5, now: T0 + 31_000 });
    expect(room.timeline).toEqual({ playing: false, position: 30.5, at: T0 + 31_000 });
    room.apply({ type: "command", action: "seek", position: 600, now: T0 + 40_000 });
    expect(room.timeline).toEqual({ playing: false, position: 600, at: T0 + 40_000 });
    room.apply({ type: "command", action: "play", position: 600, now: T0 + 41_000 });
    room.apply({ type: "command", action: "seek", position: 90, now: T0 + 42_000 });
    expect(room.timeline).toMatchObject({ playing: true, position: 90 });
  });

  it("waits for a buffering member, names them, and goes on when they can play", () => {
    const room = party();
    room.apply({ type: "command", action: "play", position: 0, now: T0 });
    const start = T0 + PARTY_COMMAND_LEAD_MS;
    const stall = room.apply({
      type: "buffering",
      id: "amina",
      buffering: true,
      now: start + 20_000,
    });
    expect(stall.wait).toEqual({ id: 1, until: start + 20_000 + WAIT });
    expect(room.timeline).toEqual({ playing: false, position: 20, at: start + 20_000 });
    expect(room.view().waitingFor).toEqual(["amina"]);
    // A second member stalls meanwhile: the same wait, two names.
    const second = room.apply({
      type: "buffering",
      id: "kofi",
      buffering: true,
      now: start + 21_000,
    });
    expect(second.wait).toBeUndefined();
    expect(room.view().waitingFor).toEqual(["amina", "kofi"]);
    room.apply({ type: "buffering", id: "amina", buffering: false, now: start + 22_000 });
    expect(room.timeline.playing).toBe(false);
    room.apply({ type: "buffering", id: "kofi", buffering: false, now: start + 23_000 });
    expect(room.timeline).toEqual({
      playing: true,
      position: 20,
      at: start + 23_000 + PARTY_COMMAND_LEAD_MS,
    });
    expect(room.view().waitingFor).toEqual([]);
  });

  it("waits 10 s at most: then the others go on and the late member catches up without holding it again", () => {
    const room = party();
    room.apply({ type: "command", action: "play", position: 0, now: T0 });
    const stall = room.apply({ type: "buffering", id: "kofi", buffering: true, now: T0 + 5000 });
    const over = room.apply({ type: "wait-over", wait: stall.wait!.id, now: T0 + 15_000 });
    expect(over).toMatchObject({ changed: true, timelineMoved: true });
    expect(room.timeline.playing).toBe(true);
    expect(room.view().waitingFor).toEqual([]);
    // Still buffering, and stalling again: no new wait until they have caught up once.
    room.apply({ type: "buffering", id: "kofi", buffering: false, now: T0 + 15_500 });
    room.apply({ type: "buffering", id: "kofi", buffering: true, now: T0 + 16_000 });
    expect(room.timeline.playing).toBe(false);
  });

  it("ignores a stale wait's timer, and a member who leaves stops being waited for", () => {
    const room = party();
    room.apply({ type: "command", action: "play", position: 0, now: T0 });
    const first = room.apply({ type: "buffering", id: "kofi", buffering: true, now: T0 + 5000 });
    room.apply({ type: "buffering", id: "kofi", buffering: false, now: T0 + 6000 });
    room.apply({ type: "buffering", id: "kofi", buffering: true, now: T0 + 9000 });
    expect(room.apply({ type: "wait-over", wait: first.wait!.id, now: T0 + 15_000 }).changed).toBe(
      false,
    );
    expect(room.timeline.playing).toBe(false);
    room.apply({ type: "leave", id: "kofi", now: T0 + 9500 });
    expect(room.timeline.playing).toBe(true);
    expect(room.view()).toMatchObject({ count: 2, waitingFor: [] });
  });

  it("a buffering member does not hold a paused party", () => {
    const room = party();
    const change = room.apply({ type: "buffering", id: "amina", buffering: true, now: T0 });
    expect(change.wait).toBeUndefined();
    expect(room.view().waitingFor).toEqual([]);
    expect(room.view().members.find((m) => m.id === "amina")?.buffering).toBe(true);
  });
});

describe("a member who keeps flipping buffering (issue 39, item 5)", () => {
  /** Flips `id` between stalled and playing `times` times, 100 ms apart; counts timeline moves. */
  function flip(room: PartyRoom, id: string, times: number, from: number) {
    let moves = 0;
    for (let i = 0; i < times; i += 1) {
      const change = room.apply({
        type: "buffering",
        id,
        buffering: i % 2 === 0,
        now: from + i * 100,
      });
      if (change.timelineMoved) moves += 1;
    }
    return moves;
  }

  it(`holds the party for ${PARTY_BUFFERING_FLIPS_PER_MINUTE} flips a minute at most, then catches up alone`, () => {
    const room = party();
    room.apply({ type: "command", action: "play", position: 0, now: T0 });
    // 40 flips in 4 s: before the rule, 20 pauses and 20 resumes for everyone.
    const moves = flip(room, "amina", 40, T0 + 1000);
    expect(moves).toBe(PARTY_BUFFERING_FLIPS_PER_MINUTE);
    // Stalled again: the party plays on; she is named nowhere as holding it.
    const stall = room.apply({ type: "buffering", id: "amina", buffering: true, now: T0 + 6000 });
    expect(stall).toMatchObject({ changed: true, timelineMoved: false });
    expect(stall.wait).toBeUndefined();
    expect(room.timeline.playing).toBe(true);
    expect(room.view().waitingFor).toEqual([]);
    // Another member still holds it.
    const kofi = room.apply({ type: "buffering", id: "kofi", buffering: true, now: T0 + 6500 });
    expect(kofi.wait).toBeDefined();
    room.apply({ type: "buffering", id: "kofi", buffering: false, now: T0 + 7000 });
    // A quiet minute later she holds it again.
    room.apply({ type: "buffering", id: "amina", buffering: false, now: T0 + 70_000 });
    const later = room.apply({ type: "buffering", id: "amina", buffering: true, now: T0 + 71_000 });
    expect(later.wait).toBeDefined();
    expect(room.view().waitingFor).toEqual(["amina"]);
  });

  it("counts a person's flips on all their screens, and lets go of a wait they hold", () => {
    const room = party();
    for (const id of ["amina-2", "amina-3"]) {
      room.apply({
        type: "join",
        member: { id, person: "amina", name: "amina", host: false, buffering: false },
        now: T0,
      });
    }
    room.apply({ type: "command", action: "play", position: 0, now: T0 });
    // One screen stalls and stays stalled: the party waits for it.
    const held = room.apply({ type: "buffering", id: "amina", buffering: true, now: T0 + 1000 });
    expect(held.wait).toBeDefined();
    // Her two other screens flip: once the person is past the limit, the wait ends.
    let moves = 0;
    for (let i = 0; i < 8; i += 1) {
      const id = i % 4 < 2 ? "amina-2" : "amina-3";
      const change = room.apply({
        type: "buffering",
        id,
        buffering: i % 2 === 0,
        now: T0 + 1100 + i * 100,
      });
      if (change.timelineMoved) moves += 1;
    }
    expect(moves).toBe(1);
    expect(room.timeline.playing).toBe(true);
    expect(room.view().waitingFor).toEqual([]);
  });
});

describe("people, not sockets", () => {
  it("counts and lists a person on three screens once, loading if any screen is", () => {
    const room = party();
    for (const id of ["kofi-2", "kofi-3"]) {
      room.apply({
        type: "join",
        member: { id, person: "kofi", name: "kofi", host: false, buffering: false },
        now: T0,
      });
    }
    room.apply({ type: "command", action: "play", position: 0, now: T0 });
    room.apply({ type: "buffering", id: "kofi-2", buffering: true, now: T0 + 1000 });
    room.apply({ type: "buffering", id: "kofi-3", buffering: true, now: T0 + 1000 });
    const view = room.view();
    expect(view.count).toBe(3);
    expect(view.members.map((m) => [m.id, m.buffering])).toEqual([
      ["host", false],
      ["kofi", true],
      ["amina", false],
    ]);
    expect(view.waitingFor).toEqual(["kofi"]);
    expect(room.socketsOf("kofi")).toBe(3);
    room.apply({ type: "leave", id: "kofi", now: T0 + 2000 });
    room.apply({ type: "leave", id: "kofi-2", now: T0 + 2000 });
    expect(room.view().count).toBe(3);
    room.apply({ type: "leave", id: "kofi-3", now: T0 + 2000 });
    expect(room.view()).toMatchObject({ count: 2, waitingFor: [] });
    expect(room.timeline.playing).toBe(true);
  });
});

describe("when the member who leads leaves (issue 42, §8)", () => {
  /** The host, then Amina a second later, then Kofi: each on one screen. */
  function partyOfThree(clock: ManualClock) {
    const room = new PartyRoom(
      { kind: "party", ref: "film", title: "Film" },
      { playing: false, position: 0, at: clock.now().getTime() },
      WAIT,
    );
    const join = (id: string, host = false) => {
      const now = clock.now().getTime();
      const member = { id, person: id.split("#")[0]!, name: id, host, buffering: false };
      return room.apply({ type: "join", member, now });
    };
    join("host", true);
    clock.advance(1000);
    join("amina");
    clock.advance(1000);
    join("kofi");
    return { room, join };
  }
  const at = (clock: ManualClock) => clock.now().getTime();

  it("passes the lead to the member there longest, who now drives the room; the film goes on", () => {
    const clock = new ManualClock(T0);
    const { room } = partyOfThree(clock);
    expect(room.view().lead).toBe("host");
    room.apply({ type: "command", action: "play", position: 10, now: at(clock), by: "host" });
    const playing = room.timeline;
    clock.advance(60_000);
    const left = room.apply({ type: "leave", id: "host", now: at(clock) });
    expect(left).toMatchObject({ changed: true, timelineMoved: false });
    expect(left.lead).toEqual({ id: "amina", name: "amina" });
    // No stop: the timeline is the one the host left, playing on.
    expect(room.timeline).toEqual(playing);
    expect(room.view()).toMatchObject({ lead: "amina" });
    expect(room.view().members[0]).toMatchObject({ id: "amina", leads: true });
    // Amina's pause is the room's; Kofi's is not, nor the host's from a socket left behind.
    const pause = (by: string) =>
      room.apply({ type: "command", action: "pause", position: 70, now: at(clock), by });
    expect(pause("kofi").changed).toBe(false);
    expect(room.timeline.playing).toBe(true);
    expect(pause("amina")).toMatchObject({ changed: true, timelineMoved: true });
    expect(room.timeline).toEqual({ playing: false, position: 70, at: at(clock) });
    // Amina leaves too: Kofi leads; Kofi leaves: nobody is left to lead.
    expect(room.apply({ type: "leave", id: "amina", now: at(clock) }).lead).toEqual({
      id: "kofi",
      name: "kofi",
    });
    expect(room.apply({ type: "leave", id: "kofi", now: at(clock) }).lead).toBeUndefined();
    expect(room.view().lead).toBeNull();
  });

  it("counts a person's time from their earliest screen still in the room", () => {
    const clock = new ManualClock(T0);
    const { room, join } = partyOfThree(clock);
    clock.advance(1000);
    // Amina opens a second screen, then closes her first: Kofi has been here longer now.
    join("amina#2");
    room.apply({ type: "leave", id: "amina", now: at(clock) });
    expect(room.apply({ type: "leave", id: "host", now: at(clock) }).lead).toEqual({
      id: "kofi",
      name: "kofi",
    });
  });

  it("gives the lead back to a host who returns within the grace period", () => {
    const clock = new ManualClock(T0);
    const { room, join } = partyOfThree(clock);
    room.apply({ type: "leave", id: "host", now: at(clock) });
    clock.advance(PARTY_HOST_RECLAIM_MS);
    expect(join("host#2", true).lead).toEqual({ id: "host", name: "host#2" });
    expect(room.view().lead).toBe("host");
    const pause = (by: string) =>
      room.apply({ type: "command", action: "pause", position: 5, now: at(clock), by }).changed;
    expect(pause("amina")).toBe(false);
    expect(pause("host")).toBe(true);
  });

  it("after the grace period the host comes back as a member, and leads only if it comes to them", () => {
    const clock = new ManualClock(T0);
    const { room, join } = partyOfThree(clock);
    room.apply({ type: "leave", id: "host", now: at(clock) });
    clock.advance(PARTY_HOST_RECLAIM_MS + 1);
    expect(join("host#2", true).lead).toBeUndefined();
    expect(room.view().lead).toBe("amina");
    expect(room.view().members.find((m) => m.id === "host")).toMatchObject({
      host: true,
      leads: false,
    });
    // Amina leaves: Kofi has been here longer than the host (who came back later).
    expect(room.apply({ type: "leave", id: "amina", now: at(clock) }).lead?.id).toBe("kofi");
    expect(room.apply({ type: "leave", id: "kofi", now: at(clock) }).lead?.id).toBe("host");
  });

  it("a host's second screen closing leaves the lead where it is", () => {
    const clock = new ManualClock(T0);
    const { room, join } = partyOfThree(clock);
    join("host#2", true);
    expect(room.apply({ type: "leave", id: "host", now: at(clock) }).lead).toBeUndefined();
    expect(room.view().lead).toBe("host");
  });
});

describe("an online screening's room", () => {
  it("keeps its premiere timeline: commands and buffering change nothing", () => {
    const start = T0 + 60_000;
    const room = new PartyRoom(
      { kind: "screening", ref: "film", title: "Film" },
      { playing: true, position: 0, at: start },
      WAIT,
    );
    room.apply({
      type: "join",
      member: { id: "a", person: "a", name: "A", host: false, buffering: false },
      now: T0,
    });
    expect(room.apply({ type: "command", action: "pause", position: 3, now: T0 }).changed).toBe(
      false,
    );
    expect(
      room.apply({ type: "buffering", id: "a", buffering: true, now: start + 5000 }).wait,
    ).toBeUndefined();
    expect(room.timeline).toEqual({ playing: true, position: 0, at: start });
    // Nobody leads a premiere: its schedule does.
    expect(room.view().lead).toBeNull();
    // A late joiner lands at now − start.
    expect(timelinePosition(room.timeline, start + 754_000)).toBe(754);
  });

  it("lists the host and buffering members first, at most 24 by name, and counts everyone", () => {
    const room = new PartyRoom(
      { kind: "screening", ref: "film", title: "Film" },
      { playing: true, position: 0, at: T0 },
      WAIT,
    );
    for (let i = 0; i < 40; i += 1) {
      const member = {
        id: `m${i}`,
        person: `p${i}`,
        name: `M${i}`,
        host: false,
        buffering: i === 39,
      };
      room.apply({ type: "join", member, now: T0 });
    }
    const view = room.view();
    expect(view.count).toBe(40);
    expect(view.members).toHaveLength(24);
    expect(view.members[0]?.id).toBe("p39");
  });
});
