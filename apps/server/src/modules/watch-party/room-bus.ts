import pg from "pg";
import type { PARTY_REACTIONS } from "@tazama/contracts";
import type { RoomEvent } from "./party-room.ts";

/**
 * One message on the bus: a room event, a reaction, a process asking who is in a room, or a
 * process saying it is alive (a beat: `room` is empty; ADR 0078).
 */
export type BusMessage = { room: string; origin: string } & (
  | { kind: "event"; event: RoomEvent }
  | { kind: "reaction"; emoji: (typeof PARTY_REACTIONS)[number]; name: string }
  | { kind: "hello" }
  | { kind: "beat" }
);

/**
 * How rooms fan out. Every process hears every message in one order, its own included: in one
 * process a queue; across processes PostgreSQL's LISTEN/NOTIFY (delivered in commit order).
 */
export interface RoomBus {
  publish(message: BusMessage): Promise<void>;
  subscribe(handler: (message: BusMessage) => void): void;
  close(): Promise<void>;
}

export function createLocalBus(): RoomBus {
  const handlers: ((message: BusMessage) => void)[] = [];
  return {
    publish(message) {
      // Later, as NOTIFY would: a handler never runs inside the publisher's call.
      queueMicrotask(() => {
        for (const handler of handlers) handler(message);
      });
      return Promise.resolve();
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    close: () => Promise.resolve(),
  };
}

const CHANNEL = "tazama_watch_party";

/** The bus across API processes: one listening connection per process, NOTIFY to publish. */
export async function createPostgresBus(
  url: string,
  onError: (error: Error) => void,
): Promise<RoomBus> {
  const listener = new pg.Client({ connectionString: url });
  // One sending connection: a process's messages reach the others in the order it sent them.
  const sender = new pg.Pool({ connectionString: url, max: 1 });
  sender.on("error", onError);
  listener.on("error", onError);
  await listener.connect();
  await listener.query(`listen ${CHANNEL}`);
  const handlers: ((message: BusMessage) => void)[] = [];
  listener.on("notification", (note) => {
    if (note.channel !== CHANNEL || !note.payload) return;
    const message = JSON.parse(note.payload) as BusMessage;
    for (const handler of handlers) handler(message);
  });
  return {
    async publish(message) {
      await sender.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(message)]);
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      await listener.end();
      await sender.end();
    },
  };
}
