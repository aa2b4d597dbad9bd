import { MEDIA_ADMIN_PATHS, type MediaKind } from "@tazama/contracts";
import { useEffect, useRef, useState } from "react";
import { DetailedError, Upload } from "tus-js-client";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { type UploadReading, chunkSizeFor, createUploadMeter } from "./upload-meter.ts";

export type UploadState =
  | { phase: "idle" }
  | { phase: "sending"; reading: UploadReading; resumed: boolean }
  | { phase: "retrying"; reading: UploadReading; attempt: number }
  | { phase: "paused"; reading: UploadReading }
  | { phase: "done"; fileName: string }
  | { phase: "failed"; message: string };

/** Waits between attempts after a dropped connection: then every 20 s until it comes back. */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 20_000, 20_000, 20_000, 20_000];

/** Our error body's message (the server's JSON), else a plain one. */
function messageOf(error: Error, i18n: I18n): string {
  if (error instanceof DetailedError && error.originalResponse) {
    try {
      const body = JSON.parse(error.originalResponse.getBody()) as {
        error?: { message?: string };
      };
      if (body.error?.message) return body.error.message;
    } catch {
      // Not our JSON: fall through.
    }
    return i18n._({
      id: "media.upload.refused",
      message: "The server refused the upload ({status}).",
      values: { status: error.originalResponse.getStatus() },
    });
  }
  return i18n._({
    id: "media.upload.connection-lost",
    message: "The connection was lost and did not come back. Choose the file again to resume.",
  });
}

/**
 * A resumable upload of one video (tus): progress, speed and time left; pause and resume; after a
 * dropped connection it asks the server where it stopped and goes on; after a reload, choosing
 * the same file for the same title and kind resumes it (the browser remembers the upload).
 */
export function useResumableUpload(
  target: { titleRef: string; kind: MediaKind },
  onDone: () => unknown,
) {
  const i18n = useI18n();
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const upload = useRef<Upload | null>(null);

  useEffect(
    () => () => {
      void upload.current?.abort();
    },
    [],
  );

  async function start(file: File) {
    await upload.current?.abort();
    const meter = createUploadMeter();
    const read = (sent: number) => meter.read(sent, file.size, performance.now());
    let resumed = false;
    // The bytes the server has confirmed (its offset after the last chunk): while the connection
    // is down, that is what the meter shows, not the bytes of a request that did not finish.
    let onServer = 0;
    const tus = new Upload(file, {
      endpoint: new URL(MEDIA_ADMIN_PATHS.uploads, window.location.origin).href,
      chunkSize: chunkSizeFor(file.size),
      retryDelays: RETRY_DELAYS,
      metadata: { ref: target.titleRef, kind: target.kind, filename: file.name },
      fingerprint: async (f) =>
        `tazama-upload:${target.titleRef}:${target.kind}:${f.name}:${f.size}:${f.lastModified}`,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent) => {
        setState({ phase: "sending", reading: read(sent), resumed });
      },
      onChunkComplete: (_chunk, accepted) => {
        onServer = accepted;
      },
      onShouldRetry: (error, attempt) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        // The network (no answer) or the server's bad moment: try again; a refusal is final.
        const again = status === 0 || status === 409 || status === 423 || status >= 500;
        if (again) {
          meter.reset();
          setState({ phase: "retrying", reading: read(onServer), attempt: attempt + 1 });
        }
        return again;
      },
      onError: (error) => {
        setState({ phase: "failed", message: messageOf(error, i18n) });
      },
      onSuccess: () => {
        setState({ phase: "done", fileName: file.name });
        void onDone();
      },
    });
    upload.current = tus;
    const previous = await tus.findPreviousUploads();
    const last = previous[0];
    if (last) {
      tus.resumeFromPreviousUpload(last);
      resumed = true;
    }
    setState({ phase: "sending", reading: read(0), resumed });
    tus.start();
  }

  return {
    state,
    start: (file: File) => {
      void start(file);
    },
    pause: () => {
      const current = upload.current;
      if (!current || state.phase !== "sending") return;
      void current.abort();
      setState({ phase: "paused", reading: state.reading });
    },
    resume: () => {
      upload.current?.start();
    },
    reset: () => {
      void upload.current?.abort();
      upload.current = null;
      setState({ phase: "idle" });
    },
  };
}
