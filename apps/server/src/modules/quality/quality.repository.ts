import type { QualityBeacon } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { and, eq, gt, gte, isNull, lt, lte, sql } from "drizzle-orm";
import type { AlertRule, WindowBeacon } from "./quality-alerts.ts";
import { type QualitySums, addSums, emptySums } from "./quality-math.ts";

const { qualityAlerts, qualityBeacons, qualityDaily } = schema;

/** Where a beacon belongs, as the server found out. */
export interface BeaconPlace {
  receivedAt: Date;
  titleId: number;
  userId: string | null;
  network: string;
  country: string;
  rendition: string;
}

/** A beacon, where it belongs, and what it adds to its day's aggregate. */
export interface BeaconEntry {
  beacon: QualityBeacon;
  place: BeaconPlace;
  sums: QualitySums;
}

export interface DailyRow extends QualitySums {
  day: string;
  titleId: number;
  rendition: string;
  network: string;
  country: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** One array parameter (drizzle would spread a JS array into a list of parameters). */
const column = <T>(entries: readonly BeaconEntry[], value: (entry: BeaconEntry) => T) =>
  sql.param(entries.map(value));

/**
 * Inserts a batch of beacons as one column array each (unnest): 8 parameters however many
 * beacons, where a VALUES list had 8 per beacon for drizzle to build and PostgreSQL to bind
 * (ADR 0084). Already stored ones are skipped; returns the keys of those stored.
 */
const insertBeacons = (entries: readonly BeaconEntry[]) => sql`
  insert into ${qualityBeacons}
    (viewing_id, seq, received_at, title_id, user_id, network, country, body)
  select viewing_id, seq, received_at::timestamptz, title_id, user_id, network, country, body::jsonb
    from unnest(
      ${column(entries, (e) => e.beacon.id)}::text[],
      ${column(entries, (e) => e.beacon.s)}::int[],
      ${column(entries, (e) => e.place.receivedAt.toISOString())}::text[],
      ${column(entries, (e) => e.place.titleId)}::int[],
      ${column(entries, (e) => e.place.userId)}::text[],
      ${column(entries, (e) => e.place.network)}::text[],
      ${column(entries, (e) => e.place.country)}::text[],
      ${column(entries, (e) => JSON.stringify(e.beacon))}::text[]
    ) as u(viewing_id, seq, received_at, title_id, user_id, network, country, body)
  on conflict do nothing
  returning viewing_id, seq`;

/** The only code that reads or writes `quality_beacons`, `quality_daily` and `quality_alerts`. */
export function createQualityRepository(db: Db) {
  return {
    /**
     * Stores beacons and adds each stored one's sums to its day's aggregate row, in one
     * transaction of two statements however many there are. A beacon already stored (same
     * viewing and number, here or in the batch) changes nothing. Returns the entries stored.
     */
    async recordMany(entries: readonly BeaconEntry[]): Promise<BeaconEntry[]> {
      const unique = new Map<string, BeaconEntry>();
      for (const e of entries) {
        const key = `${e.beacon.id}:${e.beacon.s}`;
        if (!unique.has(key)) unique.set(key, e);
      }
      if (unique.size === 0) return [];
      const list = [...unique.values()];
      return db.transaction(async (tx) => {
        const result: unknown = await tx.execute(insertBeacons(list));
        const stored = (result as { rows: { viewing_id: string; seq: number }[] }).rows;
        const kept = stored.flatMap((r) => unique.get(`${r.viewing_id}:${r.seq}`) ?? []);
        // One row per day, title, rendition, network and country: a statement may touch a row once.
        const rows = new Map<string, DailyRow>();
        for (const { place, sums } of kept) {
          const day = isoDay(place.receivedAt);
          const key = [day, place.titleId, place.rendition, place.network, place.country].join("|");
          const row = rows.get(key);
          if (row) addSums(row, sums);
          else {
            rows.set(key, {
              day,
              titleId: place.titleId,
              rendition: place.rendition,
              network: place.network,
              country: place.country,
              ...addSums(emptySums(), sums),
            });
          }
        }
        if (rows.size === 0) return kept;
        const add = (column: string) => sql.raw(`quality_daily.${column} + excluded.${column}`);
        await tx
          .insert(qualityDaily)
          .values([...rows.values()])
          .onConflictDoUpdate({
            target: [
              qualityDaily.day,
              qualityDaily.titleId,
              qualityDaily.rendition,
              qualityDaily.network,
              qualityDaily.country,
            ],
            set: {
              plays: add("plays"),
              failures: add("failures"),
              exitsBeforeStart: add("exits_before_start"),
              startups: add("startups"),
              startupMsSum: add("startup_ms_sum"),
              // Bucket by bucket.
              startupBuckets: sql`array(select a + b from unnest(quality_daily.startup_buckets, excluded.startup_buckets) with ordinality as u(a, b, i) order by i)`,
              watchMs: add("watch_ms"),
              stalls: add("stalls"),
              stallMs: add("stall_ms"),
              bitrateKbpsMs: add("bitrate_kbps_ms"),
              errors: add("errors"),
            },
          });
        return kept;
      });
    },

    /** The aggregate rows of the UTC days [from, to]. */
    async daily(from: string, to: string): Promise<DailyRow[]> {
      return db
        .select()
        .from(qualityDaily)
        .where(and(gte(qualityDaily.day, from), lte(qualityDaily.day, to)));
    },

    /** Whether any aggregate row falls in the UTC days [from, to]. */
    async hasAny(from: string, to: string): Promise<boolean> {
      const rows = await db
        .select({ day: qualityDaily.day })
        .from(qualityDaily)
        .where(and(gte(qualityDaily.day, from), lte(qualityDaily.day, to)))
        .limit(1);
      return rows.length > 0;
    },

    /** Deletes raw beacons received before `before`; returns how many. */
    async sweep(before: Date): Promise<number> {
      const gone = await db
        .delete(qualityBeacons)
        .where(lt(qualityBeacons.receivedAt, before))
        .returning({ seq: qualityBeacons.seq });
      return gone.length;
    },

    /** What an alert check reads of the raw beacons received in (since, until]. */
    async windowBeacons(since: Date, until: Date): Promise<WindowBeacon[]> {
      const body = qualityBeacons.body;
      const rows = await db
        .select({
          receivedAt: qualityBeacons.receivedAt,
          startupMs: sql<number | null>`(${body}->>'su')::int`,
          failed: sql<boolean>`coalesce(${body}->>'fa' = '1', false)`,
          exited: sql<boolean>`coalesce(${body}->>'x' = '1', false)`,
        })
        .from(qualityBeacons)
        .where(and(gt(qualityBeacons.receivedAt, since), lte(qualityBeacons.receivedAt, until)));
      return rows.map((r) => ({
        receivedAt: r.receivedAt,
        startupMs: r.startupMs,
        failed: r.failed,
        endedBeforeStart: r.exited,
      }));
    },

    /** The rules whose breach is open. */
    async openAlerts(): Promise<Set<AlertRule>> {
      const rows = await db
        .select({ rule: qualityAlerts.rule })
        .from(qualityAlerts)
        .where(isNull(qualityAlerts.clearedAt));
      return new Set(rows.map((r) => r.rule));
    },

    /**
     * Opens a breach of `rule`; its id, or null when one is already open (another worker was
     * first: the partial unique index allows one open row per rule).
     */
    async openAlert(alert: {
      rule: AlertRule;
      openedAt: Date;
      value: number;
      threshold: number;
      plays: number;
    }): Promise<number | null> {
      const rows = await db
        .insert(qualityAlerts)
        .values(alert)
        .onConflictDoNothing()
        .returning({ id: qualityAlerts.id });
      return rows[0]?.id ?? null;
    },

    /** Clears the open breach of `rule`; its id, or null when none was open. */
    async clearAlert(rule: AlertRule, clearedAt: Date): Promise<number | null> {
      const rows = await db
        .update(qualityAlerts)
        .set({ clearedAt })
        .where(and(eq(qualityAlerts.rule, rule), isNull(qualityAlerts.clearedAt)))
        .returning({ id: qualityAlerts.id });
      return rows[0]?.id ?? null;
    },

    /** How many raw beacons a viewing has stored (tests, the console's later drill-down). */
    async beaconsOf(viewingId: string): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(qualityBeacons)
        .where(sql`${qualityBeacons.viewingId} = ${viewingId}`);
      return rows[0]?.n ?? 0;
    },
  };
}

export type QualityRepository = ReturnType<typeof createQualityRepository>;
