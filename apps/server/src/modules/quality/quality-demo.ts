import type { NetworkType, QualityBeacon } from "@tazama/contracts";
import type { Db } from "@tazama/db";
import { findPublishedTitle } from "../catalogue/catalogue.public.ts";
import { beaconSums } from "./quality-math.ts";
import { createQualityRepository } from "./quality.repository.ts";
import { UNKNOWN_COUNTRY } from "./quality.service.ts";

const DAY_MS = 86_400_000;
const DAYS = 5;
const TITLES = [
  "highlife-at-the-palm-grove",
  "oshodi-overtime",
  "six-zeroes",
  "nile-night-run",
  "lamu-letters",
  "cold-box-to-ikeja",
];

/** How each network plays in the demo: startup, stalls per minute, and the rung it sits on. */
const PROFILES: Record<
  Exclude<NetworkType, "slow-2g" | "unknown">,
  {
    viewings: number;
    startupMs: number;
    stallsPerMin: number;
    stallMs: number;
    rendition: string;
    kbps: number;
    exitShare: number;
    failShare: number;
  }
> = {
  "4g": {
    viewings: 4,
    startupMs: 1_300,
    stallsPerMin: 0.05,
    stallMs: 900,
    rendition: "720p avc1",
    kbps: 2_400,
    exitShare: 0.02,
    failShare: 0.01,
  },
  "3g": {
    viewings: 3,
    startupMs: 2_600,
    stallsPerMin: 0.3,
    stallMs: 1_800,
    rendition: "360p avc1",
    kbps: 800,
    exitShare: 0.06,
    failShare: 0.03,
  },
  "2g": {
    viewings: 2,
    startupMs: 6_500,
    stallsPerMin: 1.2,
    stallMs: 4_000,
    rendition: "144p avc1",
    kbps: 180,
    exitShare: 0.2,
    failShare: 0.08,
  },
};

/** A small deterministic generator: the demo looks the same on every machine. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Demo playback quality (development only), so `/admin/quality` has something real on a
 * newcomer's machine: five days of viewings of six titles on 4G, 3G and 2G, sent as the player
 * sends them and counted as any beacon is. Skipped when those days already have data.
 */
export async function seedDemoQuality(db: Db, now: Date): Promise<{ inserted: number }> {
  const repository = createQualityRepository(db);
  const day = (ago: number) => new Date(now.getTime() - ago * DAY_MS).toISOString().slice(0, 10);
  if (await repository.hasAny(day(DAYS - 1), day(0))) return { inserted: 0 };
  const next = random(44);
  let inserted = 0;
  let viewing = 0;
  for (const [t, ref] of TITLES.entries()) {
    const title = await findPublishedTitle(db, ref);
    if (!title) continue;
    // Some titles are harder to play (heavier encodes): their stalls come more often.
    const heavier = 1 + t * 0.25;
    for (let ago = DAYS - 1; ago >= 0; ago -= 1) {
      for (const [network, p] of Object.entries(PROFILES) as [
        NetworkType,
        (typeof PROFILES)["4g"],
      ][]) {
        for (let v = 0; v < p.viewings; v += 1) {
          viewing += 1;
          const id = `demoqoe${String(viewing).padStart(5, "0")}`;
          // Spread over the day, and never in the last 20 minutes: a viewing lasts up to 6, and
          // the alert rules read the last 10 (ADR 0076); the demo sets off no alert of its own.
          // Today's later ones spread over the three hours before.
          const start = Date.parse(`${day(ago)}T00:00:00Z`) + next() * DAY_MS;
          const latest = now.getTime() - 20 * 60_000;
          const at = new Date(start <= latest ? start : latest - next() * 3 * 3_600_000);
          const beacons: QualityBeacon[] = [];
          const base = { v: 1 as const, id, ref, k: "m" as const, n: network };
          if (next() < p.exitShare) {
            beacons.push({ ...base, s: 0, w: 0, x: 1, f: 1 });
          } else if (next() < p.failShare) {
            beacons.push({
              ...base,
              s: 0,
              w: 0,
              x: 1,
              fa: 1,
              f: 1,
              e: [[0, "networkError/manifestLoadError"]],
            });
          } else {
            const minutes = 1 + Math.floor(next() * 6);
            for (let m = 0; m < minutes * 2; m += 1) {
              const stalls: [number, number][] = [];
              if (next() < (p.stallsPerMin * heavier) / 2) {
                stalls.push([m * 30 + 10, Math.round(p.stallMs * (0.5 + next()))]);
              }
              beacons.push({
                ...base,
                s: m,
                w: 30_000,
                r: p.rendition,
                b: Math.round(p.kbps * (0.85 + next() * 0.3)),
                ...(m === 0
                  ? {
                      su: Math.round(p.startupMs * (0.6 + next() * 0.9)),
                      sw: [[0, p.rendition] as [number, string]],
                    }
                  : {}),
                ...(stalls.length > 0 ? { st: stalls } : {}),
                ...(m === minutes * 2 - 1 ? { f: 1 as const } : {}),
              });
            }
          }
          const stored = await repository.recordMany(
            beacons.map((beacon) => ({
              beacon,
              place: {
                receivedAt: new Date(at.getTime() + beacon.s * 30_000),
                titleId: title.id,
                userId: null,
                network,
                country: UNKNOWN_COUNTRY,
                rendition: beacon.r ?? "unknown",
              },
              sums: beaconSums(beacon),
            })),
          );
          inserted += stored.length;
        }
      }
    }
  }
  return { inserted };
}
