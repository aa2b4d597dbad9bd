import "@mantine/core/styles/Input.css";
import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { SCREENING_PATHS } from "@tazama/contracts";
import { type SyntheticEvent, useState } from "react";
import { ApiError, request } from "../../../lib/api-client.ts";
import { useDoor } from "../hooks/use-door.ts";
import { screeningWhen, screeningWhere } from "../lib/format.ts";
import { DoorAnswerCard } from "./door-answer.tsx";
import { DoorConflicts } from "./door-conflicts.tsx";
import { QrScanner } from "./qr-scanner.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

function Count({ label, value }: { label: string; value: number }) {
  const i18n = useI18n();
  return (
    <Paper p="sm" radius="md" bg="dark.6" ta="center">
      <Text fw={800} size="xl" aria-label={`${label}: ${value.toLocaleString(i18n.locale)}`}>
        {value}
      </Text>
      <Text size="xs" c="gray.4">
        {label}
      </Text>
    </Paper>
  );
}

/**
 * One screening's door on an usher's phone: live counts, the camera or a typed ref code, the
 * answer at arm's length. Without a connection it carries on from the copy on the phone.
 */
export function DoorPanel({ screeningId, usherName }: { screeningId: string; usherName: string }) {
  const i18n = useI18n();
  const { door, checkIn, answer, busy, waiting, conflicts, dismiss } = useDoor(
    screeningId,
    usherName,
  );
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const data = door.data;

  const present = (presented: { token?: string; refcode?: string }) => {
    setError(null);
    checkIn(presented).catch((failure: unknown) => {
      setError(
        failure instanceof ApiError
          ? failure.message
          : i18n._({ id: "door.failed", message: "That did not work. Try again." }),
      );
    });
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (code.trim() === "") return;
    present({ refcode: code.trim() });
    setCode("");
  };
  const serve = (orderId: string) => {
    void request({
      method: "POST",
      path: SCREENING_PATHS.served.replace(":id", orderId),
    })
      .then(() => door.refetch())
      .catch(() => {
        setError(
          i18n._({
            id: "door.serve-failed",
            message: "Could not mark it served (no connection?).",
          }),
        );
      });
  };

  if (!data) {
    return (
      <Text c="dimmed">
        {door.isError
          ? i18n._({ id: "door.load-failed", message: "This screening could not be loaded." })
          : i18n._({ id: "door.loading", message: "Loading…" })}
      </Text>
    );
  }
  const online =
    waiting === 0
      ? null
      : i18n._({
          id: "door.waiting",
          message:
            "{waiting, plural, one {# scan waiting to sync} other {# scans waiting to sync}}",
          values: { waiting },
        });
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {data.screening.title.title}
        </Title>
        <Text c="gray.4">
          {screeningWhen(data.screening.startsAt, i18n)} · {screeningWhere(data.screening, i18n)}
        </Text>
        {online ? (
          <Badge color="yellow" variant="light" mt={4}>
            {online}
          </Badge>
        ) : null}
      </div>
      <SimpleGrid
        cols={3}
        spacing="xs"
        aria-label={i18n._({ id: "door.counts", message: "Counts" })}
      >
        <Count
          label={i18n._({ id: "door.count.booked", message: "Booked" })}
          value={data.counts.booked}
        />
        <Count
          label={i18n._({ id: "door.count.checked-in", message: "Checked in" })}
          value={data.counts.checkedIn}
        />
        <Count
          label={i18n._({ id: "door.count.snacks", message: "Snacks to serve" })}
          value={data.counts.refreshmentsToServe}
        />
      </SimpleGrid>
      <QrScanner
        onScan={(text) => {
          present({ token: text });
        }}
      />
      <form onSubmit={submit} aria-label={i18n._({ id: "door.refcode", message: "Ref code" })}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={i18n._({ id: "door.type-refcode", message: "Or type a ref code" })}
            placeholder="K7P2XQ9M"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value.toUpperCase());
            }}
            style={{ flex: 1 }}
            styles={{ input: { fontFamily: "monospace", letterSpacing: "0.12em" } }}
          />
          <Button type="submit" loading={busy} size="sm">
            {i18n._({ id: "door.check-in", message: "Check in" })}
          </Button>
        </Group>
      </form>
      {error ? (
        <Text c="red.4" role="alert">
          {error}
        </Text>
      ) : null}
      <DoorConflicts conflicts={conflicts} seated={data.screening.seated} onDismiss={dismiss} />
      {answer ? (
        <DoorAnswerCard answer={answer} seated={data.screening.seated} onServe={serve} />
      ) : null}
    </Stack>
  );
}
