import "@mantine/core/styles/Table.css";
import { Anchor, Table, Text } from "@mantine/core";
import { type Currency, type Report, formatPrice } from "@tazama/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

/** Rows shown on the page; the CSV has every row of the report. */
const SHOWN = 10;

function kindName(kind: Report["revenueByKind"][number]["kind"], i18n: I18n): string {
  switch (kind) {
    case "buy":
      return i18n._({ id: "reports.kind.buy", message: "Buy" });
    case "rent":
      return i18n._({ id: "reports.kind.rent", message: "Rent" });
    case "pass":
      return i18n._({ id: "reports.kind.pass", message: "Pass" });
    case "bundle":
      return i18n._({ id: "reports.kind.bundle", message: "Series bundle" });
  }
}

function Rows({
  label,
  head,
  rows,
  empty,
}: {
  label: string;
  head: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  const i18n = useI18n();
  if (rows.length === 0) {
    return (
      <Text size="sm" c="gray.4">
        {empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={400}>
      <Table aria-label={label} striped highlightOnHover horizontalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {head.map((h, i) => (
              <Table.Th key={h} ta={i === 0 ? "left" : "right"}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.slice(0, SHOWN).map((cells, r) => (
            <Table.Tr key={r}>
              {cells.map((cell, i) => (
                <Table.Td key={i} ta={i === 0 ? "left" : "right"} style={{ whiteSpace: "nowrap" }}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length > SHOWN ? (
        <Text size="xs" c="gray.4" mt={4}>
          {i18n._({
            id: "reports.table.top-of",
            message: "The top {shown} of {total}; the CSV has them all.",
            values: { shown: SHOWN, total: rows.length },
          })}
        </Text>
      ) : null}
    </Table.ScrollContainer>
  );
}

const price = (minor: number, currency: Currency, i18n: I18n) =>
  formatPrice(minor, currency, i18n.locale);
const moneyCells = (
  m: {
    grossMinor: number;
    refundedMinor: number;
    netMinor: number;
    currency: Currency;
  },
  i18n: I18n,
) => [
  price(m.grossMinor, m.currency, i18n),
  m.refundedMinor > 0 ? price(m.refundedMinor, m.currency, i18n) : "—",
  <Text key="net" fw={600} size="sm">
    {price(m.netMinor, m.currency, i18n)}
  </Text>,
];

/** The money columns' heads, after the first column and the count of purchases. */
const moneyHeads = (i18n: I18n) => [
  i18n._({ id: "reports.column.purchases", message: "Purchases" }),
  i18n._({ id: "reports.column.paid", message: "Paid" }),
  i18n._({ id: "reports.column.refunded", message: "Refunded" }),
  i18n._({ id: "reports.column.net", message: "Net" }),
];

export function RevenueByTitle({ report }: { report: Report }) {
  const i18n = useI18n();
  return (
    <Rows
      label={i18n._({ id: "reports.by-title", message: "Revenue by title" })}
      head={[i18n._({ id: "reports.column.title", message: "Title" }), ...moneyHeads(i18n)]}
      rows={report.revenueByTitle.map((r) => [
        <Anchor
          key="t"
          component={Link}
          to={`/admin/titles/${encodeURIComponent(r.ref)}`}
          size="sm"
        >
          {r.title}
        </Anchor>,
        r.purchases,
        ...moneyCells(r, i18n),
      ])}
      empty={i18n._({ id: "reports.by-title.empty", message: "No title sold in these days." })}
    />
  );
}

export function RevenueByKind({ report }: { report: Report }) {
  const i18n = useI18n();
  return (
    <Rows
      label={i18n._({ id: "reports.by-kind", message: "Revenue by kind" })}
      head={[i18n._({ id: "reports.column.kind", message: "Kind" }), ...moneyHeads(i18n)]}
      rows={report.revenueByKind.map((r) => [
        i18n._({
          id: "reports.kind.in-currency",
          message: "{kind} ({currency})",
          values: { kind: kindName(r.kind, i18n), currency: r.currency },
        }),
        r.purchases,
        ...moneyCells(r, i18n),
      ])}
      empty={i18n._({ id: "reports.by-kind.empty", message: "Nothing sold in these days." })}
    />
  );
}

export function TopUps({ report }: { report: Report }) {
  const i18n = useI18n();
  return (
    <Rows
      label={i18n._({ id: "reports.top-ups", message: "Top-ups by provider" })}
      head={[
        i18n._({ id: "reports.column.provider", message: "Provider" }),
        i18n._({ id: "reports.column.top-ups", message: "Top-ups" }),
        i18n._({ id: "reports.column.amount", message: "Amount" }),
      ]}
      rows={report.topUpsByProvider.map((r) => [
        `${r.provider} (${r.currency})`,
        r.count,
        price(r.amountMinor, r.currency, i18n),
      ])}
      empty={i18n._({ id: "reports.top-ups.empty", message: "No top-up succeeded in these days." })}
    />
  );
}

export function Views({ report }: { report: Report }) {
  const i18n = useI18n();
  const hours = new Intl.NumberFormat(i18n.locale === "en" ? "en-GB" : i18n.locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  });
  return (
    <Rows
      label={i18n._({ id: "reports.views", message: "Views and watch time" })}
      head={[
        i18n._({ id: "reports.column.title", message: "Title" }),
        i18n._({ id: "reports.column.views", message: "Views" }),
        i18n._({ id: "reports.column.hours", message: "Hours watched" }),
      ]}
      rows={report.viewsByTitle.map((r) => [r.title, r.views, hours.format(r.watchHours)])}
      empty={i18n._({ id: "reports.views.empty", message: "Nobody watched in these days." })}
    />
  );
}
