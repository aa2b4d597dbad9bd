import { createHash } from "node:crypto";
import {
  SCREENING_ROOM_CLOSES_MIN,
  SCREENING_ROOM_OPENS_MIN,
  type WatchParty,
  type WatchRoomQuery,
} from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { newRefCode } from "../../lib/ref-code.ts";
import type { RoomSeed } from "./party-rooms.ts";
import type { WatchPartyRepository } from "./watch-party.repository.ts";

export interface WatchPartyServiceDeps {
  repo: WatchPartyRepository;
  clock: Clock;
  /** May this user watch this title now (entitlements: bought, rented, free, a ticket)? */
  mayWatch: (userId: string, ref: string) => Promise<boolean>;
}

/** Who joins a room, as whom, and how the room starts. */
export interface Admission {
  seed: RoomSeed;
  name: string;
  host: boolean;
  /** The viewer in this room: the same on each of their screens, not their account's id. */
  person: string;
}

/** A person's id in one room: members see it, and cannot tell the account from it. */
const personIn = (roomKey: string, userId: string) =>
  createHash("sha256").update(`${roomKey}\n${userId}`).digest("base64url").slice(0, 16);

const MINUTE = 60_000;
const notFound = () => new HttpError(404, "watch-party/not-found", "No watch party has this code.");

/** Private parties (made by a host who may watch the title) and who may join which room. */
export function createWatchPartyService(deps: WatchPartyServiceDeps) {
  const { repo, clock } = deps;

  async function partyView(code: string, userId: string): Promise<WatchParty> {
    const party = await repo.party(code);
    if (!party) throw notFound();
    return {
      code: party.code,
      ref: party.ref,
      title: party.title,
      host: party.host,
      hosting: party.hostId === userId,
      mayWatch: await deps.mayWatch(userId, party.ref),
      createdAt: party.createdAt.toISOString(),
    };
  }

  return {
    async create(userId: string, ref: string): Promise<WatchParty> {
      const title = await repo.title(ref);
      if (!title) throw new HttpError(404, "content/not-found", "This title does not exist.");
      if (!(await deps.mayWatch(userId, ref))) {
        throw new HttpError(
          403,
          "content/not-entitled",
          "Buy or rent this title to watch it with friends.",
        );
      }
      const at = clock.now();
      for (;;) {
        const code = newRefCode();
        if (await repo.createParty(code, title.id, userId, at)) return partyView(code, userId);
      }
    },

    party: partyView,

    /** The room a signed-in viewer asks to join, or why not. */
    async admit(userId: string, query: WatchRoomQuery): Promise<Admission> {
      const name = (await repo.userName(userId)).split(/\s+/)[0] || "Guest";
      if ("party" in query) {
        const party = await repo.party(query.party);
        if (!party) throw notFound();
        if (!(await deps.mayWatch(userId, party.ref))) {
          throw new HttpError(
            403,
            "content/not-entitled",
            "Buy or rent this title to join the party: each guest watches with their own right.",
          );
        }
        const key = `party:${party.code}`;
        return {
          name,
          host: party.hostId === userId,
          person: personIn(key, userId),
          seed: {
            key,
            info: { kind: "party", ref: party.ref, title: party.title },
            timeline: async () => {
              const saved = await repo.party(party.code);
              const row = saved ?? party;
              return { playing: row.playing, position: row.position, at: row.at.getTime() };
            },
          },
        };
      }
      const screening = await repo.onlineScreening(query.screening);
      if (!screening || screening.status !== "scheduled") {
        throw new HttpError(404, "screening/not-found", "This online screening does not exist.");
      }
      if (!(await repo.holdsTicket(userId, screening.id))) {
        throw new HttpError(403, "screening/no-ticket", "You need a ticket for this screening.");
      }
      const start = screening.startsAt.getTime();
      const now = clock.now().getTime();
      if (now < start - SCREENING_ROOM_OPENS_MIN * MINUTE) {
        throw new HttpError(
          409,
          "screening/room-not-open",
          `The room opens ${SCREENING_ROOM_OPENS_MIN} minutes before the screening starts.`,
        );
      }
      if (now >= start + screening.durationS * 1000 + SCREENING_ROOM_CLOSES_MIN * MINUTE) {
        throw new HttpError(410, "screening/over", "This screening is over.");
      }
      const key = `screening:${screening.id}`;
      return {
        name,
        host: false,
        person: personIn(key, userId),
        seed: {
          key,
          info: { kind: "screening", ref: screening.ref, title: screening.title },
          // A premiere: position 0 at the start, for everyone; late joiners jump in.
          timeline: () => Promise.resolve({ playing: true, position: 0, at: start }),
        },
      };
    },
  };
}

export type WatchPartyService = ReturnType<typeof createWatchPartyService>;
