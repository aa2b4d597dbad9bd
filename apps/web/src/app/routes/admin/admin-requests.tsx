import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  type AdminRequestPage,
  TITLE_REQUEST_STATUSES,
  type TitleRequestStatus,
} from "@tazama/contracts";
import { useState } from "react";
import {
  useAdminRequests,
  useTriageRequest,
} from "../../../features/requests/api/requests-admin.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { TriageList } from "./triage-list.tsx";

type Item = AdminRequestPage["items"][number];
const COLORS: Record<TitleRequestStatus, string> = {
  pending: "yellow",
  planned: "blue",
  declined: "gray",
  available: "green",
};

function Triage({ item }: { item: Item }) {
  const triage = useTriageRequest();
  const [status, setStatus] = useState<TitleRequestStatus>(item.status);
  const [ref, setRef] = useState(item.availableRef ?? "");
  const [note, setNote] = useState(item.note ?? "");
  return (
    <Group
      component="form"
      align="flex-end"
      gap="xs"
      wrap="wrap"
      aria-label={`Triage ${item.title}`}
      onSubmit={(event) => {
        event.preventDefault();
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
              notifications.show({ message: `${item.title}: ${status}. Its askers are told.` });
            },
            onError: (error) => {
              notifications.show({ color: "red", title: "Not saved", message: error.message });
            },
          },
        );
      }}
    >
      <NativeSelect
        size="xs"
        label="Status"
        value={status}
        data={[...TITLE_REQUEST_STATUSES]}
        onChange={(event) => {
          setStatus(event.currentTarget.value as TitleRequestStatus);
        }}
      />
      {status === "available" ? (
        <TextInput
          size="xs"
          label="On Tazama as (ref)"
          value={ref}
          placeholder="oshodi-overtime"
          onChange={(event) => {
            setRef(event.currentTarget.value);
          }}
        />
      ) : null}
      <TextInput
        size="xs"
        label="Note to the askers"
        value={note}
        style={{ flex: "1 1 200px" }}
        onChange={(event) => {
          setNote(event.currentTarget.value);
        }}
      />
      <Button size="xs" type="submit" loading={triage.isPending}>
        Save
      </Button>
    </Group>
  );
}

/** /admin/requests: what viewers asked for, the most asked first; plan, decline or link it. */
export function AdminRequestsPage() {
  usePageTitle("Requests · Admin");
  return (
    <TriageList
      label="Requests"
      statuses={TITLE_REQUEST_STATUSES}
      usePage={useAdminRequests}
      empty="No request matches."
      renderItem={(item) => (
        <Paper key={item.id} component="li" withBorder radius="md" p="sm" bg="dark.7">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600}>
                {item.title} ({item.year}, {item.kind})
              </Text>
              <Badge
                color={COLORS[item.status]}
                variant="light"
                style={{ minWidth: "max-content" }}
              >
                {item.status}
              </Badge>
            </Group>
            <Text size="sm" c="gray.4">
              {item.votes} {item.votes === 1 ? "viewer asked" : "viewers asked"}
              {item.link ? " · " : ""}
              {item.link ? (
                <Anchor href={item.link} target="_blank" rel="noopener noreferrer" size="sm">
                  their link
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
