import { z } from "zod";
import { refCodeSchema } from "./screenings.ts";

/**
 * Watching together (issue 15): an online screening's room (a premiere: everyone at now − start)
 * and private watch parties (a host who may watch a title invites friends with a ref code and
 * leads play, pause and seek). One WebSocket per member; the server schedules every change at a
 * server time and each client keeps to it with its own clock offset.
 */
export const WATCH_PARTY_PATHS = {
  parties: "/api/v1/watch-parties",
  party: "/api/v1/watch-parties/:code",
  socket: "/api/v1/watch-party/socket",
} as const;

/** The reactions a member may send (no free-text chat). */
export const PARTY_REACTIONS = ["👏", "😂", "😮", "😢", "❤️", "🔥"] as const;
/** A private party waits this long at most for a member who is buffering. */
export const PARTY_BUFFER_WAIT_MS = 10_000;
/** Commands take effect this far ahead, so every member starts at the same server time. */
export const PARTY_COMMAND_LEAD_MS = 400;
/** Drift from this size on is corrected by a seek; smaller drift by a brief playback-rate nudge. */
export const PARTY_SEEK_DRIFT_S = 0.4;
/**
 * A member who changes their buffering state more often than this in a minute (all their
 * screens together) no longer makes the party wait: they catch up alone, as after the wait.
 */
export const PARTY_BUFFERING_FLIPS_PER_MINUTE = 6;
/**
 * When the member who leads a private party leaves (their last screen closes), the lead passes
 * to the member in the room longest and the film goes on. The party's host who comes back
 * within this long takes the lead back; later they join as any member (issue 42, §8).
 */
export const PARTY_HOST_RECLAIM_MS = 5 * 60_000;
/** One person may be in one room on this many screens (sockets) at once. */
export const PARTY_SOCKETS_PER_PERSON = 3;
/**
 * Close code of a socket past PARTY_SOCKETS_PER_PERSON (4000 + 429, as every refusal is 4000 +
 * its HTTP status): final, the page says why and does not reconnect.
 */
export const PARTY_CLOSE_TOO_MANY_SOCKETS = 4429;
/** An online screening's room opens this long before it starts. */
export const SCREENING_ROOM_OPENS_MIN = 30;
/** …and closes this long after the film's end. */
export const SCREENING_ROOM_CLOSES_MIN = 30;

export const createWatchPartyBodySchema = z.strictObject({ ref: z.string().trim().min(1).max(80) });
export const watchPartyCodeParamsSchema = z.object({ code: refCodeSchema });

export const watchPartySchema = z.object({
  code: refCodeSchema,
  ref: z.string(),
  title: z.string(),
  host: z.string(),
  /** The caller is the host. */
  hosting: z.boolean(),
  /** The caller may watch the title (bought, rented, free): each guest needs their own right. */
  mayWatch: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type WatchParty = z.infer<typeof watchPartySchema>;

/** Which room a socket joins: an online screening's, or a private party's. */
export const watchRoomQuerySchema = z.union([
  z.strictObject({ screening: z.uuid() }),
  z.strictObject({ party: refCodeSchema }),
]);
export type WatchRoomQuery = z.infer<typeof watchRoomQuerySchema>;

/** What a member sends. */
export const partyClientMessageSchema = z.discriminatedUnion("type", [
  /** A clock sample: the client's send time; answered by a pong with the server's time. */
  z.strictObject({ type: z.literal("ping"), t0: z.number() }),
  /** The member's player stalled (true) or can play again (false). */
  z.strictObject({ type: z.literal("buffering"), buffering: z.boolean() }),
  /** The lead's play, pause or seek (a private party's lead only: the host, or who took over). */
  z.strictObject({
    type: z.literal("command"),
    action: z.enum(["play", "pause", "seek"]),
    position: z.number().min(0).max(86_400),
  }),
  z.strictObject({ type: z.literal("react"), emoji: z.enum(PARTY_REACTIONS) }),
]);
export type PartyClientMessage = z.infer<typeof partyClientMessageSchema>;

/** Where the film is: `position` seconds at server time `at` (ms), moving on while playing. */
export interface PartyTimeline {
  playing: boolean;
  position: number;
  at: number;
}

/** A person in a room (their screens counted once). */
export interface PartyMember {
  /** Stable for this person in this room (not their account's id). */
  id: string;
  name: string;
  /** The party's host (who started it): kept when someone else leads. */
  host: boolean;
  /** Plays, pauses and seeks for everyone now: the host, or who took over when they left. */
  leads: boolean;
  buffering: boolean;
}

export interface PartyRoomView {
  kind: "screening" | "party";
  ref: string;
  title: string;
  timeline: PartyTimeline;
  /** The people watching now (one person on several screens counts once). */
  count: number;
  /** The first PARTY_MEMBERS_SHOWN members: the lead, the host and those buffering first. */
  members: PartyMember[];
  /** The member (`PartyMember.id`) who leads a private party now; null at a premiere, or alone. */
  lead: string | null;
  /** Names of the members a private party is waiting for (buffering). */
  waitingFor: string[];
}

/** A room lists this many members by name; the count covers the rest. */
export const PARTY_MEMBERS_SHOWN = 24;

/** What the server sends. */
export type PartyServerMessage =
  | { type: "pong"; t0: number; server: number }
  /**
   * Sent once on joining: the member's own id (as in `members`), and whether they are the
   * party's host (who leads now is the room's `lead`).
   */
  | { type: "welcome"; you: { id: string; host: boolean } }
  | { type: "room"; room: PartyRoomView }
  /** The timeline moved (a command, a wait for a buffering member, its end): sent at once. */
  | { type: "timeline"; timeline: PartyTimeline; waitingFor: string[] }
  /** Someone else leads now (the lead left, or the host came back): `id` as in `members`. */
  | { type: "lead"; lead: { id: string; name: string } }
  | { type: "reaction"; emoji: (typeof PARTY_REACTIONS)[number]; name: string }
  | { type: "error"; code: string; message: string };

/** Where the film is at server time `now` (ms). */
export function timelinePosition(timeline: PartyTimeline, now: number): number {
  if (!timeline.playing || now <= timeline.at) return timeline.position;
  return timeline.position + (now - timeline.at) / 1000;
}
