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
  type AdminSubmission,
  SUBMISSION_STATUSES,
  SUBMISSION_TRANSITIONS,
  type SubmissionStatus,
} from "@tazama/contracts";
import { useState } from "react";
import { Link } from "react-router";
import {
  submissionFileUrl,
  useAdminSubmissions,
  useDecideSubmission,
  useDraftFromSubmission,
} from "../../../features/submissions/api/submissions-admin.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { TriageList } from "./triage-list.tsx";

const COLORS: Record<SubmissionStatus, string> = {
  draft: "gray",
  received: "yellow",
  in_review: "blue",
  accepted: "green",
  declined: "gray",
};
const NAMES: Record<SubmissionStatus, string> = {
  draft: "draft",
  received: "received",
  in_review: "in review",
  accepted: "accepted",
  declined: "declined",
};
const day = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const failed = (title: string) => (error: Error) => {
  notifications.show({ color: "red", title, message: error.message });
};

function Decide({ item }: { item: AdminSubmission }) {
  const decide = useDecideSubmission();
  const next = SUBMISSION_TRANSITIONS[item.status] as readonly (
    "in_review" | "accepted" | "declined"
  )[];
  const [status, setStatus] = useState(next[0]);
  const [note, setNote] = useState("");
  if (!status) return null;
  const title = item.details.title ?? item.reference;
  return (
    <Group
      component="form"
      align="flex-end"
      gap="xs"
      wrap="wrap"
      aria-label={`Decide on ${title}`}
      onSubmit={(event) => {
        event.preventDefault();
        decide.mutate(
          { id: item.id, status, note: note.trim() || undefined },
          {
            onSuccess: () => {
              notifications.show({
                message: `${title}: ${NAMES[status]}. The filmmaker is mailed.`,
              });
            },
            onError: failed("Not saved"),
          },
        );
      }}
    >
      <NativeSelect
        size="xs"
        label="Move to"
        value={status}
        data={next.map((s) => ({ value: s, label: NAMES[s] }))}
        onChange={(event) => {
          setStatus(next.find((s) => s === event.currentTarget.value) ?? next[0]);
        }}
      />
      <TextInput
        size="xs"
        label="Note to the filmmaker"
        value={note}
        style={{ flex: "1 1 200px" }}
        onChange={(event) => {
          setNote(event.currentTarget.value);
        }}
      />
      <Button size="xs" type="submit" loading={decide.isPending}>
        Save
      </Button>
    </Group>
  );
}

function Submission({ item }: { item: AdminSubmission }) {
  const draft = useDraftFromSubmission();
  const d = item.details;
  return (
    <Paper component="li" withBorder radius="md" p="sm" bg="dark.7">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600}>
            {d.title ?? "Untitled"} ({[d.year, d.kind, d.country].filter(Boolean).join(", ")})
          </Text>
          <Badge color={COLORS[item.status]} variant="light" style={{ minWidth: "max-content" }}>
            {NAMES[item.status]}
          </Badge>
        </Group>
        <Text size="xs" c="gray.4">
          {item.reference}
          {item.submittedAt ? ` · sent ${day.format(new Date(item.submittedAt))}` : ""}
          {d.contactName ? ` · ${d.contactName}` : ""}
          {d.contactEmail ? ` <${d.contactEmail}>` : ""}
        </Text>
        {d.shortSynopsis ? <Text size="sm">{d.shortSynopsis}</Text> : null}
        <Group gap="sm">
          {d.screenerUrl ? (
            <Anchor href={d.screenerUrl} target="_blank" rel="noopener noreferrer" size="sm">
              Screener
            </Anchor>
          ) : null}
          {item.files.map((file) => (
            <Anchor
              key={file.id}
              href={submissionFileUrl(item.id, file.id)}
              target="_blank"
              size="sm"
            >
              {file.kind}: {file.fileName}
            </Anchor>
          ))}
        </Group>
        {item.note ? (
          <Text size="xs" c="gray.4">
            Note: {item.note}
          </Text>
        ) : null}
        <Decide key={item.status} item={item} />
        {item.status === "accepted" && item.draftTitleRef ? (
          <Anchor
            component={Link}
            to={`/admin/titles/${encodeURIComponent(item.draftTitleRef)}`}
            size="sm"
          >
            Its draft title
          </Anchor>
        ) : null}
        {item.status === "accepted" && !item.draftTitleRef ? (
          <Button
            size="xs"
            variant="light"
            style={{ alignSelf: "flex-start" }}
            loading={draft.isPending}
            onClick={() => {
              draft.mutate(item.id, { onError: failed("No draft made") });
            }}
          >
            Make it a draft title
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /admin/submissions: films sent by filmmakers; review, accept (then a draft title) or decline. */
export function AdminSubmissionsPage() {
  usePageTitle("Submissions · Admin");
  return (
    <TriageList
      label="Submissions"
      statuses={SUBMISSION_STATUSES.filter((s) => s !== "draft")}
      names={NAMES}
      usePage={useAdminSubmissions}
      empty="No submission matches."
      renderItem={(item) => <Submission key={item.id} item={item} />}
    />
  );
}
