import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/SegmentedControl.css";
import { Alert, Button, Group, Progress, SegmentedControl, Stack, Text } from "@mantine/core";
import type { MediaKind } from "@tazama/contracts";
import { useState } from "react";
import { type UploadState, useResumableUpload } from "../api/resumable-upload.ts";
import { formatBytes, formatSecondsLeft } from "../api/upload-meter.ts";

const KINDS: { value: MediaKind; label: string }[] = [
  { value: "main", label: "Main video" },
  { value: "trailer", label: "Trailer" },
];

function Meter({ state }: { state: Extract<UploadState, { reading: unknown }> }) {
  const { sent, total, speed, secondsLeft } = state.reading;
  const pct = total > 0 ? Math.floor((sent / total) * 100) : 0;
  const status =
    state.phase === "retrying"
      ? `Connection lost: trying again (attempt ${state.attempt})…`
      : state.phase === "paused"
        ? "Paused"
        : [
            speed === null ? null : `${formatBytes(speed)}/s`,
            secondsLeft === null ? null : `${formatSecondsLeft(secondsLeft)} left`,
          ]
            .filter(Boolean)
            .join(" · ") || "Starting…";
  return (
    <Stack gap={4}>
      <Progress
        value={pct}
        size="lg"
        color={state.phase === "retrying" ? "yellow" : "teal"}
        aria-label="Upload progress"
        animated={state.phase === "sending"}
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" data-testid="upload-percent">
          {pct}% · {formatBytes(sent)} of {formatBytes(total)}
        </Text>
        <Text size="sm" c={state.phase === "retrying" ? "yellow.4" : "gray.4"} aria-live="polite">
          {status}
        </Text>
      </Group>
      {state.phase === "sending" && state.resumed ? (
        <Text size="xs" c="gray.4">
          Resumed where it stopped: the bytes already on the server are not sent again.
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Upload a title's main video or trailer: resumable (a dropped connection or a reload loses
 * nothing), with progress, speed and time left. A video already playing keeps playing until the
 * new one is ready.
 */
export function VideoUpload({
  titleRef,
  onUploaded,
}: {
  titleRef: string;
  onUploaded: () => unknown;
}) {
  const [kind, setKind] = useState<MediaKind>("main");
  const upload = useResumableUpload({ titleRef, kind }, onUploaded);
  const { state } = upload;
  const busy = state.phase === "sending" || state.phase === "retrying" || state.phase === "paused";
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={kind}
        onChange={(value) => {
          setKind(value);
        }}
        data={KINDS}
        disabled={busy}
        aria-label="Which video"
      />
      {busy ? null : (
        <Button component="label" variant="light" style={{ alignSelf: "flex-start" }}>
          Choose a video file…
          <input
            type="file"
            accept="video/*,.mkv,.mov,.mp4"
            hidden
            data-testid="video-file"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = "";
              if (file) upload.start(file);
            }}
          />
        </Button>
      )}
      {"reading" in state ? <Meter state={state} /> : null}
      {state.phase === "sending" ? (
        <Group gap="xs">
          <Button size="compact-sm" variant="default" onClick={upload.pause}>
            Pause
          </Button>
        </Group>
      ) : null}
      {state.phase === "paused" ? (
        <Group gap="xs">
          <Button size="compact-sm" onClick={upload.resume}>
            Resume
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={upload.reset}>
            Stop
          </Button>
        </Group>
      ) : null}
      {state.phase === "done" ? (
        <Alert color="teal" variant="light" title="Uploaded">
          {state.fileName} is in. Its transcode is queued: follow it in the jobs below.
        </Alert>
      ) : null}
      {state.phase === "failed" ? (
        <Alert color="red" variant="light" title="The upload stopped">
          {state.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
