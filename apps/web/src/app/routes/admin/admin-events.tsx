import "@mantine/core/styles/Paper.css";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type AdminEvent, imageSrc } from "@tazama/contracts";
import { useState } from "react";
import { useRefreshAudit } from "../../../features/audit/api/audit.ts";
import { AuditTable } from "../../../features/audit/components/audit-table.tsx";
import {
  useAdminEvents,
  useCreateEvent,
  useUpdateEvent,
} from "../../../features/events/api/event-admin.ts";
import { useNow } from "../../../lib/use-now.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { EditableCard } from "./editable-card.tsx";
import { EventForm } from "./event-form.tsx";

const failed = (error: Error) =>
  notifications.show({ color: "red", title: "Not saved", message: error.message });
const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** /admin/events: the Events dialog's cards: new ones, and every one (past ones too) to edit. */
export function AdminEventsPage() {
  usePageTitle("Events · Admin");
  const refreshAudit = useRefreshAudit();
  const events = useAdminEvents();
  const create = useCreateEvent(refreshAudit);
  const [adding, setAdding] = useState(false);
  // Which events have ended (the dialog shows only the others), looked at again each minute.
  const now = useNow(60_000);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="gray.4" size="sm">
          Upcoming events show in the Events dialog until they end.
        </Text>
        <Button
          variant={adding ? "default" : "filled"}
          onClick={() => {
            setAdding(!adding);
          }}
        >
          {adding ? "Close" : "New event"}
        </Button>
      </Group>
      {adding ? (
        <Paper withBorder p="md" radius="md" bg="dark.7">
          <EventForm
            label="New event"
            submitLabel="Create event"
            busy={create.isPending}
            onSave={(body) => {
              create.mutate(body, {
                onSuccess: (event) => {
                  setAdding(false);
                  notifications.show({ message: `${event.title} is in the Events dialog.` });
                },
                onError: failed,
              });
            }}
          />
        </Paper>
      ) : null}
      {events.isError ? <Text c="red.4">The events could not be loaded.</Text> : null}
      {(events.data?.events ?? []).map((event) => (
        <EventCard
          key={event.id}
          event={event}
          ended={new Date(event.endDate).getTime() < now}
          onChanged={refreshAudit}
        />
      ))}
      <Stack gap="xs">
        <Title order={2} size="h5">
          What admins did
        </Title>
        <AuditTable action="event" pageSize={10} />
      </Stack>
    </Stack>
  );
}

function EventCard({
  event,
  ended,
  onChanged,
}: {
  event: AdminEvent;
  ended: boolean;
  onChanged: () => unknown;
}) {
  const update = useUpdateEvent(event.id, onChanged);
  return (
    <EditableCard
      label={event.title}
      summary={
        <Group align="flex-start" gap="md" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <img
            src={imageSrc(event.artwork)}
            alt=""
            width={160}
            height={90}
            loading="lazy"
            style={{
              borderRadius: 6,
              objectFit: "cover",
              flexShrink: 0,
              maxWidth: "35%",
              height: "auto",
              aspectRatio: "16 / 9",
            }}
          />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs">
              <Title order={3} size="h5">
                {event.title}
              </Title>
              <Badge color={ended ? "gray" : "green"} variant="light">
                {ended ? "ended" : "upcoming"}
              </Badge>
            </Group>
            <Text size="sm" c="gray.3">
              {event.startsAt ? `${when.format(new Date(event.startsAt))} – ` : "Until "}
              {when.format(new Date(event.endDate))}
              {event.venue ? ` · ${event.venue}` : " · online or to be announced"}
            </Text>
            <Text size="xs" c="gray.5" truncate>
              {event.link}
            </Text>
          </Stack>
        </Group>
      }
      form={(close) => (
        <EventForm
          event={event}
          label={`Edit ${event.title}`}
          submitLabel="Save event"
          busy={update.isPending}
          onSave={(body) => {
            update.mutate(body, {
              onSuccess: () => {
                close();
                notifications.show({ message: "Event saved." });
              },
              onError: failed,
            });
          }}
        />
      )}
    />
  );
}
