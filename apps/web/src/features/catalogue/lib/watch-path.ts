/** The player on a title's film, or its trailer. */
export function watchPath(ref: string, trailer = false): string {
  return `/watch/${encodeURIComponent(ref)}${trailer ? "?kind=trailer" : ""}`;
}
