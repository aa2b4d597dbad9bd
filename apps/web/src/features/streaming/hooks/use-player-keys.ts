import { type RefObject, useEffect } from "react";
import { SEEK_S, setVolume, toggleFullscreen } from "../lib/media-actions.ts";

/** What a key asks of the player: the player does it, or a watch party's host decides. */
export interface KeyIntents {
  togglePlay(): void;
  seekBy(seconds: number): void;
}

/**
 * Keyboard shortcuts anywhere on the page (not while typing, in a menu or on a slider):
 * Space/k play or pause, ←/→ 10 s, ↑/↓ volume, f fullscreen, m mute, c captions.
 * Every key also shows the controls (`onInput`).
 */
export function usePlayerKeys(
  frameRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
  onInput: () => void,
  toggleCaptions: () => void,
  intents: KeyIntents,
) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      onInput();
      const video = videoRef.current;
      const frame = frameRef.current;
      const target = event.target;
      if (!video || !frame || event.ctrlKey || event.metaKey || event.altKey) return;
      if (target instanceof Element) {
        // Typing, or moving in a menu or a slider, keeps its keys; a focused button or link keeps
        // Space and Enter (they press it) but the other shortcuts still work.
        if (target.closest("input, select, textarea, [role=menu]")) return;
        if ((event.key === " " || event.key === "Enter") && target.closest("button, a")) return;
      }
      switch (event.key) {
        case " ":
        case "k":
          event.preventDefault();
          intents.togglePlay();
          break;
        case "ArrowLeft":
          intents.seekBy(-SEEK_S);
          break;
        case "ArrowRight":
          intents.seekBy(SEEK_S);
          break;
        case "ArrowUp":
          event.preventDefault();
          setVolume(video, video.volume + 0.1);
          break;
        case "ArrowDown":
          event.preventDefault();
          setVolume(video, video.volume - 0.1);
          break;
        case "f":
          void toggleFullscreen(frame, video);
          break;
        case "m":
          video.muted = !video.muted;
          break;
        case "c":
          toggleCaptions();
          break;
        default:
          return;
      }
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
    };
  }, [frameRef, videoRef, onInput, toggleCaptions, intents]);
}
