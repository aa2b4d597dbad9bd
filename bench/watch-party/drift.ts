/** One member's player, sampled: this machine's clock (ms), its position (s), and its state. */
export interface PlayerSample {
  at: number;
  position: number;
  paused: boolean;
  /** HTMLMediaElement.readyState: below 3 the player is stalled. */
  readyState: number;
}

/** A round of samples, one per member (taken together), and the seconds since the last start. */
export interface SampleRound {
  sinceStart: number;
  members: PlayerSample[];
}

export interface DriftOptions {
  /** Leave out the first seconds after each start (the members settle). */
  settleS: number;
  /** Members whose stalls are left out (the throttled one). */
  throttled: ReadonlySet<number>;
}

/** Drift between two members sampled at nearly the same time: positions brought to one instant. */
export function pairDrift(a: PlayerSample, b: PlayerSample): number {
  const moving = !a.paused && !b.paused;
  const shift = moving ? (b.at - a.at) / 1000 : 0;
  return Math.abs(a.position + shift - b.position) * 1000;
}

const stalled = (s: PlayerSample) => s.paused || s.readyState < 3;

/**
 * Pairwise drift in ms, after the settling time of each start: pairs of unthrottled members in
 * `steady`; pairs with a throttled member in `throttled`, left out while it is stalled.
 */
export function driftSamples(rounds: readonly SampleRound[], options: DriftOptions) {
  const steady: number[] = [];
  const throttled: number[] = [];
  for (const round of rounds) {
    if (round.sinceStart < options.settleS) continue;
    const { members } = round;
    for (let i = 0; i < members.length; i += 1) {
      for (let j = i + 1; j < members.length; j += 1) {
        const [a, b] = [members[i]!, members[j]!];
        const slow = options.throttled.has(i) || options.throttled.has(j);
        if (slow && (stalled(a) || stalled(b))) continue;
        (slow ? throttled : steady).push(pairDrift(a, b));
      }
    }
  }
  return { steady, throttled };
}
