import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/ScrollArea.css";
import { Badge, ScrollArea, Table, Text, Title } from "@mantine/core";
import { useReceipts } from "../api/get-receipts.ts";
import { money } from "../../../lib/checkout/money-format.ts";

const STATUS_COLOR = {
  succeeded: "teal",
  pending: "blue",
  failed: "red",
  flagged: "orange",
} as const;

/** Payment history: date, what, amount, currency, method, status (newest first). */
export function ReceiptsTable() {
  const receipts = useReceipts();
  const rows = receipts.data?.receipts ?? [];
  return (
    <section aria-labelledby="receipts-heading">
      <Title order={2} size="h3" id="receipts-heading" mb="sm">
        Payment history
      </Title>
      {receipts.isError ? <Text c="red">We couldn’t load your payments.</Text> : null}
      {receipts.isSuccess && rows.length === 0 ? <Text c="dimmed">No payments yet.</Text> : null}
      {rows.length > 0 ? (
        <ScrollArea type="auto">
          <Table striped highlightOnHover miw={560} aria-label="Payment history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Currency</Table.Th>
                <Table.Th>Method</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    {new Date(r.date).toLocaleDateString(undefined, { dateStyle: "medium" })}
                  </Table.Td>
                  <Table.Td>{r.description}</Table.Td>
                  <Table.Td ta="right" c={r.amount < 0 ? undefined : "teal.4"}>
                    {r.amount > 0 ? "+" : ""}
                    {money(r.amount, r.currency)}
                  </Table.Td>
                  <Table.Td>{r.currency}</Table.Td>
                  <Table.Td>{r.method}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLOR[r.status]}>
                      {r.status}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      ) : null}
    </section>
  );
}
