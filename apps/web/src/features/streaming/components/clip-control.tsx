import { Anchor, Button, Group, Text } from "@mantine/core";
import { notifications } from "../../../lib/toasts.ts";
import { CLIP_LENGTHS, CLIP_TIMEOUT_MS } from "@tazama/contracts";
import { useEffect, useId, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { getClip, requestClip } from "../api/request-clip.ts";
import type { StreamKind } from "../api/request-stream.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

const POLL_EVERY_MS = 2000;

/** A toast from the player page (its host comes with the first one: lib/toasts.ts). */
function toast(data: Parameters<typeof notifications.show>[0]) {
  notifications.show(data);
}

/** When to stop waiting for a clip asked for now (spec §9: 75000 ms). */
function deadlineFromNow(): number {
  return Date.now() + CLIP_TIMEOUT_MS;
}

function past(deadline: number): boolean {
  return Date.now() >= deadline;
}

type ClipState =
  | { step: "idle" }
  | { step: "preparing" }
  | { step: "ready"; url: string; bytes: number }
  | { step: "failed"; message: string };

export interface ClipControlProps {
  contentRef: string;
  kind: StreamKind;
  /** The player's position and length, read when the viewer picks a length. */
  position: () => { currentTime: number; duration: number };
}

function clock(s: number): string {
  const m = Math.floor(s / 60);
  return `${m}:${String(Math.floor(s % 60)).padStart(2, "0")}`;
}

/**
 * "Clip" opens a small choice of 15, 30 or 60 s from the current time → the server cuts it → polled until ready (at
 * most 75 s, spec §9) → a "Download clip" link. Signed-in viewers only (the route decides).
 */
export function ClipControl({ contentRef, kind, position }: ClipControlProps) {
  const i18n = useI18n();
  const unreachable = i18n._({
    id: "clip.unreachable",
    message: "We could not reach Tazama. Try again.",
  });
  const [open, setOpen] = useState(false);
  const lengthsId = useId();
  const [state, setState] = useState<ClipState>({ step: "idle" });
  const [from, setFrom] = useState(0);
  const live = useRef(true);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      window.clearTimeout(timer.current);
    };
  }, []);

  const fail = (message: string) => {
    if (live.current) setState({ step: "failed", message });
  };

  const poll = (id: string, giveUpAt: number) => {
    timer.current = window.setTimeout(() => {
      void getClip(id).then(
        (clip) => {
          if (!live.current) return;
          if (clip.status === "ready" && clip.url) {
            setState({ step: "ready", url: clip.url, bytes: clip.bytes ?? 0 });
            toast({
              color: "green",
              message: i18n._({ id: "clip.ready", message: "Your clip is ready." }),
            });
          } else if (clip.status === "failed") {
            fail(
              i18n._({
                id: "clip.failed",
                message: "We could not make this clip. Try another moment.",
              }),
            );
          } else if (past(giveUpAt)) {
            fail(
              i18n._({
                id: "clip.too-long",
                message: "Your clip is taking too long. Try again in a few minutes.",
              }),
            );
          } else {
            poll(id, giveUpAt);
          }
        },
        () => {
          if (past(giveUpAt)) fail(unreachable);
          else poll(id, giveUpAt);
        },
      );
    }, POLL_EVERY_MS);
  };

  const make = async (lengthS: number) => {
    setOpen(false);
    const { currentTime, duration } = position();
    const startS = Math.max(0, Math.floor(currentTime));
    const durationS = Number.isFinite(duration)
      ? Math.min(lengthS, Math.floor(duration - startS))
      : lengthS;
    if (durationS < 1) {
      setState({
        step: "failed",
        message: i18n._({
          id: "clip.at-end",
          message: "This is the very end: go back a little to clip.",
        }),
      });
      return;
    }
    setFrom(startS);
    setState({ step: "preparing" });
    const giveUpAt = deadlineFromNow();
    try {
      const accepted = await requestClip({ ref: contentRef, kind, startS, durationS });
      toast({
        message: i18n._({ id: "clip.preparing", message: "Preparing your clip…" }),
      });
      poll(accepted.clipId, giveUpAt);
    } catch (error) {
      fail(
        error instanceof ApiError && error.status < 500 && error.status !== 0
          ? error.message
          : unreachable,
      );
    }
  };

  return (
    <Group gap="xs" align="center">
      <Button
        variant="default"
        onClick={() => {
          setOpen((o) => !o);
        }}
        loading={state.step === "preparing"}
        aria-expanded={open}
        aria-controls={lengthsId}
      >
        {i18n._({ id: "clip.button", message: "Clip" })}
      </Button>
      {open && (
        <Group
          gap="xs"
          id={lengthsId}
          role="group"
          aria-label={i18n._({ id: "clip.length", message: "Clip length" })}
        >
          <Text size="sm">
            {i18n._({
              id: "clip.from",
              message: "From {time}:",
              values: { time: clock(Math.floor(position().currentTime)) },
            })}
          </Text>
          {CLIP_LENGTHS.map((s) => (
            <Button key={s} size="xs" variant="light" onClick={() => void make(s)}>
              {i18n._({ id: "clip.seconds", message: "{s, number} s", values: { s } })}
            </Button>
          ))}
        </Group>
      )}
      {state.step === "preparing" && (
        <Text size="sm" c="dimmed" role="status">
          {i18n._({
            id: "clip.preparing-from",
            message: "Preparing your clip from {time}…",
            values: { time: clock(from) },
          })}
        </Text>
      )}
      {state.step === "ready" && (
        <Anchor href={state.url} download>
          {i18n._({
            id: "clip.download",
            message: "Download clip ({size})",
            values: { size: formatBytes(state.bytes, i18n) },
          })}
        </Anchor>
      )}
      {state.step === "failed" && (
        <Text size="sm" c="red" role="alert">
          {state.message}
        </Text>
      )}
    </Group>
  );
}
