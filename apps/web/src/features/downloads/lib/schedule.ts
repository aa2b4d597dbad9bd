/** When night bundles end: a download set to start at night may start until this hour. */
export const NIGHT_ENDS_HOUR = 6;

/** The hours a viewer may pick for a night download. */
export const NIGHT_START_HOURS = [22, 23, 0, 1, 2] as const;

/** Is `hour` (local, 0–23) inside the night that starts at `startHour` and ends at 06:00? */
export function inNight(hour: number, startHour: number): boolean {
  return startHour >= NIGHT_ENDS_HOUR
    ? hour >= startHour || hour < NIGHT_ENDS_HOUR
    : hour >= startHour && hour < NIGHT_ENDS_HOUR;
}

type ConnectionInfo = { type?: string } | undefined;

/** Over a metered link (a phone's mobile data)? Unknown (most computers) counts as not. */
export function onMobileData(connection: ConnectionInfo): boolean {
  const type = connection?.type;
  return type === "cellular" || type === "bluetooth" || type === "wimax";
}

/** What keeps a waiting download from starting now, or null when it may start. */
export function waitingFor(
  download: { wifiOnly: boolean; startHour: number | null },
  context: { online: boolean; connection: ConnectionInfo; hour: number },
): "connection" | "wifi" | "night" | null {
  if (!context.online) return "connection";
  if (download.wifiOnly && onMobileData(context.connection)) return "wifi";
  if (download.startHour !== null && !inNight(context.hour, download.startHour)) return "night";
  return null;
}
