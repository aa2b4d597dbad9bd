import {
  NETWORK_TYPES,
  type NetworkType,
  type QualityBeacon,
  type QualityQuery,
  type QualityReport,
  type QualityTable,
} from "@tazama/contracts";
import { csvTable } from "../../lib/csv.ts";
import { notFound } from "../../lib/http-error.ts";
import {
  type QualitySums,
  beaconSums,
  emptySums,
  figuresOf,
  groupSums,
  worstOf,
} from "./quality-math.ts";
import type { QualityRepository } from "./quality.repository.ts";

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
}

/** Beacons in, reports out: the rules of playback quality (ADR 0072). */
export function createQualityService(deps: QualityDeps) {
  const { repository } = deps;

  /** Stores a beacon and counts it (once, however often it is sent). False for a repeat. */
  async function record(beacon: QualityBeacon, userId: string | null): Promise<boolean> {
    const title = await deps.findTitle(beacon.ref);
    if (!title) throw notFound("content/not-found", "There is no such title.");
    const sums = beaconSums(beacon);
    const stored = await repository.record(
      beacon,
      {
        receivedAt: deps.now(),
        titleId: title.id,
        userId,
        network: beacon.n,
        country: await deps.countryOf(userId),
        rendition: beacon.r ?? "unknown",
      },
      sums,
    );
    if (stored) deps.observer?.stored(beacon, sums);
    return stored;
  }

  async function report(query: QualityQuery): Promise<QualityReport> {
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
