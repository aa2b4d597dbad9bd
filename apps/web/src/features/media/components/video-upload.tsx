import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/SegmentedControl.css";
import { Alert, Button, Group, Progress, SegmentedControl, Stack, Text } from "@mantine/core";
import type { MediaKind } from "@tazama/contracts";
import { useState } from "react";
import { type UploadState, useResumableUpload } from "../api/resumable-upload.ts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { formatSecondsLeft } from "../api/upload-meter.ts";

function kinds(i18n: I18n): { value: MediaKind; label: string }[] {
  return [
    { value: "main", label: i18n._({ id: "media.kind.main", message: "Main video" }) },
    { value: "trailer", label: i18n._({ id: "media.kind.trailer", message: "Trailer" }) },
  ];
}

/** The speed and the time left, as far as they are known yet. */
function pace(speed: number | null, secondsLeft: number | null, i18n: I18n): string {
  if (speed !== null && secondsLeft !== null) {
    return i18n._({
      id: "media.upload.speed-and-left",
      message: "{speed}/s · {left} left",
      values: { speed: formatBytes(speed, i18n), left: formatSecondsLeft(secondsLeft, i18n) },
    });
  }
  if (speed !== null) {
    return i18n._({
      id: "media.upload.speed",
      message: "{speed}/s",
      values: { speed: formatBytes(speed, i18n) },
    });
  }
  if (secondsLeft !== null) {
    return i18n._({
      id: "media.upload.left",
      message: "{left} left",
      values: { left: formatSecondsLeft(secondsLeft, i18n) },
    });
  }
  return i18n._({ id: "media.upload.starting", message: "Starting…" });
}

function Meter({ state }: { state: Extract<UploadState, { reading: unknown }> }) {
  const i18n = useI18n();
  const { sent, total, speed, secondsLeft } = state.reading;
  const pct = total > 0 ? Math.floor((sent / total) * 100) : 0;
  const status =
    state.phase === "retrying"
      ? i18n._({
          id: "media.upload.retrying",
          message: "Connection lost: trying again (attempt {attempt})…",
          values: { attempt: state.attempt },
        })
      : state.phase === "paused"
        ? i18n._({ id: "media.upload.paused", message: "Paused" })
        : pace(speed, secondsLeft, i18n);
  return (
    <Stack gap={4}>
      <Progress
        value={pct}
        size="lg"
        color={state.phase === "retrying" ? "yellow" : "teal"}
        aria-label={i18n._({ id: "media.upload.progress-label", message: "Upload progress" })}
        animated={state.phase === "sending"}
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" data-testid="upload-percent">
          {i18n._({
            id: "media.upload.sent",
            message: "{percent}% · {sent} of {total}",
            values: {
              percent: pct,
              sent: formatBytes(sent, i18n),
              total: formatBytes(total, i18n),
            },
          })}
        </Text>
        <Text size="sm" c={state.phase === "retrying" ? "yellow.4" : "gray.4"} aria-live="polite">
          {status}
        </Text>
      </Group>
      {state.phase === "sending" && state.resumed ? (
        <Text size="xs" c="gray.4">
          {i18n._({
            id: "media.upload.resumed",
            message:
              "Resumed where it stopped: the bytes already on the server are not sent again.",
          })}
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
  const i18n = useI18n();
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
        data={kinds(i18n)}
        disabled={busy}
        aria-label={i18n._({ id: "media.upload.which", message: "Which video" })}
      />
      {busy ? null : (
        <Button component="label" variant="light" style={{ alignSelf: "flex-start" }}>
          {i18n._({ id: "media.upload.choose", message: "Choose a video file…" })}
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
            {i18n._({ id: "media.upload.pause", message: "Pause" })}
          </Button>
        </Group>
      ) : null}
      {state.phase === "paused" ? (
        <Group gap="xs">
          <Button size="compact-sm" onClick={upload.resume}>
            {i18n._({ id: "media.upload.resume", message: "Resume" })}
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={upload.reset}>
            {i18n._({ id: "media.upload.stop", message: "Stop" })}
          </Button>
        </Group>
      ) : null}
      {state.phase === "done" ? (
        <Alert
          color="teal"
          variant="light"
          title={i18n._({ id: "media.upload.done-title", message: "Uploaded" })}
        >
          {i18n._({
            id: "media.upload.done",
            message: "{file} is in. Its transcode is queued: follow it in the jobs below.",
            values: { file: state.fileName },
          })}
        </Alert>
      ) : null}
      {state.phase === "failed" ? (
        <Alert
          color="red"
          variant="light"
          title={i18n._({ id: "media.upload.failed-title", message: "The upload stopped" })}
        >
          {state.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
