import { type PartyClientMessage, type PartyRoomView, timelinePosition } from "@tazama/contracts";
import { useEffect, useRef, useState } from "react";
import { canNudgeRate, correction } from "../lib/drift.ts";

/** How often a member's player is checked against the room. */
const CHECK_EVERY_MS = 250;
/** A paused player further than this from the room's position is moved there. */
const PAUSED_SLACK_S = 0.15;
/** The room is at the end this close to it (the last frame may never be reached exactly). */
const END_SLACK_S = 0.1;

export interface PartySync {
  /** The browser refused to start playback without a tap. */
  needsTap: boolean;
  /** Start playback from a tap (the gesture the browser wanted). */
  tapToJoin(): void;
  /** Seconds until a premiere starts, or null once it has. */
  startsIn: number | null;
  /** The film is over for the room. */
  ended: boolean;
}

/**
 * Keeps this member's video where the room is: play or pause as the room does, small drift
 * nudged by the playback rate, large drift (or any on iOS) sought over. Reports when this player
 * stalls, and when it can play again.
 */
export function usePartySync(
  video: HTMLVideoElement | null,
  room: PartyRoomView | null,
  serverNow: () => number,
  send: (message: PartyClientMessage) => void,
): PartySync {
  const [needsTap, setNeedsTap] = useState(false);
  const [startsIn, setStartsIn] = useState<number | null>(null);
  const [ended, setEnded] = useState(false);
  const roomRef = useRef(room);
  useEffect(() => {
    roomRef.current = room;
  }, [room]);
  const reported = useRef(false);
  const blocked = useRef(false);
  const starting = useRef(false);
  const length = useRef(Infinity);

  useEffect(() => {
    if (!video) return;
    const nudge = canNudgeRate(navigator.userAgent);
    const check = () => {
      const current = roomRef.current;
      if (!current) return;
      const now = serverNow();
      const expected = timelinePosition(current.timeline, now);
      // A premiere before its start (a party's commands also start a moment ahead: no countdown).
      const toStart = (current.timeline.at - now) / 1000;
      const premiere = current.kind === "screening" && current.timeline.playing;
      setStartsIn(premiere && toStart > 0 ? Math.ceil(toStart) : null);
      // Nothing loaded yet (hls.js loads on the first play): nothing to keep in step.
      if (video.readyState === 0 && !current.timeline.playing) return;
      // The last known length: hls.js can leave it unknown for a moment (a seek near the end).
      if (Number.isFinite(video.duration)) length.current = video.duration;
      const duration = length.current;
      const over = expected >= duration - END_SLACK_S;
      setEnded(over);
      if (over) {
        if (!video.paused) video.pause();
        return;
      }
      const shouldPlay = current.timeline.playing && now >= current.timeline.at;
      const target = Math.min(Math.max(0, expected), duration);
      if (!shouldPlay) {
        if (!video.paused) video.pause();
        video.playbackRate = 1;
        if (Math.abs(video.currentTime - target) > PAUSED_SLACK_S && !video.seeking) {
          video.currentTime = target;
        }
        return;
      }
      if (video.paused) {
        // A play() under way settles first: seeking meanwhile would abort it.
        if (blocked.current || starting.current) return;
        if (Math.abs(video.currentTime - target) > PAUSED_SLACK_S) video.currentTime = target;
        starting.current = true;
        video
          .play()
          .catch((error: unknown) => {
            if (error instanceof DOMException && error.name === "NotAllowedError") {
              blocked.current = true;
              setNeedsTap(true);
            }
          })
          .finally(() => {
            starting.current = false;
          });
        return;
      }
      if (video.seeking) return;
      const fix = correction(video.currentTime, target, { canNudge: nudge });
      if (fix.kind === "seek") {
        video.playbackRate = 1;
        video.currentTime = fix.to;
      } else {
        video.playbackRate = fix.kind === "rate" ? fix.rate : 1;
      }
    };
    const stalled = () => {
      const current = roomRef.current;
      if (!current?.timeline.playing || reported.current) return;
      reported.current = true;
      send({ type: "buffering", buffering: true });
    };
    const ready = () => {
      if (!reported.current || video.readyState < 3) return;
      reported.current = false;
      send({ type: "buffering", buffering: false });
    };
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    video.addEventListener("waiting", stalled);
    video.addEventListener("canplay", ready);
    video.addEventListener("playing", ready);
    video.addEventListener("loadedmetadata", check);
    return () => {
      window.clearInterval(timer);
      video.removeEventListener("waiting", stalled);
      video.removeEventListener("canplay", ready);
      video.removeEventListener("playing", ready);
      video.removeEventListener("loadedmetadata", check);
    };
  }, [video, serverNow, send]);

  return {
    needsTap,
    tapToJoin: () => {
      blocked.current = false;
      setNeedsTap(false);
      void video?.play().catch(() => undefined);
    },
    startsIn,
    ended,
  };
}
