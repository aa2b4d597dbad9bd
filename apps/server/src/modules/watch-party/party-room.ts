import {
  PARTY_COMMAND_LEAD_MS,
  PARTY_MEMBERS_SHOWN,
  type PartyMember,
  type PartyRoomView,
  type PartyTimeline,
  timelinePosition,
} from "@tazama/contracts";

/**
 * Everything that changes a room, in the order the bus delivers it: every process applies the
 * same events in the same order and so holds the same room. `now` is the publisher's clock.
 */
export type RoomEvent =
  | { type: "join"; member: PartyMember; now: number }
  | { type: "leave"; id: string; now: number }
  | { type: "buffering"; id: string; buffering: boolean; now: number }
  | { type: "command"; action: "play" | "pause" | "seek"; position: number; now: number }
  | { type: "wait-over"; wait: number; now: number };

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
}

/**
 * One room's state. An online screening's timeline is fixed (position 0 at its start: a late
 * joiner lands at now − start); a private party's follows its host, and waits for a member who
 * buffers, at most `bufferWaitMs`, after which the others go on and the member catches up.
 */
export class PartyRoom {
  readonly members = new Map<string, PartyMember>();
  private readonly waiting = new Set<string>();
  /** Members the party stopped waiting for: they catch up and do not hold it again meanwhile. */
  private readonly catchingUp = new Set<string>();
  private waitId = 0;

  constructor(
    readonly info: RoomInfo,
    public timeline: PartyTimeline,
    private readonly bufferWaitMs: number,
  ) {}

  apply(event: RoomEvent): RoomChange {
    switch (event.type) {
      case "join":
        this.members.set(event.member.id, event.member);
        return { changed: true, timelineMoved: false };
      case "leave": {
        if (!this.members.delete(event.id)) return { changed: false, timelineMoved: false };
        this.catchingUp.delete(event.id);
        return { ...this.stopWaitingFor(event.id, event.now), changed: true };
      }
      case "buffering":
        return this.buffering(event.id, event.buffering, event.now);
      case "command":
        return this.command(event.action, event.position, event.now);
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

  /** The same for every member (serialised once however many are watching). */
  view(): PartyRoomView {
    const first: PartyMember[] = [];
    const rest: PartyMember[] = [];
    for (const member of this.members.values()) {
      (member.host || member.buffering ? first : rest).push(member);
      if (first.length >= PARTY_MEMBERS_SHOWN) break;
    }
    return {
      ...this.info,
      timeline: this.timeline,
      count: this.members.size,
      members: [...first, ...rest].slice(0, PARTY_MEMBERS_SHOWN),
      waitingFor: [...this.waiting].map((id) => this.members.get(id)?.name ?? "").filter(Boolean),
    };
  }

  private buffering(id: string, buffering: boolean, now: number): RoomChange {
    const member = this.members.get(id);
    if (!member || member.buffering === buffering) return { changed: false, timelineMoved: false };
    member.buffering = buffering;
    if (!buffering) {
      this.catchingUp.delete(id);
      return { ...this.stopWaitingFor(id, now), changed: true };
    }
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
    // The host decides: a command ends any wait for buffering members.
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
