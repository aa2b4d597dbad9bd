/** One clock sample: the client's send and receive times, and the server's time in between. */
export interface ClockSample {
  sent: number;
  server: number;
  received: number;
}

/**
 * The server clock's offset from ours, NTP-style: each sample assumes the server answered half
 * way through the round trip, and the sample with the shortest round trip is the least wrong
 * (its error is at most half of that trip). Returns null without samples.
 */
export function clockOffset(
  samples: readonly ClockSample[],
): { offset: number; rtt: number } | null {
  let best: { offset: number; rtt: number } | null = null;
  for (const sample of samples) {
    const rtt = sample.received - sample.sent;
    if (rtt < 0) continue;
    if (!best || rtt < best.rtt) {
      best = { offset: sample.server - (sample.sent + rtt / 2), rtt };
    }
  }
  return best;
}
