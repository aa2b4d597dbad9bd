import "@mantine/core/styles/Table.css";
import { Table, Text } from "@mantine/core";
import type { QualityFigures } from "@tazama/contracts";
import type { ReactNode } from "react";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { cells, headings } from "./quality-format.ts";

/** One table of the report: a row per title, network, rendition or country, with its figures. */
export function Figures({
  label,
  first,
  rows,
}: {
  label: string;
  first: string;
  rows: { key: string; name: ReactNode; figures: QualityFigures }[];
}) {
  const i18n = useI18n();
  if (rows.length === 0) {
    return (
      <Text size="sm" c="gray.4">
        {i18n._({ id: "quality.none", message: "No viewings in these days." })}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={label} striped highlightOnHover horizontalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {[first, ...headings(i18n)].map((h, i) => (
              <Table.Th key={h} ta={i === 0 ? "left" : "right"}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.name}</Table.Td>
              {cells(row.figures, i18n).map((cell, i) => (
                <Table.Td key={i} ta="right" style={{ whiteSpace: "nowrap" }}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
