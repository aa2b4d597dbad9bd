import {
  REPORT_MAX_DAYS,
  type Report,
  type ReportQuery,
  type ReportTable,
  formatPrice,
} from "@tazama/contracts";
import { HttpError } from "../../lib/http-error.ts";
import type { MoneyRow, ReportsRepository, Span } from "./reports.repository.ts";
import { csvTable } from "../../lib/csv.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP = 50;
/** A report without dates covers the last 30 days, today included. */
export const DEFAULT_DAYS = 30;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const money = (row: MoneyRow) => {
  const grossMinor = Math.round(row.gross);
  const refundedMinor = Math.round(row.refunded);
  return {
    currency: row.currency as Report["revenueByDay"][number]["currency"],
    grossMinor,
    refundedMinor,
    netMinor: grossMinor - refundedMinor,
  };
};

const csv = (header: string[], lines: (string | number)[][]) => csvTable([header, ...lines]);

const amount = (minor: number, currency: string) =>
  formatPrice(minor, currency as Report["revenueByDay"][number]["currency"]);

/** The reports: one span of UTC days, each table from the repository's aggregates. */
export function createReportsService(deps: { repository: ReportsRepository; now: () => Date }) {
  const repo = deps.repository;

  function spanOf(query: ReportQuery): { span: Span; from: string; to: string } {
    const invalid = () => new HttpError(400, "request/invalid", "A day is a real YYYY-MM-DD date.");
    const dayOf = (text: string) => {
      const date = new Date(`${text}T00:00:00Z`);
      // 2026-02-31 parses as 3 March: a day must read back as itself.
      if (Number.isNaN(date.getTime()) || isoDay(date) !== text) throw invalid();
      return date;
    };
    const to = query.to ?? isoDay(deps.now());
    const last = dayOf(to);
    const from = query.from ?? isoDay(new Date(last.getTime() - (DEFAULT_DAYS - 1) * DAY_MS));
    const start = dayOf(from);
    if (start > last) throw new HttpError(400, "request/invalid", "From must not be after To.");
    if ((last.getTime() - start.getTime()) / DAY_MS + 1 > REPORT_MAX_DAYS) {
      throw new HttpError(
        400,
        "request/invalid",
        `A report spans at most ${REPORT_MAX_DAYS} days.`,
      );
    }
    return { span: { start, end: new Date(last.getTime() + DAY_MS) }, from, to };
  }

  async function report(query: ReportQuery): Promise<Report> {
    const { span, from, to } = spanOf(query);
    const [byDay, byTitle, byKind, topUps, views, viewers] = await Promise.all([
      repo.revenueByDay(span),
      repo.revenueByTitle(span, TOP),
      repo.revenueByKind(span),
      repo.topUpsByProvider(span),
      repo.viewsByTitle(span, TOP),
      repo.newViewers(span),
    ]);
    return {
      from,
      to,
      revenueByDay: byDay.map((r) => ({ day: r.k, ...money(r) })),
      revenueByTitle: byTitle.map((r) => ({
        ref: r.ref,
        title: r.title,
        purchases: r.purchases,
        ...money(r),
      })),
      revenueByKind: byKind.map((r) => ({
        kind: r.k as Report["revenueByKind"][number]["kind"],
        purchases: r.purchases,
        ...money(r),
      })),
      topUpsByProvider: topUps.map((r) => ({
        provider: r.provider,
        currency: r.currency as Report["topUpsByProvider"][number]["currency"],
        count: r.count,
        amountMinor: Math.round(r.amount),
      })),
      viewsByTitle: views.map((r) => ({
        ref: r.ref,
        title: r.title,
        views: r.views,
        watchHours: Math.round((r.seconds / 3600) * 10) / 10,
      })),
      newViewers: viewers,
    };
  }

  return {
    report,

    /** One table of the report as CSV (amounts in minor units and as people read them). */
    async csv(table: ReportTable, query: ReportQuery): Promise<{ name: string; body: string }> {
      const r = await report(query);
      const name = `tazama-${table}-${r.from}-to-${r.to}.csv`;
      const moneyCols = ["currency", "gross_minor", "refunded_minor", "net_minor", "net"];
      const moneyOf = (m: ReturnType<typeof money>) => [
        m.currency,
        m.grossMinor,
        m.refundedMinor,
        m.netMinor,
        amount(m.netMinor, m.currency),
      ];
      switch (table) {
        case "revenue-by-day":
          return {
            name,
            body: csv(
              ["day", ...moneyCols],
              r.revenueByDay.map((x) => [x.day, ...moneyOf(x)]),
            ),
          };
        case "revenue-by-title":
          return {
            name,
            body: csv(
              ["ref", "title", "purchases", ...moneyCols],
              r.revenueByTitle.map((x) => [x.ref, x.title, x.purchases, ...moneyOf(x)]),
            ),
          };
        case "revenue-by-kind":
          return {
            name,
            body: csv(
              ["kind", "purchases", ...moneyCols],
              r.revenueByKind.map((x) => [x.kind, x.purchases, ...moneyOf(x)]),
            ),
          };
        case "top-ups":
          return {
            name,
            body: csv(
              ["provider", "currency", "count", "amount_minor", "amount"],
              r.topUpsByProvider.map((x) => [
                x.provider,
                x.currency,
                x.count,
                x.amountMinor,
                amount(x.amountMinor, x.currency),
              ]),
            ),
          };
        case "views":
          return {
            name,
            body: csv(
              ["ref", "title", "views", "watch_hours"],
              r.viewsByTitle.map((x) => [x.ref, x.title, x.views, x.watchHours]),
            ),
          };
        case "new-viewers":
          return {
            name,
            body: csv(
              ["day", "new_viewers"],
              r.newViewers.map((x) => [x.day, x.count]),
            ),
          };
      }
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
