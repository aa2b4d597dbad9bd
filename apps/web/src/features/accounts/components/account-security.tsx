import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { notifications } from "../../../lib/toasts.ts";
import { type SubmitEvent, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { dateFormat } from "../../../lib/i18n/date-format.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useChangePassword } from "../api/change-password.ts";
import { useEndSessions, useSessions } from "../api/sessions.ts";
import { passwordLengthError } from "../lib/password.ts";
import { SectionCard } from "../../../components/ui/section-card.tsx";
import { DeleteAccount } from "./delete-account.tsx";
import { NewPasswordInput } from "./new-password-input.tsx";

/**
 * My Membership's Security: change the password, see and end where the account is signed in,
 * and delete the account.
 */
export function AccountSecurity() {
  const i18n = useI18n();
  return (
    <SectionCard title={i18n._({ id: "security.heading", message: "Security" })}>
      <Stack gap="lg">
        <ChangePasswordForm />
        <SignedInDevices />
        <DeleteAccount />
      </Stack>
    </SectionCard>
  );
}

function ChangePasswordForm() {
  const change = useChangePassword();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const i18n = useI18n();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lengthError = passwordLengthError(next, i18n);
    const found = {
      ...(current
        ? {}
        : {
            current: i18n._({
              id: "security.enter-current",
              message: "Enter your current password.",
            }),
          }),
      ...(lengthError ? { next: lengthError } : {}),
    };
    setErrors(found);
    if (found.current || found.next) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: ({ ended }) => {
          setCurrent("");
          setNext("");
          notifications.show({
            color: "teal",
            autoClose: 3_000,
            message:
              ended > 0
                ? i18n._({
                    id: "security.changed-signed-out",
                    message:
                      "Password changed. {count, plural, one {# other device was} other {# other devices were}} signed out.",
                    values: { count: ended },
                  })
                : i18n._({ id: "security.changed", message: "Password changed." }),
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "auth/wrong-password") {
            setErrors({ current: error.message });
          } else if (error instanceof ApiError && error.code === "auth/weak-password") {
            setErrors({ next: error.message });
          }
        },
      },
    );
  };
  const other =
    change.error &&
    !(change.error instanceof ApiError && /wrong-password|weak-password/.test(change.error.code))
      ? change.error instanceof ApiError
        ? change.error.message
        : i18n._({ id: "security.went-wrong", message: "Something went wrong. Try again." })
      : null;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={i18n._({ id: "security.change-password", message: "Change password" })}
    >
      <Stack gap="sm">
        <Text fw={700}>
          {i18n._({ id: "security.change-password", message: "Change password" })}
        </Text>
        <PasswordInput
          label={i18n._({ id: "security.current-password", message: "Current password" })}
          name="current-password"
          autoComplete="current-password"
          required
          value={current}
          error={errors.current}
          onChange={(e) => {
            setCurrent(e.currentTarget.value);
          }}
        />
        <NewPasswordInput
          label={i18n._({ id: "security.new-password", message: "New password" })}
          value={next}
          error={errors.next}
          onChange={setNext}
        />
        {other ? (
          <Alert color="red" variant="light" role="alert">
            {other}
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          {i18n._({
            id: "security.others-signed-out",
            message: "Every other device signed in to your account will be signed out.",
          })}
        </Text>
        <Group>
          <Button type="submit" radius="xl" loading={change.isPending}>
            {i18n._({ id: "security.change-password", message: "Change password" })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SignedInDevices() {
  const sessions = useSessions();
  const end = useEndSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;
  const i18n = useI18n();
  const when = dateFormat(i18n, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Stack gap="sm">
      <Text fw={700}>
        {i18n._({ id: "security.signed-in-where", message: "Where you’re signed in" })}
      </Text>
      {sessions.isError ? (
        <Text c="dimmed">
          {i18n._({
            id: "security.devices-error",
            message: "We couldn’t load your devices. Reload the page to try again.",
          })}
        </Text>
      ) : null}
      <Stack
        gap="xs"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: "none" }}
        aria-label={i18n._({ id: "security.devices", message: "Devices" })}
      >
        {list.map((session) => (
          <Group
            key={session.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            aria-label={session.device}
          >
            <div style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Text fw={600}>{session.device}</Text>
                {session.current ? (
                  <Badge size="sm" variant="light" color="teal">
                    {i18n._({ id: "security.this-device", message: "This device" })}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                {i18n._({
                  id: "security.last-active",
                  message: "Last active {date}",
                  values: { date: when.format(new Date(session.lastActiveAt)) },
                })}
              </Text>
            </div>
            {session.current ? null : (
              <Button
                variant="default"
                size="xs"
                radius="xl"
                loading={end.isPending && end.variables === session.id}
                aria-label={i18n._({
                  id: "security.sign-out-device",
                  message: "Sign out {device}",
                  values: { device: session.device },
                })}
                onClick={() => {
                  end.mutate(session.id);
                }}
              >
                {i18n._({ id: "security.sign-out", message: "Sign out" })}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      {others > 1 ? (
        <Group>
          <Button
            variant="default"
            radius="xl"
            loading={end.isPending && end.variables === "others"}
            onClick={() => {
              end.mutate("others");
            }}
          >
            {i18n._({ id: "security.sign-out-others", message: "Sign out all other devices" })}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
