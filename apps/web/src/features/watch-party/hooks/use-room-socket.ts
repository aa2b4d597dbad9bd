import {
  type PARTY_REACTIONS,
  type PartyClientMessage,
  type PartyRoomView,
  type PartyServerMessage,
  WATCH_PARTY_PATHS,
  type WatchRoomQuery,
} from "@tazama/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { type ClockSample, clockOffset } from "../lib/clock-offset.ts";
import { roomRefusal } from "../lib/room-refusal.ts";

/** This device's clock in ms since the epoch (monotonic between samples). */
export const localNow = () => performance.timeOrigin + performance.now();

/** Clock pings on joining, and again now and then (clocks drift, routes change). */
const FIRST_PINGS = 8;
const PING_GAP_MS = 150;
const REPING_EVERY_MS = 20_000;
const SAMPLES_KEPT = 24;
/** Reconnects after a lost connection wait 1, 2, 4 … 15 s. */
const MAX_BACKOFF_MS = 15_000;
/** A reaction floats this long. */
const REACTION_MS = 4000;

export interface FloatingReaction {
  key: number;
  emoji: (typeof PARTY_REACTIONS)[number];
  name: string;
}

export interface RoomSocketState {
  status: "connecting" | "open" | "refused" | "lost";
  room: PartyRoomView | null;
  you: { id: string; host: boolean } | null;
  /** The server's refusal (no ticket, no right to watch, not open yet, too many screens). */
  refusal: { code: string; message: string } | null;
  /** Server clock − this clock, in ms, once measured. */
  offset: number | null;
  reactions: FloatingReaction[];
  /** Who took the lead since this member joined (the lead left, or the host came back). */
  newLead: { id: string; name: string } | null;
}

const INITIAL: RoomSocketState = {
  status: "connecting",
  room: null,
  you: null,
  refusal: null,
  offset: null,
  reactions: [],
  newLead: null,
};

function socketUrl(query: WatchRoomQuery): string {
  const scheme = window.location.protocol === "https:" ? "wss" : "ws";
  const search = "party" in query ? `party=${query.party}` : `screening=${query.screening}`;
  return `${scheme}://${window.location.host}${WATCH_PARTY_PATHS.socket}?${search}`;
}

/**
 * The room's socket: the room as the server sees it, this member's id, the server clock's offset
 * (NTP-style pings) and the reactions floating now. Reconnects after a lost connection, not after
 * a refusal.
 */
export function useRoomSocket(query: WatchRoomQuery | null) {
  const [state, setState] = useState<RoomSocketState>(INITIAL);
  const socketRef = useRef<WebSocket | null>(null);
  const offsetRef = useRef<number | null>(null);
  const key = query ? JSON.stringify(query) : null;
  // The refusal is worded when it comes, in the page's language then.
  const i18n = useI18n();
  const i18nRef = useRef(i18n);
  useEffect(() => {
    i18nRef.current = i18n;
  }, [i18n]);

  useEffect(() => {
    if (!key) return;
    const wanted = JSON.parse(key) as WatchRoomQuery;
    let stopped = false;
    let attempt = 0;
    let reactionKey = 0;
    const timers = new Set<number>();
    const later = (ms: number, task: () => void) => {
      const id = window.setTimeout(() => {
        timers.delete(id);
        task();
      }, ms);
      timers.add(id);
    };
    const samples: ClockSample[] = [];

    const connect = () => {
      const socket = new WebSocket(socketUrl(wanted));
      socketRef.current = socket;
      let refusal: RoomSocketState["refusal"] = null;
      const ping = (count: number) => {
        for (let i = 0; i < count; i += 1) {
          later(i * PING_GAP_MS, () => {
            if (socket.readyState === WebSocket.OPEN) {
              socket.send(JSON.stringify({ type: "ping", t0: localNow() }));
            }
          });
        }
      };
      const reping = window.setInterval(() => {
        ping(3);
      }, REPING_EVERY_MS);
      socket.onopen = () => {
        attempt = 0;
        setState((s) => ({ ...s, status: "open", refusal: null }));
        ping(FIRST_PINGS);
      };
      socket.onmessage = (event: MessageEvent<string>) => {
        const message = JSON.parse(event.data) as PartyServerMessage;
        switch (message.type) {
          case "pong": {
            samples.push({ sent: message.t0, server: message.server, received: localNow() });
            if (samples.length > SAMPLES_KEPT) samples.shift();
            const best = clockOffset(samples);
            offsetRef.current = best?.offset ?? null;
            setState((s) => ({ ...s, offset: best?.offset ?? null }));
            break;
          }
          case "welcome":
            setState((s) => ({ ...s, you: message.you }));
            break;
          case "room":
            setState((s) => ({ ...s, room: message.room }));
            break;
          case "timeline": {
            const { timeline, waitingFor } = message;
            setState((s) => (s.room ? { ...s, room: { ...s.room, timeline, waitingFor } } : s));
            break;
          }
          case "lead":
            setState((s) => ({ ...s, newLead: message.lead }));
            break;
          case "reaction": {
            reactionKey += 1;
            const floating = { key: reactionKey, emoji: message.emoji, name: message.name };
            setState((s) => ({ ...s, reactions: [...s.reactions.slice(-11), floating] }));
            later(REACTION_MS, () => {
              setState((s) => ({
                ...s,
                reactions: s.reactions.filter((r) => r.key !== floating.key),
              }));
            });
            break;
          }
          case "error":
            refusal = { code: message.code, message: message.message };
            break;
        }
      };
      socket.onclose = (event) => {
        window.clearInterval(reping);
        if (stopped) return;
        // A refusal (4000 + its HTTP status; too many screens is 4429) is final: no reconnecting.
        if (event.code >= 4000 && event.code < 5000 && event.code !== 4500) {
          const why = roomRefusal(event.code, refusal, i18nRef.current);
          setState((s) => ({ ...s, status: "refused", refusal: why }));
          return;
        }
        setState((s) => ({ ...s, status: "lost" }));
        attempt += 1;
        later(Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (attempt - 1)), connect);
      };
    };
    connect();
    return () => {
      stopped = true;
      for (const id of timers) window.clearTimeout(id);
      socketRef.current?.close();
      socketRef.current = null;
      setState(INITIAL);
    };
  }, [key]);

  const send = useCallback((message: PartyClientMessage) => {
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }, []);
  /** The server's time now, by the measured offset (this clock until it is measured). */
  const serverNow = useCallback(() => localNow() + (offsetRef.current ?? 0), []);

  return { ...state, send, serverNow };
}
