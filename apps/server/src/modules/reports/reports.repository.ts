import type { Db } from "@tazama/db";
import { type SQL, sql } from "drizzle-orm";

/** [from, to) in UTC: the first instant of `from`'s day and of the day after `to`. */
export interface Span {
  start: Date;
  end: Date;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

// Money in: what viewers paid from their wallets (vouchers and organisation seats move none),
// one row per purchase; a series bundle is one purchase whose episodes carry no amount.
const PURCHASES = (span: Span) => sql`
  select e.created_at as at, e.currency, e.amount_minor, e.kind::text as kind, e.title_id
    from entitlements e
   where e.source = 'wallet' and e.amount_minor > 0 and e.bundle_id is null
     and e.created_at >= ${span.start} and e.created_at < ${span.end}
  union all
  select b.created_at, b.currency, b.amount_minor, 'bundle', null
    from series_bundle_purchases b
   where b.created_at >= ${span.start} and b.created_at < ${span.end}`;

// Money back: refunds given in the span, with what they were for.
const REFUNDS = (span: Span) => sql`
  select r.created_at as at, r.currency, r.amount_minor, e.kind::text as kind, e.title_id
    from refunds r join entitlements e on e.id = r.entitlement_id
   where r.created_at >= ${span.start} and r.created_at < ${span.end}`;

const DAY = sql`to_char(at at time zone 'UTC', 'YYYY-MM-DD')`;

export interface MoneyRow {
  currency: string;
  gross: number;
  refunded: number;
}

/** Read-only aggregates over the money, viewing and account tables for the reports. */
export function createReportsRepository(db: Db) {
  const byKey = (span: Span, key: SQL, extra: SQL = sql``) => sql`
    with money as (
      select ${key} as k, currency, amount_minor as gross, 0 as refunded, 1 as n, title_id
        from (${PURCHASES(span)}) p
      union all
      select ${key}, currency, 0, amount_minor, 0, title_id from (${REFUNDS(span)}) r
    )
    select k, currency, sum(gross)::float8 as gross, sum(refunded)::float8 as refunded,
           sum(n)::int as purchases ${extra}
      from money group by k, currency`;

  return {
    async revenueByDay(span: Span) {
      return rows<MoneyRow & { k: string }>(db, sql`${byKey(span, DAY)} order by k, currency`);
    },

    async revenueByKind(span: Span) {
      return rows<MoneyRow & { k: string; purchases: number }>(
        db,
        sql`${byKey(span, sql`kind`)} order by k, currency`,
      );
    },

    async revenueByTitle(span: Span, limit: number) {
      return rows<MoneyRow & { ref: string; title: string; purchases: number }>(
        db,
        sql`
        with money as (
          select title_id, currency, amount_minor as gross, 0 as refunded, 1 as n
            from (${PURCHASES(span)}) p where title_id is not null
          union all
          select title_id, currency, 0, amount_minor, 0 from (${REFUNDS(span)}) r
        )
        select t.ref, t.title, m.currency, sum(m.gross)::float8 as gross,
               sum(m.refunded)::float8 as refunded, sum(m.n)::int as purchases
          from money m join titles t on t.id = m.title_id
         group by t.ref, t.title, m.currency
         order by sum(m.gross) - sum(m.refunded) desc, t.title
         limit ${limit}`,
      );
    },

    async topUpsByProvider(span: Span) {
      return rows<{ provider: string; currency: string; count: number; amount: number }>(
        db,
        sql`
        select provider, currency, count(*)::int as count, sum(amount_minor)::float8 as amount
          from payments
         where status = 'succeeded' and created_at >= ${span.start} and created_at < ${span.end}
         group by provider, currency
         order by provider, currency`,
      );
    },

    async viewsByTitle(span: Span, limit: number) {
      return rows<{ ref: string; title: string; views: number; seconds: number }>(
        db,
        sql`
        with counted as (
          select title_id, count(*)::int as views from views
           where created_at >= ${span.start} and created_at < ${span.end} group by title_id
        ), watched as (
          select title_id, sum(position_s)::float8 as seconds from playback_progress
           where updated_at >= ${span.start} and updated_at < ${span.end} group by title_id
        )
        select t.ref, t.title, coalesce(c.views, 0) as views, coalesce(w.seconds, 0) as seconds
          from titles t
          left join counted c on c.title_id = t.id
          left join watched w on w.title_id = t.id
         where c.views is not null or w.seconds is not null
         order by coalesce(c.views, 0) desc, coalesce(w.seconds, 0) desc, t.title
         limit ${limit}`,
      );
    },

    async newViewers(span: Span) {
      return rows<{ day: string; count: number }>(
        db,
        sql`
        select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as count
          from users
         where created_at >= ${span.start} and created_at < ${span.end}
         group by 1 order by 1`,
      );
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
