import "@mantine/core/styles/Paper.css";
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { notifications } from "../../../../lib/toasts.ts";
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
} from "../../api/submissions-admin.ts";
import { dateFormat } from "../../../../lib/i18n/date-format.ts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import { TriageForm } from "../../../../components/admin/triage-form.tsx";
import { TriageList } from "../../../../components/admin/triage-list.tsx";

const COLORS: Record<SubmissionStatus, string> = {
  draft: "gray",
  received: "yellow",
  in_review: "blue",
  accepted: "green",
  declined: "gray",
};
/** A submission's state in words. */
function statusName(status: SubmissionStatus, i18n: I18n): string {
  switch (status) {
    case "draft":
      return i18n._({ id: "admin.submissions.status.draft", message: "draft" });
    case "received":
      return i18n._({ id: "admin.submissions.status.received", message: "received" });
    case "in_review":
      return i18n._({ id: "admin.submissions.status.in-review", message: "in review" });
    case "accepted":
      return i18n._({ id: "admin.submissions.status.accepted", message: "accepted" });
    case "declined":
      return i18n._({ id: "admin.submissions.status.declined", message: "declined" });
  }
}

function statusNames(i18n: I18n): Record<SubmissionStatus, string> {
  return {
    draft: statusName("draft", i18n),
    received: statusName("received", i18n),
    in_review: statusName("in_review", i18n),
    accepted: statusName("accepted", i18n),
    declined: statusName("declined", i18n),
  };
}

/** A file's kind in words. */
function fileKind(kind: AdminSubmission["files"][number]["kind"], i18n: I18n): string {
  switch (kind) {
    case "poster":
      return i18n._({ id: "admin.submissions.file.poster", message: "poster" });
    case "still":
      return i18n._({ id: "admin.submissions.file.still", message: "still" });
    case "subtitle":
      return i18n._({ id: "admin.submissions.file.subtitle", message: "subtitle" });
  }
}

const failed = (title: string) => (error: Error) => {
  notifications.show({ color: "red", title, message: error.message });
};

function Decide({ item }: { item: AdminSubmission }) {
  const i18n = useI18n();
  const decide = useDecideSubmission();
  const next = SUBMISSION_TRANSITIONS[item.status] as readonly (
    "in_review" | "accepted" | "declined"
  )[];
  const [status, setStatus] = useState(next[0]);
  const [note, setNote] = useState("");
  if (!status) return null;
  const title = item.details.title ?? item.reference;
  return (
    <TriageForm
      label={i18n._({
        id: "admin.submissions.decide",
        message: "Decide on {title}",
        values: { title },
      })}
      statusLabel={i18n._({ id: "admin.submissions.move-to", message: "Move to" })}
      status={status}
      options={next.map((s) => ({ value: s, label: statusName(s, i18n) }))}
      onStatus={setStatus}
      noteLabel={i18n._({ id: "admin.submissions.note", message: "Note to the filmmaker" })}
      note={note}
      onNote={setNote}
      saving={decide.isPending}
      onSave={() => {
        decide.mutate(
          { id: item.id, status, note: note.trim() || undefined },
          {
            onSuccess: () => {
              notifications.show({
                message: i18n._({
                  id: "admin.submissions.decided",
                  message: "{title}: {status}. The filmmaker is mailed.",
                  values: { title, status: statusName(status, i18n) },
                }),
              });
            },
            onError: failed(i18n._({ id: "admin.not-saved", message: "Not saved" })),
          },
        );
      }}
    />
  );
}

function Submission({ item }: { item: AdminSubmission }) {
  const i18n = useI18n();
  const draft = useDraftFromSubmission();
  const d = item.details;
  const kind =
    d.kind === "series"
      ? i18n._({ id: "admin.submissions.kind.series", message: "series" })
      : d.kind === "movie"
        ? i18n._({ id: "admin.submissions.kind.movie", message: "movie" })
        : undefined;
  return (
    <Paper component="li" withBorder radius="md" p="sm" bg="dark.7">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600}>
            {d.title ?? i18n._({ id: "admin.submissions.untitled", message: "Untitled" })} (
            {[d.year, kind, d.country].filter(Boolean).join(", ")})
          </Text>
          <Badge color={COLORS[item.status]} variant="light" style={{ minWidth: "max-content" }}>
            {statusName(item.status, i18n)}
          </Badge>
        </Group>
        <Text size="xs" c="gray.4">
          {item.reference}
          {item.submittedAt ? " · " : ""}
          {item.submittedAt
            ? i18n._({
                id: "admin.submissions.sent",
                message: "sent {date}",
                values: {
                  date: dateFormat(i18n, { dateStyle: "medium" }).format(
                    new Date(item.submittedAt),
                  ),
                },
              })
            : ""}
          {d.contactName ? ` · ${d.contactName}` : ""}
          {d.contactEmail ? ` <${d.contactEmail}>` : ""}
        </Text>
        {d.shortSynopsis ? <Text size="sm">{d.shortSynopsis}</Text> : null}
        <Group gap="sm">
          {d.screenerUrl ? (
            <Anchor href={d.screenerUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {i18n._({ id: "admin.submissions.screener", message: "Screener" })}
            </Anchor>
          ) : null}
          {item.files.map((file) => (
            <Anchor
              key={file.id}
              href={submissionFileUrl(item.id, file.id)}
              target="_blank"
              size="sm"
            >
              {i18n._({
                id: "admin.submissions.file",
                message: "{kind}: {name}",
                values: { kind: fileKind(file.kind, i18n), name: file.fileName },
              })}
            </Anchor>
          ))}
        </Group>
        {item.note ? (
          <Text size="xs" c="gray.4">
            {i18n._({ id: "admin.note", message: "Note: {note}", values: { note: item.note } })}
          </Text>
        ) : null}
        <Decide key={item.status} item={item} />
        {item.status === "accepted" && item.draftTitleRef ? (
          <Anchor
            component={Link}
            to={`/admin/titles/${encodeURIComponent(item.draftTitleRef)}`}
            size="sm"
          >
            {i18n._({ id: "admin.submissions.draft-title", message: "Its draft title" })}
          </Anchor>
        ) : null}
        {item.status === "accepted" && !item.draftTitleRef ? (
          <Button
            size="xs"
            variant="light"
            style={{ alignSelf: "flex-start" }}
            loading={draft.isPending}
            onClick={() => {
              draft.mutate(item.id, {
                onError: failed(
                  i18n._({ id: "admin.submissions.no-draft", message: "No draft made" }),
                ),
              });
            }}
          >
            {i18n._({ id: "admin.submissions.make-draft", message: "Make it a draft title" })}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Films sent by filmmakers to triage: review, accept (then a draft title) or decline. */
export function SubmissionTriage() {
  const i18n = useI18n();
  return (
    <TriageList
      label={i18n._({ id: "admin.submissions.label", message: "Submissions" })}
      statuses={SUBMISSION_STATUSES.filter((s) => s !== "draft")}
      names={statusNames(i18n)}
      usePage={useAdminSubmissions}
      empty={i18n._({ id: "admin.submissions.empty", message: "No submission matches." })}
      renderItem={(item) => <Submission item={item} />}
    />
  );
}
