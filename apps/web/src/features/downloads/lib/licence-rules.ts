import type { DownloadLicenceTerms } from "@tazama/contracts";

/** How far back the device's clock may seem to go before a licence is refused (drift, DST). */
export const CLOCK_SLACK_MS = 10 * 60_000;

/** Why a licence's own terms refuse it (the words are the viewer's language's: offline-refusal.ts). */
export type LicenceRefusal = "expired" | "rental" | "clock" | "invalid";

/** What the device remembers besides the licence: its latest time seen and an offline first play. */
export interface LicenceMemory {
  /** The latest time this device was seen using Tazama (ms). */
  lastSeenAt: number;
  /** A rental's first play on this device, offline (ms), if it happened. */
  firstPlayedAt: number | null;
}

export type LicenceVerdict =
  { ok: true; until: number; startsWindow: boolean } | { ok: false; reason: LicenceRefusal };

/**
 * May this download play now? The licence's end; for an unstarted rental, a first play before
 * its start-by date and then its play window; and never on a clock that went back behind the
 * licence's issue or the device's last use (a roll-back to stretch a licence).
 */
export function checkLicence(
  terms: DownloadLicenceTerms,
  memory: LicenceMemory,
  now: number,
): LicenceVerdict {
  const issuedAt = Date.parse(terms.issuedAt);
  if (now < issuedAt - CLOCK_SLACK_MS || now < memory.lastSeenAt - CLOCK_SLACK_MS) {
    return { ok: false, reason: "clock" };
  }
  let until = Date.parse(terms.expiresAt);
  let startsWindow = false;
  if (terms.playWindowS !== null) {
    const started = terms.firstPlayedAt ? Date.parse(terms.firstPlayedAt) : memory.firstPlayedAt;
    if (started !== null) {
      until = Math.min(until, started + terms.playWindowS * 1000);
    } else if (terms.startBy && now >= Date.parse(terms.startBy)) {
      return { ok: false, reason: "rental" };
    } else {
      startsWindow = true;
      until = Math.min(until, now + terms.playWindowS * 1000);
    }
  }
  if (now >= until)
    return {
      ok: false,
      reason: terms.playWindowS === null && !terms.firstPlayedAt ? "expired" : "rental",
    };
  return { ok: true, until, startsWindow };
}
