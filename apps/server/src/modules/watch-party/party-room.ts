import {
  PARTY_BUFFERING_FLIPS_PER_MINUTE,
  PARTY_COMMAND_LEAD_MS,
  PARTY_HOST_RECLAIM_MS,
  PARTY_MEMBERS_SHOWN,
  type PartyMember,
  type PartyRoomView,
  type PartyTimeline,
  timelinePosition,
} from "@tazama/contracts";

/**
 * One socket in a room: `id` is the socket's, `person` the viewer's behind it (the same on each
 * of their screens; never sent to members as such: it is the `id` the member list shows).
 */
export interface RoomMember extends Omit<PartyMember, "leads"> {
  person: string;
  /**
   * When this socket joined (its publisher's clock): who has been in the room longest leads
   * when the lead leaves. Kept when the member is announced again to a process opening the room.
   */
  since?: number;
}

/** Who leads a private party, as a process opening the room learns it from the others. */
export interface LeadState {
  lead: string | null;
  hostAway: { person: string; at: number } | null;
}

/**
 * Everything that changes a room, in the order the bus delivers it: every process applies the
 * same events in the same order and so holds the same room. `now` is the publisher's clock.
 */
export type RoomEvent =
  | { type: "join"; member: RoomMember; now: number }
  | { type: "leave"; id: string; now: number }
  | { type: "buffering"; id: string; buffering: boolean; now: number }
  | {
      type: "command";
      action: "play" | "pause" | "seek";
      position: number;
      now: number;
      /**
       * The person who sent it, from which socket: applied only if they lead when it comes
       * back from the bus (every process decides alike, in bus order).
       */
      by?: string;
      socket?: string;
    }
  | { type: "wait-over"; wait: number; now: number }
  /** Who leads, for the process `to` that just opened the room (the others ignore it). */
  | ({ type: "sync"; to: string; now: number } & LeadState);

export interface RoomInfo {
  kind: "screening" | "party";
  ref: string;
  title: string;
}

/** What applying an event asks of the caller: tell the members, start a wait's timer. */
export interface RoomChange {
  changed: boolean;
  /** A private party started waiting for a buffering member: end the wait at `until` at most. */
  wait?: { id: number; until: number };
  /** The timeline moved (a command or a wait): the party's row is written again. */
  timelineMoved: boolean;
  /** A member's command came from someone who does not lead: it changes nothing. */
  refused?: boolean;
  /** Someone else leads now (the lead left, or the host came back): every member is told. */
  lead?: { id: string; name: string };
}

/** PARTY_BUFFERING_FLIPS_PER_MINUTE are counted over this window. */
const FLIP_WINDOW_MS = 60_000;

/**
 * One room's state. An online screening's timeline is fixed (position 0 at its start: a late
 * joiner lands at now − start); a private party's follows its host, and waits for a member who
 * buffers, at most `bufferWaitMs`, after which the others go on and the member catches up. A
 * person who keeps flipping their buffering state stops holding the party (issue 39, item 5).
 * When the member who leads leaves, the lead passes on and the film goes on (issue 42, §8).
 */

export class PartyRoom {
  /** Sockets by id. */
  readonly members = new Map<string, RoomMember>();
  /** Each person's sockets here. */
  private readonly people = new Map<string, Set<string>>();
  /** Each person's recent buffering changes (times; the last FLIPS + 1 at most). */
  private readonly flips = new Map<string, number[]>();
  private readonly waiting = new Set<string>();
  /** Members the party stopped waiting for: they catch up and do not hold it again meanwhile. */
  private readonly catchingUp = new Set<string>();
  private waitId = 0;
  /** Each socket's place in the line: when it joined, then the order joins were applied. */
  private readonly order = new Map<string, { since: number; seq: number }>();
  private seq = 0;
  /** The person who leads a private party (null before its host arrives, or empty). */
  private lead: string | null = null;
  /** The host left while leading: back before `at` + PARTY_HOST_RECLAIM_MS, they lead again. */
  private hostAway: { person: string; at: number } | null = null;

  constructor(
    readonly info: RoomInfo,
    public timeline: PartyTimeline,
    private readonly bufferWaitMs: number,
  ) {}

  apply(event: RoomEvent): RoomChange {
    switch (event.type) {
      case "join": {
        const known = this.order.get(event.member.id);
        const since = known?.since ?? event.member.since ?? event.now;
        const member = { ...event.member, since };
        this.members.set(member.id, member);
        if (!known) this.order.set(member.id, { since, seq: (this.seq += 1) });
        const sockets = this.people.get(member.person) ?? new Set<string>();
        sockets.add(member.id);
        this.people.set(member.person, sockets);
        return { changed: true, timelineMoved: false, ...this.arrived(member, event.now) };
      }
      case "leave": {
        const member = this.members.get(event.id);
        if (!member) return { changed: false, timelineMoved: false };
        this.members.delete(event.id);
        this.order.delete(event.id);
        const sockets = this.people.get(member.person);
        sockets?.delete(event.id);
        const gone = sockets?.size === 0;
        if (gone) this.people.delete(member.person);
        this.catchingUp.delete(event.id);
        const lead = gone ? this.departed(member, event.now) : {};
        return { ...this.stopWaitingFor(event.id, event.now), changed: true, ...lead };
      }
      case "buffering":
        return this.buffering(event.id, event.buffering, event.now);
      case "command":
        if (event.by !== undefined && !this.leads(event.by)) {
          return { changed: false, timelineMoved: false, refused: true };
        }
        return this.command(event.action, event.position, event.now);
      case "sync": {
        if (this.info.kind !== "party") return { changed: false, timelineMoved: false };
        // A lead who left meanwhile stays gone (this room applied their leave already).
        if (event.lead !== null && this.people.has(event.lead)) this.lead = event.lead;
        this.hostAway = event.hostAway;
        return { changed: true, timelineMoved: false };
      }
      case "wait-over": {
        if (event.wait !== this.waitId || this.waiting.size === 0) {
          return { changed: false, timelineMoved: false };
        }
        for (const id of this.waiting) this.catchingUp.add(id);
        this.waiting.clear();
        this.resume(event.now);
        return { changed: true, timelineMoved: true };
      }
    }
  }

  /** Whether this person leads the party now (plays, pauses and seeks for everyone). */
  leads(person: string): boolean {
    return this.info.kind === "party" && this.lead === person;
  }

  /** Who leads, for a process that opens the room (its own view starts from the joins alone). */
  leadState(): LeadState {
    return { lead: this.lead, hostAway: this.hostAway };
  }

  /**
   * A socket joined. The host leads when nobody does (the party starts with them), and takes the
   * lead back when they return within PARTY_HOST_RECLAIM_MS of leaving; later, they are a member
   * like the others (they take the lead back only if it comes to them).
   */
  private arrived(member: RoomMember, now: number): Pick<RoomChange, "lead"> {
    if (this.info.kind !== "party" || !member.host || this.lead === member.person) return {};
    const away = this.hostAway?.person === member.person ? this.hostAway : null;
    if (away) this.hostAway = null;
    if (this.lead === null) {
      this.lead = member.person;
      return {};
    }
    if (!away || now - away.at > PARTY_HOST_RECLAIM_MS) return {};
    this.lead = member.person;
    return { lead: { id: member.person, name: member.name } };
  }

  /**
   * A person's last socket left. If they led, the lead passes to the person in the room longest
   * (their earliest socket; the same moment: who joined first) and the film goes on as it was.
   */
  private departed(member: RoomMember, now: number): Pick<RoomChange, "lead"> {
    if (this.info.kind !== "party" || this.lead !== member.person) return {};
    if (member.host) this.hostAway = { person: member.person, at: now };
    let next: { person: string; name: string; since: number; seq: number } | null = null;
    for (const [id, place] of this.order) {
      const candidate = this.members.get(id)!;
      const earlier =
        !next || place.since < next.since || (place.since === next.since && place.seq < next.seq);
      if (earlier) next = { person: candidate.person, name: candidate.name, ...place };
    }
    this.lead = next?.person ?? null;
    return next ? { lead: { id: next.person, name: next.name } } : {};
  }

  /** How many sockets this person has in the room. */
  socketsOf(person: string): number {
    return this.people.get(person)?.size ?? 0;
  }

  /**
   * The same for every member (serialised once however many are watching). People, not
   * sockets: one entry and one count for a person on several screens (loading if any is).
   */
  view(): PartyRoomView {
    const first: PartyMember[] = [];
    const rest: PartyMember[] = [];
    for (const [person, sockets] of this.people) {
      let entry: PartyMember | null = null;
      for (const id of sockets) {
        const member = this.members.get(id)!;
        entry ??= {
          id: person,
          name: member.name,
          host: member.host,
          leads: this.lead === person,
          buffering: false,
        };
        entry.buffering ||= member.buffering;
      }
      if (!entry) continue;
      if (entry.leads) first.unshift(entry);
      else (entry.host || entry.buffering ? first : rest).push(entry);
      if (first.length >= PARTY_MEMBERS_SHOWN) break;
    }
    const waitingFor = new Map<string, string>();
    for (const id of this.waiting) {
      const member = this.members.get(id);
      if (member) waitingFor.set(member.person, member.name);
    }
    return {
      ...this.info,
      timeline: this.timeline,
      count: this.people.size,
      members: [...first, ...rest].slice(0, PARTY_MEMBERS_SHOWN),
      lead: this.info.kind === "party" ? this.lead : null,
      waitingFor: [...waitingFor.values()],
    };
  }

  /**
   * Counts a person's buffering change; false once they made more than
   * PARTY_BUFFERING_FLIPS_PER_MINUTE in the last minute (all their screens together).
   */
  private steadyAfterFlip(person: string, now: number): boolean {
    const times = (this.flips.get(person) ?? []).filter((at) => at > now - FLIP_WINDOW_MS);
    times.push(now);
    // Only the last FLIPS + 1 matter: memory stays bounded however often someone flips.
    if (times.length > PARTY_BUFFERING_FLIPS_PER_MINUTE + 1) times.shift();
    this.flips.set(person, times);
    return times.length <= PARTY_BUFFERING_FLIPS_PER_MINUTE;
  }

  private buffering(id: string, buffering: boolean, now: number): RoomChange {
    const member = this.members.get(id);
    if (!member || member.buffering === buffering) return { changed: false, timelineMoved: false };
    member.buffering = buffering;
    const steady = this.steadyAfterFlip(member.person, now);
    if (!buffering) this.catchingUp.delete(id);
    // Flipping too often: the party stops waiting for this person, who catches up alone.
    if (!steady) return { ...this.letGo(member.person, now), changed: true };
    if (!buffering) return { ...this.stopWaitingFor(id, now), changed: true };
    const holds =
      this.info.kind === "party" &&
      !this.catchingUp.has(id) &&
      (this.timeline.playing || this.waiting.size > 0);
    if (!holds) return { changed: true, timelineMoved: false };
    const first = this.waiting.size === 0;
    this.waiting.add(id);
    if (!first) return { changed: true, timelineMoved: false };
    this.timeline = { playing: false, position: timelinePosition(this.timeline, now), at: now };
    this.waitId += 1;
    return {
      changed: true,
      timelineMoved: true,
      wait: { id: this.waitId, until: now + this.bufferWaitMs },
    };
  }

  /** As when the wait is over, for one person's screens: they catch up; the others go on. */
  private letGo(person: string, now: number): Omit<RoomChange, "changed"> {
    let waitedFor = false;
    for (const id of this.people.get(person) ?? []) {
      if (this.members.get(id)?.buffering) this.catchingUp.add(id);
      waitedFor = this.waiting.delete(id) || waitedFor;
    }
    if (!waitedFor || this.waiting.size > 0) return { timelineMoved: false };
    this.resume(now);
    return { timelineMoved: true };
  }

  private stopWaitingFor(id: string, now: number): Omit<RoomChange, "changed"> {
    if (!this.waiting.delete(id) || this.waiting.size > 0) return { timelineMoved: false };
    this.resume(now);
    return { timelineMoved: true };
  }

  private resume(now: number): void {
    this.timeline = {
      playing: true,
      position: this.timeline.position,
      at: now + PARTY_COMMAND_LEAD_MS,
    };
  }

  private command(action: "play" | "pause" | "seek", position: number, now: number): RoomChange {
    if (this.info.kind !== "party") return { changed: false, timelineMoved: false };
    // The lead decides: a command ends any wait for buffering members.
    this.waiting.clear();
    this.catchingUp.clear();
    if (action === "pause") {
      this.timeline = { playing: false, position, at: now };
    } else {
      const playing = action === "play" || this.timeline.playing;
      this.timeline = { playing, position, at: playing ? now + PARTY_COMMAND_LEAD_MS : now };
    }
    return { changed: true, timelineMoved: true };
  }
}
