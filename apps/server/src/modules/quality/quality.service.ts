import {
  NETWORK_TYPES,
  type NetworkType,
  type QualityBeacon,
  type QualityQuery,
  type QualityReport,
  type QualityTable,
} from "@tazama/contracts";
import { csvTable } from "../../lib/csv.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { type BatchTimer, createBeaconBatch } from "./beacon-batch.ts";
import {
  type QualitySums,
  beaconSums,
  emptySums,
  figuresOf,
  groupSums,
  worstOf,
} from "./quality-math.ts";
import type { BeaconEntry, QualityRepository } from "./quality.repository.ts";

const DAY_MS = 86_400_000;
/** Raw beacons are kept this long; the daily aggregates stay. */
export const RAW_RETENTION_MS = 7 * DAY_MS;
/** A beacon without a signed-in viewer, or an account that says nothing of where it is. */
export const UNKNOWN_COUNTRY = "unknown";

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** What a stored beacon told the metrics registry (metrics.public.ts). */
export interface QualityObserver {
  stored(beacon: QualityBeacon, sums: QualitySums): void;
}

export interface QualityDeps {
  repository: QualityRepository;
  now: () => Date;
  /** The published title with this ref (catalogue.public.ts). */
  findTitle: (ref: string) => Promise<{ id: number } | undefined>;
  /** Refs and names by id (catalogue.public.ts). */
  titleNames: (ids: readonly number[]) => Promise<Map<number, { ref: string; title: string }>>;
  /**
   * The viewer's country ("KE"), from the account (accounts.public.ts: the phone's country code,
   * else the locale's region); UNKNOWN_COUNTRY without a viewer or when the account does not say.
   */
  countryOf: (userId: string | null) => Promise<string>;
  observer?: QualityObserver;
  /** How beacons are written behind their answer (beacon-batch.ts). */
  writeBehind?: {
    maxItems?: number;
    maxWaitMs?: number;
    maxPending?: number;
    timer?: BatchTimer;
    failed?: (error: unknown, beacons: number) => void;
  };
}

/** A batch is written at 500 beacons or 1 s after its first, */
export const BEACON_BATCH = { maxItems: 500, maxWaitMs: 1000, maxPending: 20_000 };

/** Beacons in, reports out: the rules of playback quality (ADR 0072). */
export function createQualityService(deps: QualityDeps) {
  const { repository } = deps;

  const batch = createBeaconBatch<BeaconEntry>({
    maxItems: deps.writeBehind?.maxItems ?? BEACON_BATCH.maxItems,
    maxWaitMs: deps.writeBehind?.maxWaitMs ?? BEACON_BATCH.maxWaitMs,
    maxPending: deps.writeBehind?.maxPending ?? BEACON_BATCH.maxPending,
    ...(deps.writeBehind?.timer ? { timer: deps.writeBehind.timer } : {}),
    failed: deps.writeBehind?.failed ?? (() => undefined),
    write: async (entries) => {
      for (const e of await repository.recordMany(entries)) deps.observer?.stored(e.beacon, e.sums);
    },
  });

  /**
   * Accepts a beacon for the next batch (written within a second, stored and counted once
   * however often it is sent). 404 for a title that is not published; 503 when the writes have
   * fallen behind by BEACON_BATCH.maxPending (that beacon is lost: quality figures, not money).
   */
  async function record(beacon: QualityBeacon, userId: string | null): Promise<void> {
    const title = await deps.findTitle(beacon.ref);
    if (!title) throw notFound("content/not-found", "There is no such title.");
    const accepted = batch.add({
      beacon,
      place: {
        receivedAt: deps.now(),
        titleId: title.id,
        userId,
        network: beacon.n,
        country: await deps.countryOf(userId),
        rendition: beacon.r ?? "unknown",
      },
      sums: beaconSums(beacon),
    });
    if (!accepted) {
      throw new HttpError(503, "quality/busy", "Too many quality reports at once; try again.", 5);
    }
  }

  async function report(query: QualityQuery): Promise<QualityReport> {
    // This process's last second of beacons first: what the operator reads includes them.
    await batch.flush();
    const today = deps.now();
    const to = isoDay(today);
    const from = isoDay(new Date(today.getTime() - (query.days - 1) * DAY_MS));
    const rows = await repository.daily(from, to);
    const names = await deps.titleNames(rows.map((r) => r.titleId));
    const all = groupSums(rows, () => "all").get("all");
    const byTitle = [...groupSums(rows, (r) => r.titleId)].flatMap(([id, sums]) => {
      const name = names.get(id);
      return name ? [{ ref: name.ref, title: name.title, ...figuresOf(sums) }] : [];
    });
    byTitle.sort((a, b) => b.plays - a.plays || a.title.localeCompare(b.title));
    const byNetwork = [...groupSums(rows, (r) => r.network)]
      .map(([network, sums]) => ({
        network: (NETWORK_TYPES as readonly string[]).includes(network)
          ? (network as NetworkType)
          : "unknown",
        ...figuresOf(sums),
      }))
      .sort((a, b) => NETWORK_TYPES.indexOf(a.network) - NETWORK_TYPES.indexOf(b.network));
    const byRendition = [...groupSums(rows, (r) => r.rendition)]
      .map(([rendition, sums]) => ({ rendition, ...figuresOf(sums) }))
      .sort((a, b) => b.plays - a.plays || a.rendition.localeCompare(b.rendition));
    const byCountry = [...groupSums(rows, (r) => r.country)]
      .map(([country, sums]) => ({ country, ...figuresOf(sums) }))
      .sort((a, b) => b.plays - a.plays || a.country.localeCompare(b.country));
    const byDay = [...groupSums(rows, (r) => r.day)]
      .map(([day, sums]) => ({ day, ...figuresOf(sums) }))
      .sort((a, b) => a.day.localeCompare(b.day));
    return {
      from,
      to,
      overall: figuresOf(all ?? emptySums()),
      byDay,
      byTitle,
      byNetwork,
      byRendition,
      byCountry,
      worstTitles: worstOf(byTitle),
    };
  }

  return {
    record,
    report,
    /** Writes the beacons waiting in this process now (at close, before an alert check, tests). */
    flush: () => batch.flush(),

    /** One table of the report as CSV, written by the one CSV writer (lib/csv.ts). */
    async csv(table: QualityTable, query: QualityQuery): Promise<{ name: string; body: string }> {
      const r = await report(query);
      const name = `tazama-quality-${table}-${r.from}-to-${r.to}.csv`;
      const cols = [
        "plays",
        "startup_p50_ms",
        "startup_p95_ms",
        "rebuffering_pct",
        "stalls",
        "failure_pct",
        "exit_before_start_pct",
        "watch_hours",
        "avg_bitrate_kbps",
      ];
      const figures = (f: QualityReport["overall"]) => [
        f.plays,
        f.startupP50Ms ?? "",
        f.startupP95Ms ?? "",
        f.rebufferingPct,
        f.stalls,
        f.failurePct,
        f.exitBeforeStartPct,
        f.watchHours,
        f.avgBitrateKbps ?? "",
      ];
      const lines = (() => {
        switch (table) {
          case "titles":
            return [
              ["ref", "title", ...cols],
              ...r.byTitle.map((x) => [x.ref, x.title, ...figures(x)]),
            ];
          case "networks":
            return [["network", ...cols], ...r.byNetwork.map((x) => [x.network, ...figures(x)])];
          case "renditions":
            return [
              ["rendition", ...cols],
              ...r.byRendition.map((x) => [x.rendition, ...figures(x)]),
            ];
          case "countries":
            return [["country", ...cols], ...r.byCountry.map((x) => [x.country, ...figures(x)])];
          case "days":
            return [["day", ...cols], ...r.byDay.map((x) => [x.day, ...figures(x)])];
        }
      })();
      return { name, body: csvTable(lines, { bom: true }) };
    },

    /** Deletes raw beacons older than RAW_RETENTION_MS; the aggregates stay. */
    sweep(): Promise<number> {
      return repository.sweep(new Date(deps.now().getTime() - RAW_RETENTION_MS));
    },
  };
}

export type QualityService = ReturnType<typeof createQualityService>;
