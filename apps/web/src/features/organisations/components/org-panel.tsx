import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Loader.css";
import tabsStyles from "@mantine/core/styles/Tabs.layer.css?inline";
import { Badge, Button, Loader, Stack, Table, Tabs, Text } from "@mantine/core";
import type { OrgDetail, OrgSummary } from "@tazama/contracts";
import type { ReactNode } from "react";
import { SectionCard } from "../../../components/ui/section-card.tsx";
import { dateFormat } from "../../../lib/i18n/date-format.ts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useLeaveOrg, useOrg } from "../api/organisations.ts";
import type { TitleOption } from "./buy-seats-form.tsx";
import { MemberUpload } from "./member-upload.tsx";
import { OrgReport } from "./org-report.tsx";
import { SeatsPanel } from "./seats-panel.tsx";
import { ShareViewingSwitch } from "./share-viewing-switch.tsx";
import { addPageStyles } from "../../../lib/page-styles.ts";

addPageStyles("mantine-tabs", tabsStyles);

/** What kind of organisation it is, under its name. */
function kindLabel(kind: OrgSummary["kind"], i18n: I18n): string {
  switch (kind) {
    case "company":
      return i18n._({ id: "org.kind.company", message: "Company" });
    case "school":
      return i18n._({ id: "org.kind.school", message: "School" });
    case "church":
      return i18n._({ id: "org.kind.church", message: "Church" });
    case "ngo":
      return i18n._({ id: "org.kind.ngo", message: "NGO" });
    case "other":
      return i18n._({ id: "org.kind.other", message: "Organisation" });
  }
}

/** "School · 12 members · 3 invited" */
function subtitle(kind: OrgSummary["kind"], members: number, invited: number, i18n: I18n): string {
  const parts = [
    kindLabel(kind, i18n),
    i18n._({
      id: "org.panel.members-count",
      message: "{count, plural, one {# member} other {# members}}",
      values: { count: members },
    }),
  ];
  if (invited > 0) {
    parts.push(
      i18n._({
        id: "org.panel.invited-count",
        message: "{count, plural, one {# invited} other {# invited}}",
        values: { count: invited },
      }),
    );
  }
  return parts.join(" · ");
}

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
  const i18n = useI18n();
  const org = useOrg(summary.id);
  const leave = useLeaveOrg();
  const detail = org.data;
  return (
    <SectionCard
      title={summary.name}
      subtitle={subtitle(
        summary.kind,
        detail?.members ?? summary.members,
        detail?.invited ?? 0,
        i18n,
      )}
      aside={
        <Badge variant="light" color={summary.role === "admin" ? "orange" : "gray"}>
          {summary.role === "admin"
            ? i18n._({ id: "org.role.admin", message: "Admin" })
            : i18n._({ id: "org.role.member", message: "Member" })}
        </Badge>
      }
    >
      {summary.role === "admin" ? (
        <Tabs defaultValue="members" keepMounted={false} color="orange">
          <Tabs.List mb="md">
            <Tabs.Tab value="members">
              {i18n._({ id: "org.tab.members", message: "Members" })}
            </Tabs.Tab>
            <Tabs.Tab value="seats">
              {i18n._({ id: "org.tab.seats", message: "Seats and wallet" })}
            </Tabs.Tab>
            {screenings ? (
              <Tabs.Tab value="screenings">
                {i18n._({ id: "org.tab.screenings", message: "Screenings" })}
              </Tabs.Tab>
            ) : null}
            <Tabs.Tab value="report">
              {i18n._({ id: "org.tab.report", message: "Report" })}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="members">
            <Stack gap="md">
              <MemberUpload orgId={summary.id} />
              {org.isPending ? (
                <Loader
                  size="sm"
                  role="status"
                  aria-label={i18n._({
                    id: "org.panel.loading-members",
                    message: "Loading the members",
                  })}
                />
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
          <Text size="sm">
            {i18n._({
              id: "org.panel.added-you",
              message: "{name} added you to Tazama.",
              values: { name: summary.name },
            })}
          </Text>
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
            {i18n._({ id: "org.panel.leave", message: "Leave" })}
          </Button>
        </Stack>
      )}
    </SectionCard>
  );
}

function MembersTable({ list }: { list: OrgDetail["list"] }) {
  const i18n = useI18n();
  const day = dateFormat(i18n, { dateStyle: "medium" });
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label={i18n._({ id: "org.members.table", message: "Members" })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{i18n._({ id: "org.members.name", message: "Name" })}</Table.Th>
            <Table.Th>{i18n._({ id: "org.members.contact", message: "Email or phone" })}</Table.Th>
            <Table.Th>{i18n._({ id: "org.members.since", message: "Since" })}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((m, i) => (
            <Table.Tr key={m.userId ?? `${m.name}-${String(i)}`}>
              <Table.Td>
                {m.name}{" "}
                {m.role === "admin" ? (
                  <Badge size="xs" variant="light" color="orange">
                    {i18n._({ id: "org.role.admin", message: "Admin" })}
                  </Badge>
                ) : m.status === "invited" ? (
                  <Badge size="xs" variant="light" color="yellow">
                    {i18n._({ id: "org.members.invited", message: "Invited" })}
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
