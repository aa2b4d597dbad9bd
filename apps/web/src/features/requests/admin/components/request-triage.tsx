import "@mantine/core/styles/Paper.css";
import { Anchor, Badge, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "../../../../lib/toasts.ts";
import {
  type AdminRequestPage,
  TITLE_REQUEST_STATUSES,
  type TitleRequestStatus,
} from "@tazama/contracts";
import { useState } from "react";
import { useAdminRequests, useTriageRequest } from "../../api/requests-admin.ts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import { TriageForm } from "../../../../components/admin/triage-form.tsx";
import { TriageList } from "../../../../components/admin/triage-list.tsx";

type Item = AdminRequestPage["items"][number];
const COLORS: Record<TitleRequestStatus, string> = {
  pending: "yellow",
  planned: "blue",
  declined: "gray",
  available: "green",
};

/** A request's state in words. */
function statusLabel(status: TitleRequestStatus, i18n: I18n): string {
  switch (status) {
    case "pending":
      return i18n._({ id: "admin.requests.status.pending", message: "pending" });
    case "planned":
      return i18n._({ id: "admin.requests.status.planned", message: "planned" });
    case "declined":
      return i18n._({ id: "admin.requests.status.declined", message: "declined" });
    case "available":
      return i18n._({ id: "admin.requests.status.available", message: "available" });
  }
}

function Triage({ item }: { item: Item }) {
  const i18n = useI18n();
  const triage = useTriageRequest();
  const [status, setStatus] = useState<TitleRequestStatus>(item.status);
  const [ref, setRef] = useState(item.availableRef ?? "");
  const [note, setNote] = useState(item.note ?? "");
  return (
    <TriageForm
      label={i18n._({
        id: "admin.requests.triage",
        message: "Triage {title}",
        values: { title: item.title },
      })}
      statusLabel={i18n._({ id: "admin.triage.status", message: "Status" })}
      status={status}
      options={TITLE_REQUEST_STATUSES.map((s) => ({ value: s, label: statusLabel(s, i18n) }))}
      onStatus={setStatus}
      noteLabel={i18n._({ id: "admin.requests.note", message: "Note to the askers" })}
      note={note}
      onNote={setNote}
      saving={triage.isPending}
      onSave={() => {
        triage.mutate(
          {
            id: item.id,
            decision: {
              status,
              ...(status === "available" ? { availableRef: ref.trim() } : {}),
              ...(note.trim() ? { note: note.trim() } : {}),
            },
          },
          {
            onSuccess: () => {
              notifications.show({
                message: i18n._({
                  id: "admin.requests.saved",
                  message: "{title}: {status}. Its askers are told.",
                  values: { title: item.title, status: statusLabel(status, i18n) },
                }),
              });
            },
            onError: (error) => {
              notifications.show({
                color: "red",
                title: i18n._({ id: "admin.not-saved", message: "Not saved" }),
                message: error.message,
              });
            },
          },
        );
      }}
    >
      {status === "available" ? (
        <TextInput
          size="xs"
          label={i18n._({ id: "admin.requests.ref", message: "On Tazama as (ref)" })}
          value={ref}
          placeholder="oshodi-overtime"
          onChange={(event) => {
            setRef(event.currentTarget.value);
          }}
        />
      ) : null}
    </TriageForm>
  );
}

/** The requests to triage: what viewers asked for, the most asked first; plan, decline or link it. */
export function RequestTriage() {
  const i18n = useI18n();
  return (
    <TriageList
      label={i18n._({ id: "admin.requests.label", message: "Requests" })}
      statuses={TITLE_REQUEST_STATUSES}
      names={{
        pending: statusLabel("pending", i18n),
        planned: statusLabel("planned", i18n),
        declined: statusLabel("declined", i18n),
        available: statusLabel("available", i18n),
      }}
      usePage={useAdminRequests}
      empty={i18n._({ id: "admin.requests.empty", message: "No request matches." })}
      renderItem={(item) => (
        <Paper component="li" withBorder radius="md" p="sm" bg="dark.7">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600}>
                {item.kind === "series"
                  ? i18n._({
                      id: "admin.requests.heading-series",
                      message: "{title} ({year}, series)",
                      values: { title: item.title, year: item.year },
                    })
                  : i18n._({
                      id: "admin.requests.heading-movie",
                      message: "{title} ({year}, movie)",
                      values: { title: item.title, year: item.year },
                    })}
              </Text>
              <Badge
                color={COLORS[item.status]}
                variant="light"
                style={{ minWidth: "max-content" }}
              >
                {statusLabel(item.status, i18n)}
              </Badge>
            </Group>
            <Text size="sm" c="gray.4">
              {i18n._({
                id: "admin.requests.votes",
                message: "{votes, plural, one {# viewer asked} other {# viewers asked}}",
                values: { votes: item.votes },
              })}
              {item.link ? " · " : ""}
              {item.link ? (
                <Anchor href={item.link} target="_blank" rel="noopener noreferrer" size="sm">
                  {i18n._({ id: "admin.requests.their-link", message: "their link" })}
                </Anchor>
              ) : null}
            </Text>
            <Triage key={`${item.id}-${item.status}`} item={item} />
          </Stack>
        </Paper>
      )}
    />
  );
}
