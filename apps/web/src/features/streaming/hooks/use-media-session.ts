import { type RefObject, useEffect } from "react";
import { SEEK_S } from "../lib/media-actions.ts";
import type { PlayerActions } from "../components/player-controls.tsx";

type Handlers = [MediaSessionAction, MediaSessionActionHandler][];

/**
 * The phone's lock screen and notification controls (Media Session): the title, and play, pause,
 * ±10 s and seeking through the player's own actions, so they keep working while listening with
 * the screen off (and a watch party's host still drives the party).
 */
export function useMediaSession(
  title: string,
  actions: PlayerActions,
  videoRef: RefObject<HTMLVideoElement | null>,
) {
  useEffect(() => {
    if (!("mediaSession" in navigator)) return;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({ title, artist: "Tazama" });
    const paused = () => videoRef.current?.paused ?? true;
    const handlers: Handlers = [
      [
        "play",
        () => {
          if (paused()) actions.togglePlay();
        },
      ],
      [
        "pause",
        () => {
          if (!paused()) actions.togglePlay();
        },
      ],
      [
        "seekbackward",
        (d) => {
          actions.seekBy(-(d.seekOffset ?? SEEK_S));
        },
      ],
      [
        "seekforward",
        (d) => {
          actions.seekBy(d.seekOffset ?? SEEK_S);
        },
      ],
      [
        "seekto",
        (d) => {
          if (d.seekTime !== undefined) actions.seekTo(d.seekTime);
        },
      ],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // A browser that does not know this action leaves it to its own default.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
  }, [title, actions, videoRef]);
}
