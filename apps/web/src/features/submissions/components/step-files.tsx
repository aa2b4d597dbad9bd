import "@mantine/core/styles/Button.css";
import { Alert, Button, FileButton, Group, Stack, Text } from "@mantine/core";
import {
  SUBMISSION_FILE_LIMITS,
  type SubmissionFile,
  type SubmissionFileKind,
} from "@tazama/contracts";
import { useState } from "react";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { type DraftKey, removeFile, uploadFile } from "../api/submissions-api.ts";
import classes from "./submission-form.module.css";

const KINDS: { kind: SubmissionFileKind; accept: string }[] = [
  { kind: "poster", accept: "image/jpeg,image/png,image/webp" },
  { kind: "still", accept: "image/jpeg,image/png,image/webp" },
  { kind: "subtitle", accept: ".srt,.vtt" },
];

/** A kind of file's heading, what it should be, and its add button's name. */
function kindTexts(kind: SubmissionFileKind, i18n: I18n) {
  switch (kind) {
    case "poster":
      return {
        label: i18n._({ id: "submission.files.poster", message: "Poster" }),
        hint: i18n._({
          id: "submission.files.poster-hint",
          message: "Portrait (2:3), JPEG, PNG or WebP, up to 5 MB. Needed to send.",
        }),
        add: i18n._({ id: "submission.files.add-poster", message: "Add poster" }),
      };
    case "still":
      return {
        label: i18n._({ id: "submission.files.stills", message: "Stills" }),
        hint: i18n._({
          id: "submission.files.stills-hint",
          message: "Up to 8 frames from the film, up to 5 MB each.",
        }),
        add: i18n._({ id: "submission.files.add-stills", message: "Add stills" }),
      };
    case "subtitle":
      return {
        label: i18n._({ id: "submission.files.subtitles", message: "Subtitles" }),
        hint: i18n._({
          id: "submission.files.subtitles-hint",
          message: "SubRip (.srt) or WebVTT (.vtt), up to 512 KB each.",
        }),
        add: i18n._({ id: "submission.files.add-subtitles", message: "Add subtitles" }),
      };
  }
}

/** "1.5 MB", "300 KB", in the page's language. */
function size(bytes: number, i18n: I18n): string {
  if (bytes >= 1024 * 1024) {
    const mb = new Intl.NumberFormat(i18n.locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(bytes / 1024 / 1024);
    return i18n._({ id: "submission.files.size-mb", message: "{size} MB", values: { size: mb } });
  }
  return i18n._({
    id: "submission.files.size-kb",
    message: "{size} KB",
    values: { size: Math.ceil(bytes / 1024) },
  });
}

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
  const i18n = useI18n();
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
      setError(
        e instanceof Error
          ? `${file.name}: ${e.message}`
          : i18n._({ id: "submission.files.upload-failed", message: "That file did not go up." }),
      );
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
      setError(
        e instanceof Error
          ? e.message
          : i18n._({
              id: "submission.files.remove-failed",
              message: "That file could not be removed.",
            }),
      );
    }
  };

  return (
    <Stack gap="lg">
      {KINDS.map(({ kind, accept }) => {
        const { label, hint, add: addLabel } = kindTexts(kind, i18n);
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
                    aria-label={
                      kind === "poster" && mine.length > 0
                        ? i18n._({
                            id: "submission.files.add-another-poster",
                            message: "Add another poster",
                          })
                        : addLabel
                    }
                  >
                    {kind === "poster" && mine.length > 0
                      ? i18n._({ id: "submission.files.replace", message: "Replace" })
                      : i18n._({ id: "submission.files.add", message: "Add" })}
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
                      {size(file.bytes, i18n)}
                    </Text>
                    <Button
                      variant="subtle"
                      color="gray"
                      size="compact-xs"
                      onClick={() => void remove(file)}
                      aria-label={i18n._({
                        id: "submission.files.remove-label",
                        message: "Remove {fileName}",
                        values: { fileName: file.fileName },
                      })}
                    >
                      {i18n._({ id: "submission.files.remove", message: "Remove" })}
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
