import "@mantine/core/styles/Table.css";
import { Anchor, Table, Text } from "@mantine/core";
import { type Currency, type Report, formatPrice } from "@tazama/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** Rows shown on the page; the CSV has every row of the report. */
const SHOWN = 10;

const KIND_NAMES: Record<Report["revenueByKind"][number]["kind"], string> = {
  buy: "Buy",
  rent: "Rent",
  pass: "Pass",
  bundle: "Series bundle",
};

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
          The top {SHOWN} of {rows.length}; the CSV has them all.
        </Text>
      ) : null}
    </Table.ScrollContainer>
  );
}

const price = (minor: number, currency: Currency) => formatPrice(minor, currency);
const moneyCells = (m: {
  grossMinor: number;
  refundedMinor: number;
  netMinor: number;
  currency: Currency;
}) => [
  price(m.grossMinor, m.currency),
  m.refundedMinor > 0 ? price(m.refundedMinor, m.currency) : "—",
  <Text key="net" fw={600} size="sm">
    {price(m.netMinor, m.currency)}
  </Text>,
];

export function RevenueByTitle({ report }: { report: Report }) {
  return (
    <Rows
      label="Revenue by title"
      head={["Title", "Purchases", "Paid", "Refunded", "Net"]}
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
        ...moneyCells(r),
      ])}
      empty="No title sold in these days."
    />
  );
}

export function RevenueByKind({ report }: { report: Report }) {
  return (
    <Rows
      label="Revenue by kind"
      head={["Kind", "Purchases", "Paid", "Refunded", "Net"]}
      rows={report.revenueByKind.map((r) => [
        `${KIND_NAMES[r.kind]} (${r.currency})`,
        r.purchases,
        ...moneyCells(r),
      ])}
      empty="Nothing sold in these days."
    />
  );
}

export function TopUps({ report }: { report: Report }) {
  return (
    <Rows
      label="Top-ups by provider"
      head={["Provider", "Top-ups", "Amount"]}
      rows={report.topUpsByProvider.map((r) => [
        `${r.provider} (${r.currency})`,
        r.count,
        price(r.amountMinor, r.currency),
      ])}
      empty="No top-up succeeded in these days."
    />
  );
}

export function Views({ report }: { report: Report }) {
  return (
    <Rows
      label="Views and watch time"
      head={["Title", "Views", "Hours watched"]}
      rows={report.viewsByTitle.map((r) => [r.title, r.views, r.watchHours.toFixed(1)])}
      empty="Nobody watched in these days."
    />
  );
}
