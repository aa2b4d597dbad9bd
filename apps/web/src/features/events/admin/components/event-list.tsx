import "@mantine/core/styles/Paper.css";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "../../../../lib/toasts.ts";
import { type AdminEvent, imageSrc } from "@tazama/contracts";
import { useState } from "react";
import { useAdminEvents, useCreateEvent, useUpdateEvent } from "../../api/event-admin.ts";
import { dateFormat } from "../../../../lib/i18n/date-format.ts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import { useNow } from "../../../../lib/use-now.ts";
import { EditableCard } from "../../../../components/admin/editable-card.tsx";
import { EventForm } from "./event-form.tsx";

const failed = (i18n: I18n) => (error: Error) =>
  notifications.show({
    color: "red",
    title: i18n._({ id: "admin.not-saved", message: "Not saved" }),
    message: error.message,
  });

/** When and where, in one line: "12 Mar 2027, 18:00 – 12 Mar 2027, 22:00 · Nairobi". */
function whenAndWhere(event: AdminEvent, i18n: I18n): string {
  const when = dateFormat(i18n, { dateStyle: "medium", timeStyle: "short" });
  const end = when.format(new Date(event.endDate));
  if (event.startsAt) {
    const start = when.format(new Date(event.startsAt));
    return event.venue
      ? i18n._({
          id: "admin.events.from-to-venue",
          message: "{start} – {end} · {venue}",
          values: { start, end, venue: event.venue },
        })
      : i18n._({
          id: "admin.events.from-to-online",
          message: "{start} – {end} · online or to be announced",
          values: { start, end },
        });
  }
  return event.venue
    ? i18n._({
        id: "admin.events.until-venue",
        message: "Until {end} · {venue}",
        values: { end, venue: event.venue },
      })
    : i18n._({
        id: "admin.events.until-online",
        message: "Until {end} · online or to be announced",
        values: { end },
      });
}

/** /admin/events: the Events dialog's cards: new ones, and every one (past ones too) to edit. */
export function EventList({ onChanged }: { onChanged: () => unknown }) {
  const i18n = useI18n();
  const events = useAdminEvents();
  const create = useCreateEvent(onChanged);
  const [adding, setAdding] = useState(false);
  // Which events have ended (the dialog shows only the others), looked at again each minute.
  const now = useNow(60_000);
  return (
    <>
      <Group justify="space-between">
        <Text c="gray.4" size="sm">
          {i18n._({
            id: "admin.events.intro",
            message: "Upcoming events show in the Events dialog until they end.",
          })}
        </Text>
        <Button
          variant={adding ? "default" : "filled"}
          onClick={() => {
            setAdding(!adding);
          }}
        >
          {adding
            ? i18n._({ id: "admin.card.close", message: "Close" })
            : i18n._({ id: "admin.events.new", message: "New event" })}
        </Button>
      </Group>
      {adding ? (
        <Paper withBorder p="md" radius="md" bg="dark.7">
          <EventForm
            label={i18n._({ id: "admin.events.new", message: "New event" })}
            submitLabel={i18n._({ id: "admin.events.create", message: "Create event" })}
            busy={create.isPending}
            onSave={(body) => {
              create.mutate(body, {
                onSuccess: (event) => {
                  setAdding(false);
                  notifications.show({
                    message: i18n._({
                      id: "admin.events.created",
                      message: "{title} is in the Events dialog.",
                      values: { title: event.title },
                    }),
                  });
                },
                onError: failed(i18n),
              });
            }}
          />
        </Paper>
      ) : null}
      {events.isError ? (
        <Text c="red.4">
          {i18n._({ id: "admin.events.load-error", message: "The events could not be loaded." })}
        </Text>
      ) : null}
      {events.data?.events.length === 0 ? (
        <Text c="dimmed">
          {i18n._({
            id: "admin.events.empty",
            message: "No event yet. Viewers see the ones you add in the Events dialog.",
          })}
        </Text>
      ) : null}
      {(events.data?.events ?? []).map((event) => (
        <EventCard
          key={event.id}
          event={event}
          ended={new Date(event.endDate).getTime() < now}
          onChanged={onChanged}
        />
      ))}
    </>
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
  const i18n = useI18n();
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
                {ended
                  ? i18n._({ id: "admin.events.ended", message: "ended" })
                  : i18n._({ id: "admin.events.upcoming", message: "upcoming" })}
              </Badge>
            </Group>
            <Text size="sm" c="gray.3">
              {whenAndWhere(event, i18n)}
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
          label={i18n._({
            id: "admin.events.edit",
            message: "Edit {title}",
            values: { title: event.title },
          })}
          submitLabel={i18n._({ id: "admin.events.save", message: "Save event" })}
          busy={update.isPending}
          onSave={(body) => {
            update.mutate(body, {
              onSuccess: () => {
                close();
                notifications.show({
                  message: i18n._({ id: "admin.events.saved", message: "Event saved." }),
                });
              },
              onError: failed(i18n),
            });
          }}
        />
      )}
    />
  );
}
