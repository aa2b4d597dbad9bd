import "@mantine/core/styles/Button.css";
import { Alert, Button, FileButton, Group, Stack, Text } from "@mantine/core";
import {
  SUBMISSION_FILE_LIMITS,
  type SubmissionFile,
  type SubmissionFileKind,
} from "@tazama/contracts";
import { useState } from "react";
import { type DraftKey, removeFile, uploadFile } from "../api/submissions-api.ts";
import classes from "./submission-form.module.css";

const KINDS: { kind: SubmissionFileKind; label: string; hint: string; accept: string }[] = [
  {
    kind: "poster",
    label: "Poster",
    hint: "Portrait (2:3), JPEG, PNG or WebP, up to 5 MB. Needed to send.",
    accept: "image/jpeg,image/png,image/webp",
  },
  {
    kind: "still",
    label: "Stills",
    hint: "Up to 8 frames from the film, up to 5 MB each.",
    accept: "image/jpeg,image/png,image/webp",
  },
  {
    kind: "subtitle",
    label: "Subtitles",
    hint: "SubRip (.srt) or WebVTT (.vtt), up to 512 KB each.",
    accept: ".srt,.vtt",
  },
];

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Poster, stills and subtitles: each file goes up as soon as it is picked. */
export function StepFiles({
  draftKey,
  files,
  onChange,
}: {
  draftKey: DraftKey;
  files: SubmissionFile[];
  onChange: (files: SubmissionFile[]) => void;
}) {
  const [busy, setBusy] = useState<SubmissionFileKind | null>(null);
  const [error, setError] = useState<string | null>(null);

  const add = async (kind: SubmissionFileKind, file: File | null) => {
    if (!file) return;
    setBusy(kind);
    setError(null);
    try {
      const made = await uploadFile(draftKey, kind, file);
      // A new poster replaces the old one.
      onChange([...files.filter((f) => kind !== "poster" || f.kind !== "poster"), made]);
    } catch (e) {
      setError(e instanceof Error ? `${file.name}: ${e.message}` : "That file did not go up.");
    } finally {
      setBusy(null);
    }
  };

  const remove = async (file: SubmissionFile) => {
    setError(null);
    try {
      await removeFile(draftKey, file.id);
      onChange(files.filter((f) => f.id !== file.id));
    } catch (e) {
      setError(e instanceof Error ? e.message : "That file could not be removed.");
    }
  };

  return (
    <Stack gap="lg">
      {KINDS.map(({ kind, label, hint, accept }) => {
        const mine = files.filter((f) => f.kind === kind);
        const full = kind !== "poster" && mine.length >= SUBMISSION_FILE_LIMITS[kind].count;
        return (
          <section key={kind} aria-label={label}>
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={600}>{label}</Text>
                <Text size="xs" c="dimmed">
                  {hint}
                </Text>
              </div>
              <FileButton accept={accept} onChange={(file) => void add(kind, file)}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    size="xs"
                    loading={busy === kind}
                    disabled={full}
                    aria-label={`Add ${kind === "poster" && mine.length > 0 ? "another poster" : label.toLowerCase()}`}
                  >
                    {kind === "poster" && mine.length > 0 ? "Replace" : "Add"}
                  </Button>
                )}
              </FileButton>
            </Group>
            {mine.length > 0 ? (
              <ul className={classes.files}>
                {mine.map((file) => (
                  <li key={file.id}>
                    <span className={classes.fileName}>{file.fileName}</span>
                    <Text span size="xs" c="dimmed">
                      {size(file.bytes)}
                    </Text>
                    <Button
                      variant="subtle"
                      color="gray"
                      size="compact-xs"
                      onClick={() => void remove(file)}
                      aria-label={`Remove ${file.fileName}`}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
