import { randomUUID } from "node:crypto";
import {
  PARTY_SOCKETS_PER_PERSON,
  type PartyClientMessage,
  type PartyServerMessage,
  type PartyTimeline,
} from "@tazama/contracts";
import { HttpError } from "../../lib/http-error.ts";
import { PartyRoom, type RoomEvent, type RoomInfo } from "./party-room.ts";
import { PRESENCE, type PresenceTiming, createPresence } from "./presence.ts";
import type { BusMessage, RoomBus } from "./room-bus.ts";
import { createTimelineWrites } from "./timeline-writes.ts";

/** A member's socket, as the rooms see it: text out. */
export interface MemberSocket {
  send(text: string): void;
}

/** Which room a member joins, and how to start it in a process that has none of its members. */
export interface RoomSeed {
  key: string;
  info: RoomInfo;
  timeline: () => Promise<PartyTimeline>;
}

export interface PartyRoomsDeps {
  bus: RoomBus;
  /** Server time in ms (tests pass their clock). */
  now: () => number;
  /** Runs `task` after `ms` (tests run it by hand). */
  schedule: (ms: number, task: () => void) => void;
  bufferWaitMs: number;
  /**
   * Writes a private party's timeline, for processes that open the room later: called at most
   * once a second per room (TIMELINE_WRITE_EVERY_MS), with the newest timeline.
   */
  saveTimeline: (key: string, timeline: PartyTimeline) => Promise<void>;
  onError: (error: unknown) => void;
  /** How often this process says it is alive, and how long the others wait (default PRESENCE). */
  presence?: PresenceTiming;
}

interface LocalRoom {
  room: PartyRoom;
  sockets: Map<string, MemberSocket>;
  /** Members in this process (re-announced when another process opens the room). */
  local: Set<string>;
  /** Every member's process (the origin of their join): who must stay heard to keep them. */
  owners: Map<string, string>;
  /** Sockets of this process whose join the bus has not brought back yet: socket → person. */
  joining: Map<string, string>;
  /** A message to the members is due this turn (urgent) or within PRESENCE_MS (presence). */
  soon: boolean;
  later: NodeJS.Timeout | null;
}

/** A member's handle on their room: what they send, and leaving. */
export interface Membership {
  id: string;
  receive(message: PartyClientMessage): void;
  leave(): void;
}

/**
 * A room this big hears of comings and goings once a second at most (a premiere's join storm
 * would otherwise send every member a message per newcomer); the timeline always goes at once.
 */
const QUIET_ROOM = 50;
const PRESENCE_MS = 1000;

/** Reactions per member: at most this many in this window. */
const REACTIONS = { max: 5, windowMs: 3000 };

/**
 * Buffering changes a socket may send the room: this many in this window (a ping burst is 8 at
 * once, pings 20 a second). Past it the newest state waits for the window and then goes alone:
 * the room always ends up with the socket's last state, never with every flip.
 */
const BUFFERING = { max: 4, windowMs: 10_000 };

/** A party's timeline is written to its row once a second at most (the room is the truth). */
export const TIMELINE_WRITE_EVERY_MS = 1000;

const tooManySockets = () =>
  new HttpError(
    429,
    "watch-party/too-many-sockets",
    "You are already in this room on as many screens as one person may. Close one to watch here.",
  );

/**
 * The rooms this process serves. Changes go through the bus and are applied when they come
 * back, in bus order, so every process holds the same rooms; each sends to its own sockets.
 */
export function createPartyRooms(deps: PartyRoomsDeps) {
  const origin = randomUUID();
  const timing = deps.presence ?? PRESENCE;
  const presence = createPresence(origin, deps.now, timing);
  let closed = false;
  const rooms = new Map<string, LocalRoom>();
  const opening = new Map<string, Promise<LocalRoom>>();
  const writes = createTimelineWrites({
    now: deps.now,
    schedule: deps.schedule,
    write: deps.saveTimeline,
    onError: deps.onError,
    everyMs: TIMELINE_WRITE_EVERY_MS,
  });

  const publish = (message: BusMessage) => {
    deps.bus.publish(message).catch(deps.onError);
  };
  const publishEvent = (room: string, event: RoomEvent) => {
    publish({ room, origin, kind: "event", event });
  };

  function sendAll(local: LocalRoom, text: string) {
    for (const socket of local.sockets.values()) socket.send(text);
  }

  function flush(local: LocalRoom) {
    local.soon = false;
    if (local.later) clearTimeout(local.later);
    local.later = null;
    const message: PartyServerMessage = { type: "room", room: local.room.view() };
    sendAll(local, JSON.stringify(message));
  }

  /** Changes in one turn of the event loop reach the members as one message. */
  function markDirty(local: LocalRoom, urgent: boolean) {
    if (local.soon) return;
    if (urgent || local.room.members.size <= QUIET_ROOM) {
      local.soon = true;
      setImmediate(() => {
        flush(local);
      });
      return;
    }
    local.later ??= setTimeout(() => {
      flush(local);
    }, PRESENCE_MS);
  }

  function onEvent(key: string, local: LocalRoom, from: string, event: RoomEvent) {
    const fromHere = from === origin;
    if (event.type === "join") {
      local.joining.delete(event.member.id);
      local.owners.set(event.member.id, from);
    }
    if (event.type === "leave") {
      local.owners.delete(event.id);
      const member = local.room.members.get(event.id);
      // Another process dropped a member still connected here (this process's beats came late):
      // they are announced again, as to a process opening the room.
      if (member && local.local.has(event.id)) {
        publishEvent(key, { type: "join", member: { ...member }, now: deps.now() });
      }
    }
    // Who leads, for the process that just opened the room: the others know already.
    if (event.type === "sync" && event.to !== origin) return;
    const change = local.room.apply(event);
    if (change.refused && event.type === "command" && event.socket) {
      // Told on the member's own screen, wherever it is (the process that holds the socket).
      const refused: PartyServerMessage = {
        type: "error",
        code: "watch-party/not-lead",
        message: "Only the member who leads can play, pause or seek.",
      };
      local.sockets.get(event.socket)?.send(JSON.stringify(refused));
    }
    if (!change.changed) return;
    if (change.lead) {
      const lead: PartyServerMessage = { type: "lead", lead: change.lead };
      sendAll(local, JSON.stringify(lead));
    }
    if (change.timelineMoved) {
      // The timeline goes out at once, on its own (a few dozen bytes, however big the room).
      const { timeline, waitingFor } = local.room.view();
      const moved: PartyServerMessage = { type: "timeline", timeline, waitingFor };
      sendAll(local, JSON.stringify(moved));
    }
    // Who is here (and who is buffering) follows; a command or a wait's end changes neither.
    if (
      event.type === "join" ||
      event.type === "leave" ||
      event.type === "buffering" ||
      event.type === "sync"
    ) {
      // A party hears at once of who is loading, and of who leads now.
      const party = local.room.info.kind === "party";
      const urgent = event.type === "buffering" || event.type === "sync" || change.lead;
      markDirty(local, party && Boolean(urgent));
    }
    if (!fromHere) return;
    if (change.wait) {
      const wait = change.wait;
      deps.schedule(Math.max(0, wait.until - deps.now()), () => {
        publishEvent(key, { type: "wait-over", wait: wait.id, now: deps.now() });
      });
    }
    if (change.timelineMoved && local.room.info.kind === "party") {
      writes.save(key, local.room.timeline);
    }
  }

  deps.bus.subscribe((message) => {
    presence.heard(message.origin);
    const local = rooms.get(message.room);
    if (!local) return;
    const fromHere = message.origin === origin;
    if (message.kind === "beat") return;
    if (message.kind === "event") {
      onEvent(message.room, local, message.origin, message.event);
    } else if (message.kind === "reaction") {
      const out: PartyServerMessage = {
        type: "reaction",
        emoji: message.emoji,
        name: message.name,
      };
      sendAll(local, JSON.stringify(out));
    } else if (!fromHere) {
      // Another process opened this room: tell it who watches here.
      for (const id of local.local) {
        const member = local.room.members.get(id);
        if (member) publishEvent(message.room, { type: "join", member, now: deps.now() });
      }
      if (local.room.info.kind === "party") {
        const state = local.room.leadState();
        publishEvent(message.room, { type: "sync", to: message.origin, now: deps.now(), ...state });
      }
    }
  });

  /**
   * Every beat: this process says it is alive (while it holds a room), and the members of a
   * process not heard for the lease leave every room they are in. Every live process sends
   * those leaves; the ones after the first change nothing.
   */
  function beat() {
    if (closed) return;
    if (rooms.size > 0) publish({ room: "", origin, kind: "beat" });
    for (const [key, local] of rooms) {
      for (const [id, owner] of local.owners) {
        if (presence.expired(owner)) publishEvent(key, { type: "leave", id, now: deps.now() });
      }
    }
    presence.forget();
    deps.schedule(timing.beatMs, beat);
  }
  deps.schedule(timing.beatMs, beat);

  async function open(seed: RoomSeed): Promise<LocalRoom> {
    const found = rooms.get(seed.key);
    if (found) return found;
    let pending = opening.get(seed.key);
    if (!pending) {
      pending = seed.timeline().then((timeline) => {
        const local: LocalRoom = {
          room: new PartyRoom(seed.info, timeline, deps.bufferWaitMs),
          sockets: new Map(),
          local: new Set(),
          owners: new Map(),
          joining: new Map(),
          soon: false,
          later: null,
        };
        rooms.set(seed.key, local);
        opening.delete(seed.key);
        publish({ room: seed.key, origin, kind: "hello" });
        return local;
      });
      opening.set(seed.key, pending);
    }
    return pending;
  }

  return {
    /**
     * Lets a member's socket into the room, or refuses it (HttpError 429) when the same person
     * (`person`: one per account and room) has PARTY_SOCKETS_PER_PERSON there already.
     */
    async join(
      seed: RoomSeed,
      member: { name: string; host: boolean; person: string },
      socket: MemberSocket,
    ): Promise<Membership> {
      const local = await open(seed);
      // Joins under way count too: a burst of sockets is judged one by one, not all at once.
      let screens = local.room.socketsOf(member.person);
      for (const person of local.joining.values()) if (person === member.person) screens += 1;
      if (screens >= PARTY_SOCKETS_PER_PERSON) throw tooManySockets();
      const id = randomUUID();
      const you = { id: member.person, host: member.host };
      const welcome: PartyServerMessage = { type: "welcome", you };
      socket.send(JSON.stringify(welcome));
      local.sockets.set(id, socket);
      local.local.add(id);
      local.joining.set(id, member.person);
      publishEvent(seed.key, {
        type: "join",
        member: { id, ...member, buffering: false, since: deps.now() },
        now: deps.now(),
      });
      const sent: number[] = [];
      const buffering = {
        sent: [] as number[],
        /** What the room was last told, and what this socket said last. */
        told: false,
        wanted: false,
        waiting: false,
        left: false,
      };
      /** Tells the room this socket's newest state when its budget allows, else later. */
      const tellBuffering = () => {
        if (buffering.left || buffering.waiting || buffering.wanted === buffering.told) return;
        const now = deps.now();
        while (buffering.sent.length > 0 && buffering.sent[0]! <= now - BUFFERING.windowMs) {
          buffering.sent.shift();
        }
        if (buffering.sent.length >= BUFFERING.max) {
          buffering.waiting = true;
          deps.schedule(buffering.sent[0]! + BUFFERING.windowMs - now, () => {
            buffering.waiting = false;
            tellBuffering();
          });
          return;
        }
        buffering.sent.push(now);
        buffering.told = buffering.wanted;
        publishEvent(seed.key, { type: "buffering", id, buffering: buffering.told, now });
      };
      return {
        id,
        receive(message) {
          const now = deps.now();
          if (message.type === "ping") {
            const pong: PartyServerMessage = { type: "pong", t0: message.t0, server: now };
            socket.send(JSON.stringify(pong));
          } else if (message.type === "buffering") {
            buffering.wanted = message.buffering;
            tellBuffering();
          } else if (message.type === "command") {
            // The lead, not the host, drives the room (when the host leaves, who took over):
            // judged when the command comes back from the bus, in order with joins and leaves.
            const { action, position } = message;
            const by = member.person;
            publishEvent(seed.key, { type: "command", action, position, now, by, socket: id });
          } else {
            while (sent.length > 0 && sent[0]! <= now - REACTIONS.windowMs) sent.shift();
            if (sent.length >= REACTIONS.max) return;
            sent.push(now);
            publish({
              room: seed.key,
              origin,
              kind: "reaction",
              emoji: message.emoji,
              name: member.name,
            });
          }
        },
        leave() {
          buffering.left = true;
          local.joining.delete(id);
          local.sockets.delete(id);
          local.local.delete(id);
          publishEvent(seed.key, { type: "leave", id, now: deps.now() });
          if (local.sockets.size === 0) {
            if (local.later) clearTimeout(local.later);
            rooms.delete(seed.key);
            // The room closes here: its last timeline goes to the row now.
            void writes.flush(seed.key);
          }
        },
      };
    },

    /** Rooms open in this process (health, metrics, tests). */
    size: () => rooms.size,

    /** Members' sockets open in this process's rooms (metrics). */
    sockets: () => [...rooms.values()].reduce((total, room) => total + room.sockets.size, 0),

    /** The process stops: every party's last timeline is written (awaited). */
    close: () => {
      closed = true;
      return writes.close();
    },
  };
}

export type PartyRooms = ReturnType<typeof createPartyRooms>;
