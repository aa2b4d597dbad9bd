import type { StreamGrant } from "@tazama/contracts";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "../../../test/render.tsx";
import { VideoPlayer, type VideoPlayerProps } from "../components/video-player.tsx";
import { fakePlayback } from "./fake-playback.ts";

/** A grant for a film with no renditions or subtitles unless `over` gives them. */
export function playerGrant(over: Partial<StreamGrant> = {}): StreamGrant {
  return {
    manifestUrl: "/media/a/t/master.m3u8",
    expiresAt: "2026-11-25T10:00:00.000Z",
    resumeAt: 0,
    renditions: [],
    subtitles: [],
    ...over,
  };
}

/**
 * The player of a viewing that reports nothing (no progress, no view counted), its `<video>`
 * given a fake playback. The test file mocks `../lib/load-hls.ts` (no hls.js in jsdom: the
 * player falls back to the browser's own HLS, as on an iPhone).
 */
export function renderPlayer(props: Partial<VideoPlayerProps> = {}, playing = false) {
  const rendered = renderWithProviders(
    <VideoPlayer
      contentRef="jua-kali-ep-1"
      title="Jua Kali · E1 The Yard"
      backTo="/view/jua-kali-ep-1"
      grant={playerGrant()}
      trackProgress={false}
      countView={false}
      {...props}
    />,
  );
  const video = screen.getByTestId<HTMLVideoElement>("video");
  fakePlayback(video, { playing });
  return { ...rendered, video, player: screen.getByTestId("player") };
}
