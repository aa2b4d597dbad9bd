/** This device's storage for the player's memory (quality, bandwidth, captions), if allowed. */
export function playerStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const AUTOPLAY_KEY = "tazama.autoplay";

/** Whether the next episode starts by itself (on unless this device turned it off). */
export function readAutoplay(storage: Storage | undefined): boolean {
  return storage?.getItem(AUTOPLAY_KEY) !== "off";
}

export function rememberAutoplay(storage: Storage | undefined, autoplay: boolean): void {
  try {
    storage?.setItem(AUTOPLAY_KEY, autoplay ? "on" : "off");
  } catch {
    // Storage refused: the choice lasts for this page.
  }
}
