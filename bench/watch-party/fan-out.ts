import { PARTY_SOCKETS_PER_PERSON, type PartyServerMessage } from "@tazama/contracts";
import WebSocket from "ws";
import type { BenchAccount } from "./accounts.ts";

/** A member without video: a socket that keeps the last room it heard of. */
interface Listener {
  socket: WebSocket;
  wait(position: number): Promise<number>;
  count(): number;
}

function listen(origin: string, code: string, account: BenchAccount): Promise<Listener> {
  const url = `${origin.replace(/^http/, "ws")}/api/v1/watch-party/socket?party=${code}`;
  const socket = new WebSocket(url, { headers: { cookie: account.cookie } });
  let count = 0;
  const waiting = new Map<number, (at: number) => void>();
  socket.on("message", (data: Buffer) => {
    const at = performance.now();
    const message = JSON.parse(data.toString()) as PartyServerMessage;
    if (message.type === "room") count = message.room.count;
    if (message.type === "timeline") waiting.get(message.timeline.position)?.(at);
  });
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.once("open", () => {
      resolve({
        socket,
        count: () => count,
        wait: (position) =>
          new Promise<number>((done) => {
            waiting.set(position, (at) => {
              waiting.delete(position);
              done(at);
            });
          }),
      });
    });
  });
}

/**
 * `members` sockets in one party (spread over `origins`, the API processes), the first one its
 * host's, the others the guests' (PARTY_SOCKETS_PER_PERSON each, the most a person may open);
 * the host sends `commands` seeks, and each member's wait from the send to the room message
 * that carries it is one sample (ms).
 */
export async function measureFanOut(options: {
  origins: readonly string[];
  code: string;
  host: BenchAccount;
  guests: readonly BenchAccount[];
  members: number;
  commands: number;
}): Promise<number[]> {
  const { origins, code, guests } = options;
  const listeners: Listener[] = [];
  listeners.push(await listen(origins[0]!, code, options.host));
  for (let i = 1; i < options.members; i += 50) {
    const batch = Array.from({ length: Math.min(50, options.members - i) }, (_, k) =>
      listen(
        origins[(i + k) % origins.length]!,
        code,
        guests[Math.floor((i + k - 1) / PARTY_SOCKETS_PER_PERSON)]!,
      ),
    );
    listeners.push(...(await Promise.all(batch)));
  }
  const host = listeners[0]!;
  // The room counts people: the host and the guests.
  const people = 1 + Math.ceil((options.members - 1) / PARTY_SOCKETS_PER_PERSON);
  const deadline = Date.now() + 30_000;
  while (listeners.some((l) => l.count() < people)) {
    if (Date.now() > deadline) throw new Error("the members did not all arrive");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const samples: number[] = [];
  for (let k = 1; k <= options.commands; k += 1) {
    const position = k * 1.5;
    const arrivals = listeners.map((l) => l.wait(position));
    const sent = performance.now();
    host.socket.send(JSON.stringify({ type: "command", action: "seek", position }));
    for (const at of await Promise.all(arrivals)) samples.push(at - sent);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const l of listeners) l.socket.close();
  return samples;
}
