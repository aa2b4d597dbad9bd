import "@mantine/core/styles/Progress.css";
import { Anchor, Badge, Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { MediaJob, MediaJobStatusName } from "@tazama/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { Link } from "react-router";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { useMediaJobs, useRetryJob } from "../api/media-admin.ts";

const STATUS_COLORS: Record<MediaJobStatusName, string> = {
  queued: "gray",
  running: "blue",
  ready: "green",
  failed: "red",
  cancelled: "gray",
};
const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

const whatOf = (job: MediaJob) =>
  `${job.kind === "main" ? "Main video" : "Trailer"}${
    job.action === "rendition" ? ` · ${job.rendition ?? ""} made again` : ""
  }`;

function tookOf(from: string, to: string): string {
  const seconds = Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

function JobState({ job }: { job: MediaJob }) {
  return (
    <Stack gap={4} miw={160}>
      <Group gap="xs" wrap="nowrap">
        <Badge
          color={STATUS_COLORS[job.status]}
          variant="light"
          style={{ flexShrink: 0, minWidth: "max-content" }}
        >
          {job.status}
        </Badge>
        {job.status === "running" ? <Text size="sm">{job.progress}%</Text> : null}
        {job.attempts > 1 && job.status !== "ready" ? (
          <Text size="xs" c="gray.4">
            attempt {job.attempts}
          </Text>
        ) : null}
      </Group>
      {job.status === "running" ? (
        <Progress value={job.progress} size="sm" aria-label={`${whatOf(job)}: ${job.progress}%`} />
      ) : null}
      {job.status === "ready" && job.startedAt && job.finishedAt ? (
        <Text size="xs" c="gray.4">
          took {tookOf(job.startedAt, job.finishedAt)}
        </Text>
      ) : null}
      {job.failureReason && job.status !== "ready" ? (
        <Text size="xs" c={job.status === "failed" ? "red.3" : "gray.4"} lineClamp={3}>
          {job.failureReason}
        </Text>
      ) : null}
    </Stack>
  );
}

function RetryButton({ job }: { job: MediaJob }) {
  const retry = useRetryJob();
  if (job.status !== "failed") return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={retry.isPending}
      onClick={() => {
        retry.mutate(job.id, {
          onSuccess: () => notifications.show({ message: "Queued again." }),
          onError: (error) =>
            notifications.show({ color: "red", title: "Not retried", message: error.message }),
        });
      }}
    >
      Retry
    </Button>
  );
}

const titleLink = (job: MediaJob) => (
  <Anchor component={Link} to={`/admin/titles/${encodeURIComponent(job.titleRef)}`} size="sm">
    {job.titleName}
  </Anchor>
);

function columns(withTitle: boolean): ColumnDef<MediaJob>[] {
  return [
    {
      id: "when",
      header: "Queued",
      cell: ({ row }) => (
        <Text size="sm" style={{ whiteSpace: "nowrap" }}>
          {when.format(new Date(row.original.createdAt))}
        </Text>
      ),
    },
    ...(withTitle
      ? [
          {
            id: "title",
            header: "Title",
            cell: ({ row }) => titleLink(row.original),
          } as ColumnDef<MediaJob>,
        ]
      : []),
    {
      id: "what",
      header: "Video",
      cell: ({ row }) => <Text size="sm">{whatOf(row.original)}</Text>,
    },
    { id: "state", header: "State", cell: ({ row }) => <JobState job={row.original} /> },
    { id: "actions", header: "", cell: ({ row }) => <RetryButton job={row.original} /> },
  ];
}

function JobCard({ job, withTitle }: { job: MediaJob; withTitle: boolean }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.7">
      <Stack gap={6}>
        {withTitle ? titleLink(job) : null}
        <Text size="sm">{whatOf(job)}</Text>
        <JobState job={job} />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="gray.4">
            {when.format(new Date(job.createdAt))}
          </Text>
          <RetryButton job={job} />
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Transcode jobs, newest first: one title's (`titleRef`) or the site's. While one waits or runs
 * the table is asked again every 2 s, so progress moves without a reload.
 */
export function MediaJobsTable({
  titleRef,
  status,
  page: outerPage,
  onPage,
}: {
  titleRef?: string;
  status?: MediaJobStatusName;
  page?: number;
  onPage?: (page: number) => void;
}) {
  const [innerPage, setInnerPage] = useState(1);
  const page = outerPage ?? innerPage;
  const jobs = useMediaJobs({ titleRef, status, page });
  const withTitle = titleRef === undefined;
  return (
    <DataTable
      label="Transcode jobs"
      columns={columns(withTitle)}
      rows={jobs.data?.jobs ?? []}
      total={jobs.data?.total ?? 0}
      page={page}
      pageSize={jobs.data?.pageSize ?? 50}
      onPage={onPage ?? setInnerPage}
      state={jobs}
      rowKey={(job) => job.id}
      empty={titleRef ? "No video uploaded yet." : "No job matches."}
      minWidth={withTitle ? 760 : 560}
      renderCard={(job) => <JobCard job={job} withTitle={withTitle} />}
    />
  );
}
