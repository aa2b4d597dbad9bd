import type { PartyClientMessage, PartyServerMessage } from "@tazama/contracts";
import type { FastifyInstance } from "fastify";

/** A member of a watch room in a test: what the server sent, and waiting for what it sends next. */
export interface RoomMember {
  received: PartyServerMessage[];
  send(message: PartyClientMessage | string): void;
  /** The first message (already received, or to come) that `match` accepts. */
  next<T extends PartyServerMessage["type"]>(
    type: T,
    match?: (message: Extract<PartyServerMessage, { type: T }>) => boolean,
  ): Promise<Extract<PartyServerMessage, { type: T }>>;
  closed: Promise<number>;
  close(): void;
  /**
   * The connection goes at once, as a closed tab's (injectWS's in-memory streams never end a
   * close handshake: after close() the server hears of it only after ws's 30 s close timeout).
   */
  drop(): void;
}

/** Opens the room socket as the user with `cookie` (through app.injectWS: no network). */
export async function joinRoom(
  app: FastifyInstance,
  cookie: string,
  query: string,
  headers: Record<string, string> = {},
): Promise<RoomMember> {
  const received: PartyServerMessage[] = [];
  const waiters: (() => void)[] = [];
  let socket!: { send(text: string): void; close(): void; terminate(): void };
  let onClose!: (code: number) => void;
  const closed = new Promise<number>((resolve) => (onClose = resolve));
  await app.injectWS(
    `/api/v1/watch-party/socket?${query}`,
    { headers: { cookie, ...headers } },
    {
      onInit: (ws) => {
        socket = ws;
        ws.on("message", (data: Buffer) => {
          received.push(JSON.parse(data.toString()) as PartyServerMessage);
          for (const wake of waiters.splice(0)) wake();
        });
        ws.on("close", (code: number) => {
          onClose(code);
        });
      },
    },
  );
  return {
    received,
    send: (message) => {
      socket.send(typeof message === "string" ? message : JSON.stringify(message));
    },
    async next(type, match = () => true) {
      for (let seen = 0; ;) {
        for (; seen < received.length; seen += 1) {
          const message = received[seen]!;
          if (message.type === type && match(message as never)) return message as never;
        }
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    closed,
    close: () => {
      socket.close();
    },
    drop: () => {
      socket.terminate();
    },
  };
}
