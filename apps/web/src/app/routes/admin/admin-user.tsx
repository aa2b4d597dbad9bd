import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Input.css";
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type AdminUserDetail, STAFF_ROLES, type StaffRole } from "@tazama/contracts";
import { useState } from "react";
import {
  useAdminUser,
  useSendPasswordReset,
  useUpdateAdminUser,
} from "../../../features/accounts/api/user-admin.ts";
import { useAuth } from "../../../features/accounts/hooks/use-auth.ts";
import { useRefreshAudit } from "../../../features/audit/api/audit.ts";
import { AuditTable } from "../../../features/audit/components/audit-table.tsx";
import { UserTopUps } from "../../../features/payments/components/user-top-ups.tsx";
import { UserMoney } from "../../../features/refunds/components/user-money.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { DetailFrame, useDetailId } from "./detail-frame.tsx";
import { ROLE_LABELS } from "./staff-roles.ts";
import { UserBadges } from "./user-badges.tsx";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** /admin/users/:id: one person, what an admin may change, and what admins did to them. */
export function AdminUserPage() {
  const detail = useAdminUser(useDetailId());
  usePageTitle(detail.data ? `${detail.data.user.name} · Admin` : "Person · Admin");
  return (
    <DetailFrame back={{ to: "/admin/users", label: "People" }} query={detail}>
      {(data) => <Person detail={data} />}
    </DetailFrame>
  );
}

function Person({ detail }: { detail: AdminUserDetail }) {
  const { user, sessions } = detail;
  const refreshAudit = useRefreshAudit();
  const self = useAuth().authUser?.uid === user.id;
  return (
    <>
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={2}>{user.name}</Title>
        <UserBadges user={user} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="md" radius="md" bg="dark.7">
          <Stack gap={6}>
            <Title order={3} size="h5">
              Profile
            </Title>
            <Fact label="Email">{user.email}</Fact>
            <Fact label="Phone">
              {user.phone
                ? `${user.phone} ${user.phoneVerified ? "(proven)" : "(not proven)"}`
                : "—"}
            </Fact>
            <Fact label="Language">{user.locale}</Fact>
            <Fact label="Joined">{when.format(new Date(user.createdAt))}</Fact>
            <Fact label="Signs in with">{detail.hasPassword ? "Password" : "Google only"}</Fact>
          </Stack>
        </Paper>
        <Actions detail={detail} self={self} />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} size="h5">
          Sessions ({sessions.length})
        </Title>
        {sessions.length === 0 ? (
          <Text c="gray.4" size="sm">
            Not signed in anywhere.
          </Text>
        ) : (
          sessions.map((session) => (
            <Text key={session.id} size="sm">
              {session.device} · last active {when.format(new Date(session.lastActiveAt))}
            </Text>
          ))
        )}
      </Stack>
      <UserMoney userId={user.id} onRefunded={refreshAudit} />
      <UserTopUps userId={user.id} />
      <Stack gap="xs">
        <Title order={3} size="h5">
          What admins did
        </Title>
        <AuditTable targetId={user.id} pageSize={10} />
      </Stack>
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="gray.4" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Group>
  );
}

function Actions({ detail, self }: { detail: AdminUserDetail; self: boolean }) {
  const { user } = detail;
  const refreshAudit = useRefreshAudit();
  const update = useUpdateAdminUser(user.id, refreshAudit);
  const reset = useSendPasswordReset(user.id, refreshAudit);
  const [role, setRole] = useState<StaffRole>(user.role);
  const [confirming, setConfirming] = useState(false);
  const failed = (error: Error) =>
    notifications.show({ color: "red", title: "Not done", message: error.message });

  return (
    <Paper withBorder p="md" radius="md" bg="dark.7">
      <Stack gap="md">
        <Title order={3} size="h5">
          Manage
        </Title>
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label="Role"
            value={role}
            disabled={self}
            onChange={(event) => {
              setRole(event.currentTarget.value as StaffRole);
            }}
            data={STAFF_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          />
          <Button
            variant="light"
            disabled={role === user.role || self}
            loading={update.isPending && update.variables.role !== undefined}
            onClick={() => {
              update.mutate(
                { role },
                {
                  onSuccess: (saved) =>
                    notifications.show({
                      message: `${saved.name} is now ${ROLE_LABELS[saved.role]}.`,
                    }),
                  onError: failed,
                },
              );
            }}
          >
            Save role
          </Button>
        </Group>
        {self ? (
          <Text size="sm" c="gray.4">
            This is you: another admin changes your role or disables you.
          </Text>
        ) : user.disabled ? (
          <Button
            variant="light"
            onClick={() => {
              update.mutate({ disabled: false }, { onError: failed });
            }}
            loading={update.isPending && update.variables.disabled === false}
            style={{ alignSelf: "flex-start" }}
          >
            Enable account
          </Button>
        ) : confirming ? (
          <Stack gap="xs">
            <Text size="sm">
              {user.name} is signed out everywhere at once and cannot sign in until enabled.
            </Text>
            <Group gap="sm">
              <Button
                color="red"
                loading={update.isPending}
                onClick={() => {
                  update.mutate(
                    { disabled: true },
                    {
                      onSuccess: () => {
                        setConfirming(false);
                      },
                      onError: failed,
                    },
                  );
                }}
              >
                Disable now
              </Button>
              <Button
                variant="subtle"
                onClick={() => {
                  setConfirming(false);
                }}
              >
                Keep active
              </Button>
            </Group>
          </Stack>
        ) : (
          <Button
            color="red"
            variant="outline"
            onClick={() => {
              setConfirming(true);
            }}
            style={{ alignSelf: "flex-start" }}
          >
            Disable account…
          </Button>
        )}
        <Button
          variant="default"
          disabled={user.disabled}
          loading={reset.isPending}
          onClick={() => {
            reset.mutate(undefined, {
              onSuccess: () =>
                notifications.show({ message: `A password reset link went to ${user.email}.` }),
              onError: failed,
            });
          }}
          style={{ alignSelf: "flex-start" }}
        >
          Send a password reset
        </Button>
      </Stack>
    </Paper>
  );
}
