const STORAGE_KEY = "tazama.captions";

/** The caption language this device last chose ("off" when turned off), or null when never chosen. */
export function readRememberedCaptions(storage: Storage | undefined): string | null {
  const value = storage?.getItem(STORAGE_KEY) ?? null;
  return value !== null && /^(off|[a-z]{2,3}(-[A-Za-z0-9]{2,8})?)$/.test(value) ? value : null;
}

export function rememberCaptions(storage: Storage | undefined, language: string | null): void {
  try {
    storage?.setItem(STORAGE_KEY, language ?? "off");
  } catch {
    // Storage full or refused: the choice lasts for this video only.
  }
}

/**
 * The track to show first: the remembered language when this title has it, none when the viewer
 * turned captions off, else none (captions start off, as on Netflix, unless chosen before).
 */
export function initialCaptions(
  languages: readonly string[],
  remembered: string | null,
): string | null {
  if (remembered === null || remembered === "off") return null;
  if (languages.includes(remembered)) return remembered;
  const base = remembered.split("-")[0]!;
  return languages.find((l) => l.split("-")[0] === base) ?? null;
}
