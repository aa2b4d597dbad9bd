import { randomUUID } from "node:crypto";
import type { PartyClientMessage, PartyServerMessage, PartyTimeline } from "@tazama/contracts";
import { PartyRoom, type RoomEvent, type RoomInfo } from "./party-room.ts";
import type { BusMessage, RoomBus } from "./room-bus.ts";

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
  /** A private party's timeline moved: keep it for processes that open the room later. */
  saveTimeline: (key: string, timeline: PartyTimeline) => Promise<void>;
  onError: (error: unknown) => void;
}

interface LocalRoom {
  room: PartyRoom;
  sockets: Map<string, MemberSocket>;
  /** Members in this process (re-announced when another process opens the room). */
  local: Set<string>;
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
 * The rooms this process serves. Changes go through the bus and are applied when they come
 * back, in bus order, so every process holds the same rooms; each sends to its own sockets.
 */
export function createPartyRooms(deps: PartyRoomsDeps) {
  const origin = randomUUID();
  const rooms = new Map<string, LocalRoom>();
  const opening = new Map<string, Promise<LocalRoom>>();

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

  function onEvent(key: string, local: LocalRoom, fromHere: boolean, event: RoomEvent) {
    const change = local.room.apply(event);
    if (!change.changed) return;
    if (change.timelineMoved) {
      // The timeline goes out at once, on its own (a few dozen bytes, however big the room).
      const { timeline, waitingFor } = local.room.view();
      const moved: PartyServerMessage = { type: "timeline", timeline, waitingFor };
      sendAll(local, JSON.stringify(moved));
    }
    // Who is here (and who is buffering) follows; a command or a wait's end changes neither.
    if (event.type === "join" || event.type === "leave" || event.type === "buffering") {
      markDirty(local, event.type === "buffering" && local.room.info.kind === "party");
    }
    if (!fromHere) return;
    if (change.wait) {
      const wait = change.wait;
      deps.schedule(Math.max(0, wait.until - deps.now()), () => {
        publishEvent(key, { type: "wait-over", wait: wait.id, now: deps.now() });
      });
    }
    if (change.timelineMoved && local.room.info.kind === "party") {
      deps.saveTimeline(key, local.room.timeline).catch(deps.onError);
    }
  }

  deps.bus.subscribe((message) => {
    const local = rooms.get(message.room);
    if (!local) return;
    const fromHere = message.origin === origin;
    if (message.kind === "event") {
      onEvent(message.room, local, fromHere, message.event);
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
    }
  });

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
    async join(
      seed: RoomSeed,
      member: { name: string; host: boolean },
      socket: MemberSocket,
    ): Promise<Membership> {
      const local = await open(seed);
      const id = randomUUID();
      const welcome: PartyServerMessage = { type: "welcome", you: { id, host: member.host } };
      socket.send(JSON.stringify(welcome));
      local.sockets.set(id, socket);
      local.local.add(id);
      publishEvent(seed.key, {
        type: "join",
        member: { id, ...member, buffering: false },
        now: deps.now(),
      });
      const sent: number[] = [];
      return {
        id,
        receive(message) {
          const now = deps.now();
          if (message.type === "ping") {
            const pong: PartyServerMessage = { type: "pong", t0: message.t0, server: now };
            socket.send(JSON.stringify(pong));
          } else if (message.type === "buffering") {
            publishEvent(seed.key, { type: "buffering", id, buffering: message.buffering, now });
          } else if (message.type === "command") {
            if (!member.host) {
              const refused: PartyServerMessage = {
                type: "error",
                code: "watch-party/not-host",
                message: "Only the host can play, pause or seek.",
              };
              socket.send(JSON.stringify(refused));
              return;
            }
            const { action, position } = message;
            publishEvent(seed.key, { type: "command", action, position, now });
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
          local.sockets.delete(id);
          local.local.delete(id);
          publishEvent(seed.key, { type: "leave", id, now: deps.now() });
          if (local.sockets.size === 0) {
            if (local.later) clearTimeout(local.later);
            rooms.delete(seed.key);
          }
        },
      };
    },

    /** Rooms open in this process (health, tests). */
    size: () => rooms.size,
  };
}

export type PartyRooms = ReturnType<typeof createPartyRooms>;
