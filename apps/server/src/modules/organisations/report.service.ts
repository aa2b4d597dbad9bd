import { type Currency, type EnterprisePayload, ORG_REPORT_RULES } from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { notFound } from "../../lib/http-error.ts";
import type { ReportRepository } from "./report.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `enterprisePayload`: members, seats, what members watched in aggregate, and spend. Titles fewer
 * than `minViewers` members watched are only counted together (in a small organisation a named
 * title could single someone out); a member's own titles appear only when they agreed.
 */
export function createReportService(deps: {
  repo: ReportRepository;
  clock: Clock;
  requireAdmin: (orgId: string, userId: string) => Promise<{ name: string }>;
}) {
  const { repo, clock } = deps;

  async function report(orgId: string, userId: string, days: number): Promise<EnterprisePayload> {
    const org = await deps.requireAdmin(orgId, userId);
    const to = clock.now();
    const from = new Date(to.getTime() - days * DAY_MS);
    const [members, seats, byTitle, viewers, shared, wallet] = await Promise.all([
      repo.members(orgId, from),
      repo.seats(orgId, to),
      repo.viewsByTitle(orgId, from),
      repo.viewers(orgId, from),
      repo.sharedViews(orgId, from),
      repo.wallet(orgId),
    ]);
    const named = byTitle.filter((t) => t.viewers >= ORG_REPORT_RULES.minViewers);
    const months = wallet ? await repo.spendByMonth(wallet.id, from) : [];
    const byMonth = months.map((m) => ({
      month: m.month,
      fundedIn: Number(m.fundedIn),
      seats: Number(m.seats),
    }));
    const people = new Map<string, EnterprisePayload["shared"][number]>();
    for (const row of shared) {
      const person = people.get(row.userId) ?? { name: row.name, titles: [] };
      person.titles.push({
        title: row.title,
        views: row.views,
        lastAt: new Date(row.lastAt ?? to).toISOString(),
      });
      people.set(row.userId, person);
    }
    return {
      organisation: { id: orgId, name: org.name },
      period: { from: from.toISOString(), to: to.toISOString(), days },
      members,
      seats,
      watching: {
        views: byTitle.reduce((n, t) => n + t.views, 0),
        viewers,
        titles: named.map(({ ref, title, views, viewers }) => ({ ref, title, views, viewers })),
        otherViews: byTitle
          .filter((t) => t.viewers < ORG_REPORT_RULES.minViewers)
          .reduce((n, t) => n + t.views, 0),
        minViewers: ORG_REPORT_RULES.minViewers,
      },
      shared: [...people.values()],
      spend: {
        balance: wallet
          ? { amount: wallet.balanceMinor, currency: wallet.currency satisfies Currency }
          : null,
        fundedIn: byMonth.reduce((n, m) => n + m.fundedIn, 0),
        seats: byMonth.reduce((n, m) => n + m.seats, 0),
        byMonth,
      },
    };
  }

  async function setShareViewing(orgId: string, userId: string, share: boolean) {
    if (!(await repo.setShareViewing(orgId, userId, share))) {
      throw notFound("org/not-found", "No such organisation.");
    }
    return { shareViewing: share };
  }

  return { report, setShareViewing };
}

export type ReportService = ReturnType<typeof createReportService>;
