/** Seconds the back and forward buttons (and a double tap, and the arrow keys) move. */
export const SEEK_S = 10;

export function togglePlay(video: HTMLVideoElement): void {
  if (video.paused || video.ended) void video.play().catch(() => undefined);
  else video.pause();
}

/** Where a seek of `seconds` from here lands, within the video. */
export function clampedSeek(video: HTMLVideoElement, seconds: number): number {
  const end = Number.isFinite(video.duration) ? video.duration : Infinity;
  return Math.min(end, Math.max(0, video.currentTime + seconds));
}

export function seekBy(video: HTMLVideoElement, seconds: number): void {
  video.currentTime = clampedSeek(video, seconds);
}

export function setVolume(video: HTMLVideoElement, volume: number): void {
  video.volume = Math.min(1, Math.max(0, volume));
  video.muted = video.volume === 0;
}

interface WebkitVideo extends HTMLVideoElement {
  webkitEnterFullscreen?: () => void;
}

/**
 * Fullscreen on the player's frame, so its own controls come along; on a phone the screen turns
 * to landscape. iPhones (no element fullscreen) fall back to the video's own fullscreen.
 */
export async function toggleFullscreen(frame: HTMLElement, video: HTMLVideoElement) {
  if (document.fullscreenElement) {
    try {
      screen.orientation.unlock();
    } catch {
      // No orientation lock here (desktop browsers).
    }
    await document.exitFullscreen().catch(() => undefined);
    return;
  }
  if (!("requestFullscreen" in frame)) {
    (video as WebkitVideo).webkitEnterFullscreen?.();
    return;
  }
  await frame.requestFullscreen({ navigationUI: "hide" }).catch(() => undefined);
  if (window.matchMedia("(pointer: coarse)").matches) {
    const orientation = screen.orientation as ScreenOrientation & {
      lock?: (o: string) => Promise<void>;
    };
    await orientation.lock?.("landscape").catch(() => undefined);
  }
}

export function togglePictureInPicture(video: HTMLVideoElement): void {
  if (document.pictureInPictureElement) void document.exitPictureInPicture();
  else void video.requestPictureInPicture().catch(() => undefined);
}

export function pictureInPictureAvailable(): boolean {
  return typeof document !== "undefined" && "pictureInPictureEnabled" in document
    ? document.pictureInPictureEnabled
    : false;
}
