import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Input.css";
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { notifications } from "../../../../lib/toasts.ts";
import { type AdminUserDetail, STAFF_ROLES, type StaffRole } from "@tazama/contracts";
import { useState } from "react";
import { useSendPasswordReset, useUpdateAdminUser } from "../../api/user-admin.ts";
import { useAuth } from "../../hooks/use-auth.ts";
import { dateFormat } from "../../../../lib/i18n/date-format.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import { roleLabel } from "./staff-roles.ts";
import { UserBadges } from "./user-badges.tsx";

/** One person: who they are, what an admin may change (role, disable, reset), their sessions. */
export function Person({
  detail,
  onChanged,
}: {
  detail: AdminUserDetail;
  onChanged: () => unknown;
}) {
  const i18n = useI18n();
  const when = dateFormat(i18n, { dateStyle: "medium", timeStyle: "short" });
  const { user, sessions } = detail;
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
              {i18n._({ id: "admin.user.profile", message: "Profile" })}
            </Title>
            <Fact label={i18n._({ id: "admin.users.column.email", message: "Email" })}>
              {user.email}
            </Fact>
            <Fact label={i18n._({ id: "admin.users.column.phone", message: "Phone" })}>
              {user.phone
                ? user.phoneVerified
                  ? i18n._({
                      id: "admin.user.phone-proven",
                      message: "{phone} (proven)",
                      values: { phone: user.phone },
                    })
                  : i18n._({
                      id: "admin.user.phone-not-proven",
                      message: "{phone} (not proven)",
                      values: { phone: user.phone },
                    })
                : "—"}
            </Fact>
            <Fact label={i18n._({ id: "admin.user.language", message: "Language" })}>
              {user.locale}
            </Fact>
            <Fact label={i18n._({ id: "admin.users.column.joined", message: "Joined" })}>
              {when.format(new Date(user.createdAt))}
            </Fact>
            <Fact label={i18n._({ id: "admin.user.signs-in-with", message: "Signs in with" })}>
              {detail.hasPassword
                ? i18n._({ id: "admin.user.password", message: "Password" })
                : i18n._({ id: "admin.user.google-only", message: "Google only" })}
            </Fact>
          </Stack>
        </Paper>
        <Actions detail={detail} self={self} onChanged={onChanged} />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {i18n._({
            id: "admin.user.sessions",
            message: "Sessions ({count})",
            values: { count: sessions.length },
          })}
        </Title>
        {sessions.length === 0 ? (
          <Text c="gray.4" size="sm">
            {i18n._({ id: "admin.user.no-sessions", message: "Not signed in anywhere." })}
          </Text>
        ) : (
          sessions.map((session) => (
            <Text key={session.id} size="sm">
              {i18n._({
                id: "admin.user.session",
                message: "{device} · last active {when}",
                values: {
                  device: session.device,
                  when: when.format(new Date(session.lastActiveAt)),
                },
              })}
            </Text>
          ))
        )}
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

function Actions({
  detail,
  self,
  onChanged,
}: {
  detail: AdminUserDetail;
  self: boolean;
  onChanged: () => unknown;
}) {
  const i18n = useI18n();
  const { user } = detail;
  const update = useUpdateAdminUser(user.id, onChanged);
  const reset = useSendPasswordReset(user.id, onChanged);
  const [role, setRole] = useState<StaffRole>(user.role);
  const [confirming, setConfirming] = useState(false);
  const failed = (error: Error) =>
    notifications.show({
      color: "red",
      title: i18n._({ id: "admin.not-done", message: "Not done" }),
      message: error.message,
    });

  return (
    <Paper withBorder p="md" radius="md" bg="dark.7">
      <Stack gap="md">
        <Title order={3} size="h5">
          {i18n._({ id: "admin.user.manage", message: "Manage" })}
        </Title>
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={i18n._({ id: "admin.users.column.role", message: "Role" })}
            value={role}
            disabled={self}
            onChange={(event) => {
              setRole(event.currentTarget.value as StaffRole);
            }}
            data={STAFF_ROLES.map((value) => ({ value, label: roleLabel(value, i18n) }))}
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
                      message: i18n._({
                        id: "admin.user.role-saved",
                        message: "{name} is now {role}.",
                        values: { name: saved.name, role: roleLabel(saved.role, i18n) },
                      }),
                    }),
                  onError: failed,
                },
              );
            }}
          >
            {i18n._({ id: "admin.user.save-role", message: "Save role" })}
          </Button>
        </Group>
        {self ? (
          <Text size="sm" c="gray.4">
            {i18n._({
              id: "admin.user.self",
              message: "This is you: another admin changes your role or disables you.",
            })}
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
            {i18n._({ id: "admin.user.enable", message: "Enable account" })}
          </Button>
        ) : confirming ? (
          <Stack gap="xs">
            <Text size="sm">
              {i18n._({
                id: "admin.user.disable-confirm",
                message:
                  "{name} is signed out everywhere at once and cannot sign in until enabled.",
                values: { name: user.name },
              })}
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
                {i18n._({ id: "admin.user.disable-now", message: "Disable now" })}
              </Button>
              <Button
                variant="subtle"
                onClick={() => {
                  setConfirming(false);
                }}
              >
                {i18n._({ id: "admin.user.keep-active", message: "Keep active" })}
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
            {i18n._({ id: "admin.user.disable", message: "Disable account…" })}
          </Button>
        )}
        <Button
          variant="default"
          disabled={user.disabled}
          loading={reset.isPending}
          onClick={() => {
            reset.mutate(undefined, {
              onSuccess: () =>
                notifications.show({
                  message: i18n._({
                    id: "admin.user.reset-sent",
                    message: "A password reset link went to {email}.",
                    values: { email: user.email },
                  }),
                }),
              onError: failed,
            });
          }}
          style={{ alignSelf: "flex-start" }}
        >
          {i18n._({ id: "admin.user.send-reset", message: "Send a password reset" })}
        </Button>
      </Stack>
    </Paper>
  );
}
