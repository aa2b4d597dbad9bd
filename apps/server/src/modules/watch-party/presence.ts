/**
 * How long a process's members stay in the rooms of the others without a word from it (ADR 0078).
 * Every process that holds a room says it is alive on the bus every `beatMs`; a member whose
 * process was not heard for `leaseMs` is dropped from the room, as if they had left.
 */
export interface PresenceTiming {
  beatMs: number;
  leaseMs: number;
}

/** A beat every 10 s; three missed (30 s) and the process's members are gone. */
export const PRESENCE: PresenceTiming = { beatMs: 10_000, leaseMs: 30_000 };

/**
 * When each process was last heard on the bus, by this process's clock (never the sender's: the
 * machines' clocks may differ). Any message counts, beats and room events alike.
 */
export function createPresence(self: string, now: () => number, timing: PresenceTiming) {
  const heard = new Map<string, number>([[self, now()]]);
  return {
    heard(origin: string) {
      heard.set(origin, now());
    },
    /**
     * Whether the members of `owner` are to be dropped: not heard for the lease. Never our own,
     * and never while this process does not hear its own beats either (its listening connection
     * is down: it would drop everyone else's members, when it is the one not hearing).
     */
    expired(owner: string): boolean {
      if (owner === self) return false;
      const at = now();
      if (at - heard.get(self)! > timing.leaseMs) return false;
      const last = heard.get(owner);
      return last === undefined || at - last > timing.leaseMs;
    },
    /** Forgets processes gone for good (their members' leaves have been sent by then). */
    forget() {
      const at = now();
      for (const [origin, last] of heard) {
        if (origin !== self && at - last > 10 * timing.leaseMs) heard.delete(origin);
      }
    },
  };
}
