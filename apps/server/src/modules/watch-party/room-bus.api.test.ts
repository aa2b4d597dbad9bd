import type { PartyServerMessage } from "@tazama/contracts";
import { afterAll, describe, expect, it } from "vitest";
import { type MemberSocket, type PartyRooms, createPartyRooms } from "./party-rooms.ts";
import { type RoomBus, createPostgresBus } from "./room-bus.ts";

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
    const onOne = await one.join(seed(key), guestAs, socket().member);
    let mark = guest.mark();
    onOne.receive({ type: "buffering", buffering: true });
    await guest.until(loading(true), mark);
    mark = guest.mark();
    onOne.receive({ type: "buffering", buffering: false });
    await guest.until(loading(false), mark);
    const onTwo = await two.join(seed(key), guestAs, socket().member);
    mark = host.mark();
    onTwo.receive({ type: "buffering", buffering: true });
    await host.until(loading(true), mark);
    await expect(one.join(seed(key), guestAs, socket().member)).rejects.toMatchObject({
      code: "watch-party/too-many-sockets",
    });
    await expect(two.join(seed(key), guestAs, socket().member)).rejects.toMatchObject({
      code: "watch-party/too-many-sockets",
    });
    leading.leave();
    await guest.until((m) => m.type === "room" && m.room.count === 1);
  });
});
