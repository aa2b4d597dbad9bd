import timelineStyles from "@mantine/core/styles/Timeline.layer.css?inline";
import { Alert, Loader, Paper, Stack, Text, Timeline, Title } from "@mantine/core";
import type { Submission } from "@tazama/contracts";
import { useQuery } from "@tanstack/react-query";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { type DraftKey, getSubmission } from "../api/submissions-api.ts";
import { addPageStyles } from "../../../lib/page-styles.ts";

addPageStyles("mantine-timeline", timelineStyles);

/** The timeline's steps: a title, and what it means once reached. */
function steps(i18n: I18n) {
  return [
    {
      status: "received",
      label: i18n._({ id: "submission.status.received", message: "Received" }),
      done: i18n._({ id: "submission.status.received-done", message: "We have it." }),
    },
    {
      status: "in_review",
      label: i18n._({ id: "submission.status.in-review", message: "In review" }),
      done: i18n._({
        id: "submission.status.in-review-done",
        message: "Our programming team is watching it.",
      }),
    },
    {
      status: "decision",
      label: i18n._({ id: "submission.status.decision", message: "Decision" }),
      done: "",
    },
  ];
}

function reached(status: Submission["status"]): number {
  if (status === "draft") return -1;
  if (status === "received") return 0;
  if (status === "in_review") return 1;
  return 2;
}

/** Where a sent film stands, for whoever holds its key. */
export function SubmissionStatus({ draftKey }: { draftKey: DraftKey }) {
  const i18n = useI18n();
  const query = useQuery({
    queryKey: ["submission", draftKey.reference],
    queryFn: ({ signal }) => getSubmission(draftKey, signal),
  });
  if (query.isPending) {
    return (
      <Loader
        aria-label={i18n._({ id: "submission.status.loading", message: "Loading your submission" })}
        role="status"
      />
    );
  }
  if (query.isError) {
    return (
      <Alert color="yellow" role="alert">
        {query.error.message ||
          i18n._({
            id: "submission.status.cannot-open",
            message: "This submission could not be opened.",
          })}
      </Alert>
    );
  }
  const submission = query.data;
  const at = reached(submission.status);
  const decision =
    submission.status === "accepted"
      ? i18n._({
          id: "submission.status.accepted",
          message: "Accepted: we will contact you about bringing it to Tazama.",
        })
      : submission.status === "declined"
        ? i18n._({ id: "submission.status.declined", message: "Declined for now." })
        : i18n._({ id: "submission.status.will-write", message: "We will write to you." });
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" bg="dark.7">
        <Title order={2} size="h4">
          {submission.details.title ??
            i18n._({ id: "submission.status.untitled", message: "Untitled" })}
        </Title>
        <Text c="dimmed" size="sm">
          {i18n._({
            id: "submission.status.reference",
            message: "Reference {reference}",
            values: { reference: submission.reference },
          })}
        </Text>
      </Paper>
      {submission.status === "draft" ? (
        <Text>
          {i18n._({
            id: "submission.status.still-draft",
            message: "This is still a draft: finish it on the submission form to send it.",
          })}
        </Text>
      ) : (
        <Timeline active={at} bulletSize={18} lineWidth={2}>
          {steps(i18n).map((step, index) => (
            <Timeline.Item key={step.status} title={step.label}>
              <Text size="sm" c="dimmed">
                {index === 2 ? (at === 2 ? decision : "") : index <= at ? step.done : ""}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      {submission.note ? (
        <Alert
          color="blue"
          title={i18n._({ id: "submission.status.team-note", message: "From the Tazama team" })}
        >
          {submission.note}
        </Alert>
      ) : null}
    </Stack>
  );
}
