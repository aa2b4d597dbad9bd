import { type EnterprisePayload, formatPrice, type Currency } from "@tazama/contracts";
import { csvTable } from "../../lib/csv.ts";

/** `enterprisePayload` as one CSV table (section, item, member, views, viewers, amount). */
export function reportCsv(report: EnterprisePayload): string {
  const currency = (report.spend.balance?.currency ?? "NGN") as Currency;
  const money = (minor: number) => formatPrice(minor, currency);
  const rows: (string | number)[][] = [
    ["Section", "Item", "Member", "Views", "Viewers", "Amount"],
    [
      "Report",
      `${report.organisation.name}, ${report.period.from.slice(0, 10)} to ${report.period.to.slice(0, 10)}`,
      "",
      "",
      "",
      "",
    ],
    ["Members", "Members", "", "", report.members.total, ""],
    ["Members", "Invited, not joined yet", "", "", report.members.invited, ""],
    ["Members", "Joined in the period", "", "", report.members.joined, ""],
    ["Members", "Sharing what they watch", "", "", report.members.sharing, ""],
    ["Seats", "Seats running", "", "", report.seats.seats, ""],
    ["Seats", "Seats given", "", "", report.seats.used, ""],
    ["Watching", "All titles", "", report.watching.views, report.watching.viewers, ""],
    ...report.watching.titles.map((t) => ["Watching", t.title, "", t.views, t.viewers, ""]),
    ...(report.watching.otherViews > 0
      ? [
          [
            "Watching",
            `Other titles (fewer than ${report.watching.minViewers} members each)`,
            "",
            report.watching.otherViews,
            "",
            "",
          ],
        ]
      : []),
    ...report.shared.flatMap((member) =>
      member.titles.map((t) => ["Shared", t.title, member.name, t.views, "", ""]),
    ),
    ["Spend", "Money in", "", "", "", money(report.spend.fundedIn)],
    ["Spend", "Seats bought", "", "", "", money(report.spend.seats)],
    ...report.spend.byMonth.flatMap((m) => [
      ["Spend", `${m.month} money in`, "", "", "", money(m.fundedIn)],
      ["Spend", `${m.month} seats bought`, "", "", "", money(m.seats)],
    ]),
    ...(report.spend.balance
      ? [["Spend", "Balance now", "", "", "", money(report.spend.balance.amount)]]
      : []),
  ];
  return csvTable(rows, { bom: true });
}
