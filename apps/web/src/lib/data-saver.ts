interface NetworkHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Save-Data, a slow connection or a phone (data saver on by default on mobile). */
export function prefersDataSaver(connection: NetworkHints | undefined, isMobile: boolean): boolean {
  if (connection?.saveData) return true;
  if (connection?.effectiveType && /(^|-)2g$|^3g$/.test(connection.effectiveType)) return true;
  return isMobile;
}

/**
 * Save-Data, a slow link or a phone: the data saver is on. The player's first rung, the master it
 * plays (ADR 0083) and what a download keeps follow it.
 */
export function dataSaverHint(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return prefersDataSaver(connection, window.matchMedia("(pointer: coarse)").matches);
}
