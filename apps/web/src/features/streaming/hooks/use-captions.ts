import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { SubtitleTrack } from "@tazama/contracts";
import {
  initialCaptions,
  readRememberedCaptions,
  rememberCaptions,
} from "../lib/captions-memory.ts";
import { playerStorage } from "../lib/player-storage.ts";

/**
 * The caption track shown (a language, or null for off), chosen in the player and remembered on
 * this device. Side-loaded <track> elements: the browser draws the cues, styled by ::cue.
 */
export function useCaptions(
  videoRef: RefObject<HTMLVideoElement | null>,
  tracks: readonly SubtitleTrack[],
) {
  const languages = tracks.map((t) => t.language).join(",");
  const [language, setLanguage] = useState<string | null>(() =>
    initialCaptions(
      tracks.map((t) => t.language),
      readRememberedCaptions(playerStorage()),
    ),
  );
  const lastOn = useRef<string | null>(language ?? tracks[0]?.language ?? null);

  // Another title's tracks: start from the remembered choice again (adjusted while rendering).
  const [forLanguages, setForLanguages] = useState(languages);
  if (forLanguages !== languages) {
    setForLanguages(languages);
    setLanguage(initialCaptions(languages.split(","), readRememberedCaptions(playerStorage())));
  }

  useEffect(() => {
    // jsdom and old browsers have no (complete) text track list.
    const list = videoRef.current?.textTracks as Partial<TextTrackList> | undefined;
    if (!list || typeof list.addEventListener !== "function") return;
    const tracks = list as TextTrackList;
    const apply = () => {
      for (const track of Array.from(tracks)) {
        if (track.kind !== "subtitles" && track.kind !== "captions") continue;
        track.mode = track.language === language ? "showing" : "disabled";
      }
    };
    apply();
    // hls.js and late-loading <track>s add tracks after the first render.
    tracks.addEventListener("addtrack", apply);
    return () => {
      tracks.removeEventListener("addtrack", apply);
    };
  }, [videoRef, language, languages]);

  const choose = useCallback((next: string | null) => {
    if (next) lastOn.current = next;
    setLanguage(next);
    rememberCaptions(playerStorage(), next);
  }, []);

  const toggle = useCallback(() => {
    setLanguage((current) => {
      const next = current ? null : lastOn.current;
      rememberCaptions(playerStorage(), next);
      return next;
    });
  }, []);

  return { language, choose, toggle };
}
