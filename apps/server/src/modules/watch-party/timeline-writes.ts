import type { PartyTimeline } from "@tazama/contracts";

export interface TimelineWritesDeps {
  /** Server time in ms (tests pass their clock). */
  now: () => number;
  /** Runs `task` after `ms` (tests run it by hand). */
  schedule: (ms: number, task: () => void) => void;
  /** The database write of a room's timeline. */
  write: (key: string, timeline: PartyTimeline) => Promise<void>;
  onError: (error: unknown) => void;
  /** One write per room in this window at most. */
  everyMs: number;
}

interface RoomWrites {
  /** When the last write started (clock time). */
  lastAt: number;
  /** The newest timeline not written yet. */
  pending: PartyTimeline | null;
  timer: boolean;
  /** The room closed here: dropped once nothing waits (a new change keeps it). */
  closing: boolean;
  /** Writes of one room run one after the other (the last one wins in the row). */
  chain: Promise<void>;
}

/**
 * A party's timeline in its row, at most one write per room every `everyMs`: the first change
 * is written at once, changes within the window wait and only the newest is written at its end.
 * The room in memory stays the truth; the row is for a process that opens the room later.
 * `flush` writes what waits at once (the room closes), `close` every room's (shutdown).
 */
export function createTimelineWrites(deps: TimelineWritesDeps) {
  const rooms = new Map<string, RoomWrites>();
  let closed = false;

  function write(key: string, entry: RoomWrites) {
    const timeline = entry.pending;
    if (!timeline) return;
    entry.pending = null;
    entry.lastAt = deps.now();
    entry.chain = entry.chain.then(() => deps.write(key, timeline)).catch(deps.onError);
  }

  /** Writes what waits once the window since the last write is over (or waits for that). */
  function writeOrWait(key: string, entry: RoomWrites) {
    if (entry.timer || !entry.pending) return;
    const wait = entry.lastAt + deps.everyMs - deps.now();
    if (wait <= 0) {
      write(key, entry);
      return;
    }
    entry.timer = true;
    deps.schedule(wait, () => {
      entry.timer = false;
      writeOrWait(key, entry);
      if (entry.closing) forget(key, entry);
    });
  }

  /** A closed room's entry goes once its writes are done and nothing waits. */
  function forget(key: string, entry: RoomWrites) {
    void entry.chain.then(() => {
      if (rooms.get(key) === entry && entry.closing && !entry.pending && !entry.timer) {
        rooms.delete(key);
      }
    });
  }

  /** Writes the room's waiting timeline now (it closes); resolves when its writes are done. */
  function flush(key: string): Promise<void> {
    const entry = rooms.get(key);
    if (!entry) return Promise.resolve();
    write(key, entry);
    entry.closing = true;
    forget(key, entry);
    return entry.chain;
  }

  return {
    save(key: string, timeline: PartyTimeline) {
      if (closed) return;
      let entry = rooms.get(key);
      if (!entry) {
        entry = {
          lastAt: -Infinity,
          pending: null,
          timer: false,
          closing: false,
          chain: Promise.resolve(),
        };
        rooms.set(key, entry);
      }
      entry.closing = false;
      entry.pending = timeline;
      writeOrWait(key, entry);
    },

    flush,

    /** Writes every room's waiting timeline and refuses later ones (the process stops). */
    async close(): Promise<void> {
      closed = true;
      await Promise.all([...rooms.keys()].map(flush));
    },

    /** Rooms whose writes are kept track of (tests). */
    size: () => rooms.size,
  };
}

export type TimelineWrites = ReturnType<typeof createTimelineWrites>;
