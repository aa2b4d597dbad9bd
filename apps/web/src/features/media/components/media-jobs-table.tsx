import "@mantine/core/styles/Progress.css";
import { Anchor, Badge, Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { notifications } from "../../../lib/toasts.ts";
import type { MediaJob, MediaJobStatusName } from "@tazama/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { dateFormat } from "../../../lib/i18n/date-format.ts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useMediaJobs, useRetryJob } from "../api/media-admin.ts";

const STATUS_COLORS: Record<MediaJobStatusName, string> = {
  queued: "gray",
  running: "blue",
  ready: "green",
  failed: "red",
  cancelled: "gray",
};
const when = (i18n: I18n) => dateFormat(i18n, { dateStyle: "medium", timeStyle: "short" });

/** A job's state in words ("queued", "failed"…), for its badge and the status filter. */
export function mediaJobStatusLabel(status: MediaJobStatusName, i18n: I18n): string {
  switch (status) {
    case "queued":
      return i18n._({ id: "media.status.queued", message: "queued" });
    case "running":
      return i18n._({ id: "media.status.running", message: "running" });
    case "ready":
      return i18n._({ id: "media.status.ready", message: "ready" });
    case "failed":
      return i18n._({ id: "media.status.failed", message: "failed" });
    case "cancelled":
      return i18n._({ id: "media.status.cancelled", message: "cancelled" });
  }
}

function whatOf(job: MediaJob, i18n: I18n): string {
  if (job.action === "rendition") {
    const rendition = job.rendition ?? "";
    return job.kind === "main"
      ? i18n._({
          id: "media.job.main-rendition",
          message: "Main video · {rendition} made again",
          values: { rendition },
        })
      : i18n._({
          id: "media.job.trailer-rendition",
          message: "Trailer · {rendition} made again",
          values: { rendition },
        });
  }
  if (job.action === "av1") {
    return job.kind === "main"
      ? i18n._({ id: "media.job.main-av1", message: "Main video · AV1 for phones" })
      : i18n._({ id: "media.job.trailer-av1", message: "Trailer · AV1 for phones" });
  }
  return job.kind === "main"
    ? i18n._({ id: "media.job.main", message: "Main video" })
    : i18n._({ id: "media.job.trailer", message: "Trailer" });
}

function tookOf(from: string, to: string, i18n: I18n): string {
  const seconds = Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));
  if (seconds < 60) {
    return i18n._({ id: "media.duration.seconds", message: "{seconds} s", values: { seconds } });
  }
  return i18n._({
    id: "media.duration.minutes-seconds",
    message: "{minutes} min {seconds} s",
    values: { minutes: Math.floor(seconds / 60), seconds: seconds % 60 },
  });
}

function JobState({ job }: { job: MediaJob }) {
  const i18n = useI18n();
  return (
    <Stack gap={4} miw={160}>
      <Group gap="xs" wrap="nowrap">
        <Badge
          color={STATUS_COLORS[job.status]}
          variant="light"
          style={{ flexShrink: 0, minWidth: "max-content" }}
        >
          {mediaJobStatusLabel(job.status, i18n)}
        </Badge>
        {job.status === "running" ? (
          <Text size="sm">
            {i18n._({
              id: "media.job.progress",
              message: "{progress}%",
              values: { progress: job.progress },
            })}
          </Text>
        ) : null}
        {job.attempts > 1 && job.status !== "ready" ? (
          <Text size="xs" c="gray.4">
            {i18n._({
              id: "media.job.attempt",
              message: "attempt {attempts}",
              values: { attempts: job.attempts },
            })}
          </Text>
        ) : null}
      </Group>
      {job.status === "running" ? (
        <Progress
          value={job.progress}
          size="sm"
          aria-label={i18n._({
            id: "media.job.progress-label",
            message: "{what}: {progress}%",
            values: { what: whatOf(job, i18n), progress: job.progress },
          })}
        />
      ) : null}
      {job.status === "ready" && job.startedAt && job.finishedAt ? (
        <Text size="xs" c="gray.4">
          {i18n._({
            id: "media.job.took",
            message: "took {duration}",
            values: { duration: tookOf(job.startedAt, job.finishedAt, i18n) },
          })}
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
  const i18n = useI18n();
  const retry = useRetryJob();
  if (job.status !== "failed") return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={retry.isPending}
      onClick={() => {
        retry.mutate(job.id, {
          onSuccess: () =>
            notifications.show({
              message: i18n._({ id: "media.job.queued-again", message: "Queued again." }),
            }),
          onError: (error) =>
            notifications.show({
              color: "red",
              title: i18n._({ id: "media.job.not-retried", message: "Not retried" }),
              message: error.message,
            }),
        });
      }}
    >
      {i18n._({ id: "media.job.retry", message: "Retry" })}
    </Button>
  );
}

const titleLink = (job: MediaJob) => (
  <Anchor component={Link} to={`/admin/titles/${encodeURIComponent(job.titleRef)}`} size="sm">
    {job.titleName}
  </Anchor>
);

function columns(withTitle: boolean, i18n: I18n): ColumnDef<MediaJob>[] {
  return [
    {
      id: "when",
      header: i18n._({ id: "media.jobs.column.queued", message: "Queued" }),
      cell: ({ row }) => (
        <Text size="sm" style={{ whiteSpace: "nowrap" }}>
          {when(i18n).format(new Date(row.original.createdAt))}
        </Text>
      ),
    },
    ...(withTitle
      ? [
          {
            id: "title",
            header: i18n._({ id: "media.jobs.column.title", message: "Title" }),
            cell: ({ row }) => titleLink(row.original),
          } as ColumnDef<MediaJob>,
        ]
      : []),
    {
      id: "what",
      header: i18n._({ id: "media.jobs.column.video", message: "Video" }),
      cell: ({ row }) => <Text size="sm">{whatOf(row.original, i18n)}</Text>,
    },
    {
      id: "state",
      header: i18n._({ id: "media.jobs.column.state", message: "State" }),
      cell: ({ row }) => <JobState job={row.original} />,
    },
    { id: "actions", header: "", cell: ({ row }) => <RetryButton job={row.original} /> },
  ];
}

function JobCard({ job, withTitle }: { job: MediaJob; withTitle: boolean }) {
  const i18n = useI18n();
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.7">
      <Stack gap={6}>
        {withTitle ? titleLink(job) : null}
        <Text size="sm">{whatOf(job, i18n)}</Text>
        <JobState job={job} />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="gray.4">
            {when(i18n).format(new Date(job.createdAt))}
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
  const i18n = useI18n();
  const [innerPage, setInnerPage] = useState(1);
  const page = outerPage ?? innerPage;
  const jobs = useMediaJobs({ titleRef, status, page });
  const withTitle = titleRef === undefined;
  const cols = useMemo(() => columns(withTitle, i18n), [withTitle, i18n]);
  return (
    <DataTable
      label={i18n._({ id: "media.jobs.label", message: "Transcode jobs" })}
      columns={cols}
      rows={jobs.data?.jobs ?? []}
      total={jobs.data?.total ?? 0}
      page={page}
      pageSize={jobs.data?.pageSize ?? 50}
      onPage={onPage ?? setInnerPage}
      state={jobs}
      rowKey={(job) => job.id}
      empty={
        titleRef
          ? i18n._({ id: "media.jobs.empty-title", message: "No video uploaded yet." })
          : i18n._({ id: "media.jobs.empty", message: "No job matches." })
      }
      minWidth={withTitle ? 760 : 560}
      renderCard={(job) => <JobCard job={job} withTitle={withTitle} />}
    />
  );
}
