import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Loader.css";
import { Badge, Button, Group, Loader, Stack, Table, Text } from "@mantine/core";
import type { OrgSummary } from "@tazama/contracts";
import { SectionCard } from "../../../components/ui/section-card.tsx";
import { useLeaveOrg, useOrg } from "../api/organisations.ts";
import { MemberUpload } from "./member-upload.tsx";

const KIND: Record<OrgSummary["kind"], string> = {
  company: "Company",
  school: "School",
  church: "Church",
  ngo: "NGO",
  other: "Organisation",
};
const members = (n: number) => `${n.toLocaleString("en")} ${n === 1 ? "member" : "members"}`;
const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" });

/** One organisation: admins add and see members; a member sees it and may leave. */
export function OrgPanel({ summary }: { summary: OrgSummary }) {
  const org = useOrg(summary.id);
  const leave = useLeaveOrg();
  const detail = org.data;
  return (
    <SectionCard
      title={summary.name}
      subtitle={`${KIND[summary.kind]} · ${members(detail?.members ?? summary.members)}${detail && detail.invited > 0 ? ` · ${String(detail.invited)} invited` : ""}`}
      aside={
        <Badge variant="light" color={summary.role === "admin" ? "orange" : "gray"}>
          {summary.role === "admin" ? "Admin" : "Member"}
        </Badge>
      }
    >
      {summary.role === "admin" ? (
        <Stack gap="md">
          <MemberUpload orgId={summary.id} />
          {org.isPending ? (
            <Loader size="sm" role="status" aria-label="Loading the members" />
          ) : detail && detail.list.length > 0 ? (
            <Table.ScrollContainer minWidth={480}>
              <Table striped aria-label="Members">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Email or phone</Table.Th>
                    <Table.Th>Since</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {detail.list.map((m, i) => (
                    <Table.Tr key={`${m.name}-${String(i)}`}>
                      <Table.Td>
                        {m.name}{" "}
                        {m.role === "admin" ? (
                          <Badge size="xs" variant="light" color="orange">
                            Admin
                          </Badge>
                        ) : m.status === "invited" ? (
                          <Badge size="xs" variant="light" color="yellow">
                            Invited
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: "anywhere" }}>{m.email ?? m.phone}</Table.Td>
                      <Table.Td>{day.format(new Date(m.since))}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
        </Stack>
      ) : (
        <Group>
          <Text size="sm">{summary.name} added you to Tazama.</Text>
          <Button
            variant="subtle"
            color="red"
            radius="xl"
            loading={leave.isPending}
            onClick={() => {
              leave.mutate(summary.id);
            }}
          >
            Leave
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}
