import { type RefObject, useEffect, useState } from "react";

export interface MediaState {
  paused: boolean;
  currentTime: number;
  duration: number;
  /** The end of the buffered range that holds the play position (seconds). */
  bufferedEnd: number;
  volume: number;
  muted: boolean;
  /** Waiting for data (shows a spinner). */
  waiting: boolean;
}

const INITIAL: MediaState = {
  paused: true,
  currentTime: 0,
  duration: Number.NaN,
  bufferedEnd: 0,
  volume: 1,
  muted: false,
  waiting: false,
};

const EVENTS = [
  "play",
  "pause",
  "timeupdate",
  "durationchange",
  "progress",
  "volumechange",
  "waiting",
  "playing",
  "seeked",
  "emptied",
  "loadedmetadata",
] as const;

function bufferedAround(video: HTMLVideoElement): number {
  const ranges = video.buffered;
  for (let i = 0; i < ranges.length; i += 1) {
    if (ranges.start(i) <= video.currentTime + 0.5 && ranges.end(i) >= video.currentTime) {
      return ranges.end(i);
    }
  }
  return video.currentTime;
}

function read(video: HTMLVideoElement, waiting: boolean): MediaState {
  return {
    paused: video.paused,
    currentTime: video.currentTime,
    duration: video.duration,
    bufferedEnd: bufferedAround(video),
    volume: video.volume,
    muted: video.muted,
    waiting,
  };
}

/** What the player's controls show, read from the video element's own events. */
export function useMediaState(videoRef: RefObject<HTMLVideoElement | null>): MediaState {
  const [state, setState] = useState(INITIAL);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let waiting = false;
    const update = (event: Event) => {
      if (event.type === "waiting") waiting = true;
      if (event.type === "playing" || event.type === "pause" || event.type === "seeked") {
        waiting = false;
      }
      setState(read(video, waiting));
    };
    for (const name of EVENTS) video.addEventListener(name, update);
    setState(read(video, waiting));
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, update);
    };
  }, [videoRef]);
  return state;
}
