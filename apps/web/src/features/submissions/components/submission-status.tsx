import "@mantine/core/styles/Timeline.css";
import { Alert, Loader, Paper, Stack, Text, Timeline, Title } from "@mantine/core";
import type { Submission } from "@tazama/contracts";
import { useQuery } from "@tanstack/react-query";
import { type DraftKey, getSubmission } from "../api/submissions-api.ts";

const STEPS = [
  { status: "received", label: "Received", done: "We have it." },
  { status: "in_review", label: "In review", done: "Our programming team is watching it." },
  { status: "decision", label: "Decision", done: "" },
] as const;

function reached(status: Submission["status"]): number {
  if (status === "draft") return -1;
  if (status === "received") return 0;
  if (status === "in_review") return 1;
  return 2;
}

/** Where a sent film stands, for whoever holds its key. */
export function SubmissionStatus({ draftKey }: { draftKey: DraftKey }) {
  const query = useQuery({
    queryKey: ["submission", draftKey.reference],
    queryFn: ({ signal }) => getSubmission(draftKey, signal),
  });
  if (query.isPending) return <Loader aria-label="Loading your submission" role="status" />;
  if (query.isError) {
    return (
      <Alert color="yellow" role="alert">
        {query.error.message || "This submission could not be opened."}
      </Alert>
    );
  }
  const submission = query.data;
  const at = reached(submission.status);
  const decision =
    submission.status === "accepted"
      ? "Accepted: we will contact you about bringing it to Tazama."
      : submission.status === "declined"
        ? "Declined for now."
        : "We will write to you.";
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" bg="dark.7">
        <Title order={2} size="h4">
          {submission.details.title ?? "Untitled"}
        </Title>
        <Text c="dimmed" size="sm">
          Reference {submission.reference}
        </Text>
      </Paper>
      {submission.status === "draft" ? (
        <Text>This is still a draft: finish it on the submission form to send it.</Text>
      ) : (
        <Timeline active={at} bulletSize={18} lineWidth={2}>
          {STEPS.map((step, index) => (
            <Timeline.Item key={step.status} title={step.label}>
              <Text size="sm" c="dimmed">
                {index === 2 ? (at === 2 ? decision : "") : index <= at ? step.done : ""}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      {submission.note ? (
        <Alert color="blue" title="From the Tazama team">
          {submission.note}
        </Alert>
      ) : null}
    </Stack>
  );
}
