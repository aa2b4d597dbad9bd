import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Tabs.css";
import { Badge, Button, Loader, Stack, Table, Tabs, Text } from "@mantine/core";
import type { OrgDetail, OrgSummary } from "@tazama/contracts";
import type { ReactNode } from "react";
import { SectionCard } from "../../../components/ui/section-card.tsx";
import { useLeaveOrg, useOrg } from "../api/organisations.ts";
import type { TitleOption } from "./buy-seats-form.tsx";
import { MemberUpload } from "./member-upload.tsx";
import { OrgReport } from "./org-report.tsx";
import { SeatsPanel } from "./seats-panel.tsx";
import { ShareViewingSwitch } from "./share-viewing-switch.tsx";

const KIND: Record<OrgSummary["kind"], string> = {
  company: "Company",
  school: "School",
  church: "Church",
  ngo: "NGO",
  other: "Organisation",
};
const members = (n: number) => `${n.toLocaleString("en")} ${n === 1 ? "member" : "members"}`;
const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" });

/**
 * One organisation: admins add members, buy and give seats, and read the report; a member
 * sees it, chooses whether to share what they watch, and may leave.
 */
export function OrgPanel({
  summary,
  titleOptions,
  screenings,
}: {
  summary: OrgSummary;
  titleOptions: TitleOption[];
  /** The admin's Screenings tab: block bookings (another feature's, given by the page). */
  screenings?: (orgId: string) => ReactNode;
}) {
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
        <Tabs defaultValue="members" keepMounted={false} color="orange">
          <Tabs.List mb="md">
            <Tabs.Tab value="members">Members</Tabs.Tab>
            <Tabs.Tab value="seats">Seats and wallet</Tabs.Tab>
            {screenings ? <Tabs.Tab value="screenings">Screenings</Tabs.Tab> : null}
            <Tabs.Tab value="report">Report</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="members">
            <Stack gap="md">
              <MemberUpload orgId={summary.id} />
              {org.isPending ? (
                <Loader size="sm" role="status" aria-label="Loading the members" />
              ) : detail && detail.list.length > 0 ? (
                <MembersTable list={detail.list} />
              ) : null}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="seats">
            <SeatsPanel
              orgId={summary.id}
              orgName={summary.name}
              members={(detail?.list ?? []).flatMap((m) =>
                m.userId && m.status === "active" ? [{ userId: m.userId, name: m.name }] : [],
              )}
              titleOptions={titleOptions}
            />
          </Tabs.Panel>
          {screenings ? <Tabs.Panel value="screenings">{screenings(summary.id)}</Tabs.Panel> : null}
          <Tabs.Panel value="report">
            <OrgReport orgId={summary.id} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{summary.name} added you to Tazama.</Text>
          {detail ? (
            <ShareViewingSwitch
              orgId={summary.id}
              orgName={summary.name}
              checked={detail.shareViewing}
            />
          ) : null}
          <Button
            variant="subtle"
            color="red"
            radius="xl"
            w="fit-content"
            loading={leave.isPending}
            onClick={() => {
              leave.mutate(summary.id);
            }}
          >
            Leave
          </Button>
        </Stack>
      )}
    </SectionCard>
  );
}

function MembersTable({ list }: { list: OrgDetail["list"] }) {
  return (
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
          {list.map((m, i) => (
            <Table.Tr key={m.userId ?? `${m.name}-${String(i)}`}>
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
  );
}
