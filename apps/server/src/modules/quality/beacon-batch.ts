/** When a batch is due (injected in tests). */
export interface BatchTimer {
  /** Calls `run` once after `ms`; the returned function cancels it. */
  after(ms: number, run: () => void): () => void;
}

/** Node's timers, unref'd: a pending write never keeps a process alive (close flushes it). */
export const nodeTimer: BatchTimer = {
  after(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => {
      clearTimeout(timer);
    };
  },
};

export interface BeaconBatchOptions<T> {
  /** Writes a batch (one transaction); a rejection is reported to `failed`, the batch dropped. */
  write: (items: T[]) => Promise<void>;
  /** A batch is written once it holds this many, */
  maxItems: number;
  /** or this long after its first item came, whichever is first. */
  maxWaitMs: number;
  /** At most this many wait; past it a beacon is refused (the write has fallen behind). */
  maxPending: number;
  failed: (error: unknown, items: number) => void;
  timer?: BatchTimer;
}

/**
 * Beacons written behind the answer (ADR 0072): a player's beacon is answered at once and written
 * with the others of the last second in one transaction, so 333 a second cost a few statements a
 * second, not two each behind a lock on the same aggregate row. One write at a time; a process
 * that dies loses at most the batch not yet written (quality figures, not money).
 */
export function createBeaconBatch<T>(options: BeaconBatchOptions<T>) {
  const timer = options.timer ?? nodeTimer;
  let pending: T[] = [];
  let cancel: (() => void) | null = null;
  let writing: Promise<void> = Promise.resolve();
  /** Taken from `pending` and not yet written. */
  let inFlight = 0;

  function flush(): Promise<void> {
    cancel?.();
    cancel = null;
    const items = pending;
    pending = [];
    if (items.length > 0) {
      inFlight += items.length;
      writing = writing.then(() =>
        options
          .write(items)
          .catch((error: unknown) => {
            options.failed(error, items.length);
          })
          .finally(() => {
            inFlight -= items.length;
          }),
      );
    }
    return writing;
  }

  return {
    /** Queues `item`; false when too many wait already (the caller answers 503). */
    add(item: T): boolean {
      if (pending.length + inFlight >= options.maxPending) return false;
      pending.push(item);
      if (pending.length >= options.maxItems) void flush();
      else cancel ??= timer.after(options.maxWaitMs, () => void flush());
      return true;
    },
    /** Writes what waits now; resolves once every batch so far is written. */
    flush,
    /** How many wait to be written, or are being written. */
    get waiting() {
      return pending.length + inFlight;
    },
  };
}

export type BeaconBatch<T> = ReturnType<typeof createBeaconBatch<T>>;
